// good: guards an optional global with typeof (safe when the name does not exist) before choosing a label
const where = typeof process !== "undefined" ? "node" : "gg sandbox";
const count = gg.files.glob("**/*.test.js").length;
console.log(`running in ${where}: ${count} test files found`);
