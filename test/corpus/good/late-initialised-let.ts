// good: declares a variable without a type and assigns it in branches; picks the test command
let command;
const pkgText = gg.files.readFile("package.json");
const pkg = JSON.parse(pkgText);

if (pkg.scripts && pkg.scripts.test) {
  command = "npm test";
} else if (gg.files.glob("Makefile").length > 0) {
  command = "make test";
} else {
  command = "echo no tests";
}

const run = gg.shell.run(command);
console.log(`${command} -> exit ${run.exitCode}`);
