// broken [GG1009]: the drain loop's test reads the queue before its const is declared
function drain() {
  while (queue.length) console.log(queue.shift());
}
drain();
const queue = ["a", "b"];
