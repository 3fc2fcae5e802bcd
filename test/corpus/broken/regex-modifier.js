// broken [GG1006]: a regular expression modifier `(?i:...)` is ECMAScript 2025; a syntax error in the guest
const names = gg.files.glob("**/*");
const readme = names.filter((n) => /(?i:readme)\.md$/.test(n));
console.log(readme);
