// good: a typed host class records which runtime it found and branches on that field; the guest's answer is gg
import { files, shell } from "gg";

type Runtime = "gg" | "node";

class Host {
  readonly runtime: Runtime;

  constructor() {
    this.runtime = typeof gg === "object" ? "gg" : "node";
  }

  listSources(): string[] {
    if (this.runtime === "node") return [];
    return files.glob("src/**/*.ts");
  }

  gitStatus(): string {
    if (this.runtime === "node") return "";
    return shell.run("git status --short").stdout;
  }
}

const host = new Host();
console.log(`${host.listSources().length} sources; ${host.gitStatus().split("\n").length} status lines`);
