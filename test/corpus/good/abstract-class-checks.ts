// good: an abstract base class with two concrete checks over the repository, run in sequence
import { files, session } from "gg";

abstract class Check {
  abstract readonly name: string;
  protected problems: string[] = [];

  abstract run(): void;

  report(): string {
    return this.problems.length === 0
      ? `✓ ${this.name}`
      : `✗ ${this.name}\n${this.problems.map((p) => `    ${p}`).join("\n")}`;
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }
}

class NoOnlyTests extends Check {
  readonly name = "no focused tests";
  run(): void {
    for (const m of files.grep("\\.(only)\\(", { glob: "**/*.test.ts" })) {
      this.problems.push(`${m.path}:${m.line}`);
    }
  }
}

class ReadmeSections extends Check {
  readonly name = "README has required sections";
  constructor(private readonly required: string[]) {
    super();
  }
  run(): void {
    const readme = files.readFile("README.md");
    for (const section of this.required) {
      if (!new RegExp(`^#+\\s+${section}\\b`, "m").test(readme)) this.problems.push(`missing "${section}"`);
    }
  }
}

const checks: Check[] = [new NoOnlyTests(), new ReadmeSections(["Install", "Usage", "License"])];
checks.forEach((c) => c.run());
console.log(checks.map((c) => c.report()).join("\n"));
session.reportProgress(`${checks.filter((c) => c.ok).length}/${checks.length} checks ok`);
