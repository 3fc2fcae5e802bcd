// broken [GG1010]: `declare const` is TypeScript syntax, a syntax error in JavaScript, and `shell` is still not bound
declare const shell;

const r = shell.run("ls");
console.log(r.stdout);
