// broken [GG1008]: reads files as a global through globalThis; gg names are not globals, so this is undefined.readFile
const text = globalThis.files.readFile("README.md");
console.log(text.length);
