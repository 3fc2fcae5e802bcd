// broken [GG1008]: calls require through globalThis; the guest has no require, a TypeError
const fs = globalThis.require("fs");
console.log(fs.readFileSync("a.txt", "utf8"));
