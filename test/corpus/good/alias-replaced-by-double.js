// good: a test double replaces the namespace alias before it is used, so the misspelt-looking member is the double's own
let fs = gg.files;
fs = { readFlie: (path) => `stub of ${path}` };
console.log(fs.readFlie("a.txt"));
