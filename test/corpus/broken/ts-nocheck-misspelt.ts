// broken [GG1004]: `@ts-nocheck` hides the misspelt `gg.shell.exec` (the operation is `gg.shell.run`); it throws when run
// @ts-nocheck
const checks = ["node --version", "npm --version", "git --version"];
for (const cmd of checks) {
  const out = gg.shell.exec(cmd);
  console.log(`${cmd}: ${out.stdout.trim()}`);
}
