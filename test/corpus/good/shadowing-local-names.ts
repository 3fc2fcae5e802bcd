// good: local variables and helpers named like gg namespaces and functions (files, shell, readFile) shadow nothing wrongly
function readFile(path: string): string {
  return gg.files.readFile(path).replace(/\r\n/g, "\n");
}

const shell = {
  run(command: string): string {
    return gg.shell.run(command).stdout.trim();
  },
};

const files = gg.files.glob("*.md");
for (const path of files) {
  const firstLine = readFile(path).split("\n")[0];
  console.log(`${path}: ${firstLine}`);
}
console.log(`branch: ${shell.run("git branch --show-current")}`);
