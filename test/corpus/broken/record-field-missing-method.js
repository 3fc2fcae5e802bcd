// broken [TS2339]: stdout is a plain string: strings have no lines() method, so the call throws
const result = gg.shell.run("git status --short");
for (const line of result.stdout.lines()) console.log(line);
