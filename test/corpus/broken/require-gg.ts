// broken: uses CommonJS `require`, which does not exist in the guest (TS: cannot find name 'require')
const gg2 = require("gg");
const text: string = gg2.files.readFile("notes.txt");
console.log(text.length);
