// broken [GG1016]: calls the handler a constant Map lacks for the formula asked
const FUNCS = new Map([
  ["SUM", (xs) => xs.reduce((a, b) => a + b, 0)],
  ["MAX", (xs) => Math.max(...xs)],
]);
console.log(FUNCS.get("SUM")([1, 2, 3]));
console.log(FUNCS.get("AVG")([1, 2, 3]));
