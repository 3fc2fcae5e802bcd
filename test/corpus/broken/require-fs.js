// broken: calls `require`, which does not exist in an ES module guest
const fs = require("fs");
const files = fs.readdirSync(".");
console.log(files.join("\n"));
