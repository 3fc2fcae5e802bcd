if (typeof Promise.withResolvers !== "function") {
  Promise.withResolvers = function () {
    let resolve, reject;
    const promise = new Promise((a, b) => { resolve = a; reject = b; });
    return { promise, resolve, reject };
  };
}
const { promise, resolve } = Promise.withResolvers();
promise.then(v => console.log("reservation confirmed", v));
resolve("R-77");
