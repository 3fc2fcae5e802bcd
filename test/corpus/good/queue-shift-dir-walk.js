// good: breadth-first walk where paths come from queue.shift() (typed possibly-undefined, always defined here)
const queue = ["src"];
const found = [];
while (queue.length) {
  const dir = queue.shift();
  for (const e of gg.files.listDir(dir)) {
    const p = dir + "/" + e.name;
    if (e.kind === "dir") queue.push(p);
    else if (p.endsWith(".test.js")) found.push(p);
  }
}
console.log(found.join("\n"));
