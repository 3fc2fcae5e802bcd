// broken: `@ts-nocheck` hides the misspelt `gg.shell.exec` (the operation is `gg.shell.run`); it throws when run
// @ts-nocheck
const out = gg.shell.exec("ls -la");
console.log(out.stdout);
