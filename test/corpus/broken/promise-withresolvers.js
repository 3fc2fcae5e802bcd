// broken [TS2550]: Promise.withResolvers is ECMAScript 2024; not in the guest ECMAScript 2023
const { promise, resolve } = Promise.withResolvers();
resolve(gg.files.readFile("a.txt"));
promise.then((t) => console.log(t.length));
