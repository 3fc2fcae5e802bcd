// broken [TS2304]: DisposableStack is ECMAScript 2026; the guest has no such global
const stack = new DisposableStack();
stack.defer(() => console.log("done"));
console.log(gg.files.glob("*").length);
