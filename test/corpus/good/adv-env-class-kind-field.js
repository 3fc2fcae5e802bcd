// good: a host class records in its constructor whether gg is there, and its methods branch on that field; the Node branches never run
class Host {
  constructor() {
    this.kind = typeof gg === "object" ? "gg" : "node";
  }

  run(command) {
    if (this.kind === "node") return require("node:child_process").execSync(command).toString();
    return gg.shell.run(command).stdout;
  }

  list(pattern) {
    if (this.kind === "node") return require("node:fs").readdirSync(".");
    return gg.files.glob(pattern);
  }
}

const host = new Host();
const tests = host.list("test/**/*.test.js");
const out = host.run("npm test -- --reporter=dot");
gg.session.reportProgress(`${tests.length} test files; ${out.split("\n").length} lines of output`);
