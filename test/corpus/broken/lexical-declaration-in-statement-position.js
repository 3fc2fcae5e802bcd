// broken [GG1010]: a `const` declaration as the body of an `if` without braces: an early SyntaxError, the program never loads
const entries = gg.files.listDir(".");
if (entries.length > 10) const many = true;
console.log(entries.length);
