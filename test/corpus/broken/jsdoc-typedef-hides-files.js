// broken [TS2693]: a JSDoc typedef named files declares a type only; files.readFile then throws a ReferenceError
/** @typedef {object} files */
const text = files.readFile("README.md");
console.log(text);
