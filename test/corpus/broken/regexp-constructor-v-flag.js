// broken [GG1006]: the v flag (ECMAScript 2024) given to the RegExp constructor: it throws a SyntaxError when the line runs
const wanted = new RegExp("[\\p{L}--[a-z]]", "v");
for (const e of gg.files.listDir(".")) if (wanted.test(e.name)) console.log(e.name);
