// broken [TS2550]: String.prototype.isWellFormed is ECMAScript 2024; calling it in the guest is a TypeError
export {};
const text = gg.files.readFile("notes.md");
if (!text.isWellFormed()) console.log("bad text");
