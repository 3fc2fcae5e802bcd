// broken [TS2693]: the Iterator global is ECMAScript 2025; the guest has none (a ReferenceError)
const paths = Iterator.from(gg.files.glob("*.md")).take(3).toArray();
console.log(paths);
