// good: an abstract class with a template method; the concrete subclass is what is constructed
import { files, session } from "gg";

abstract class Check {
  abstract readonly name: string;
  protected abstract findings(): string[];
  run(): void {
    const f = this.findings();
    session.reportProgress(`${this.name}: ${f.length ? f.join(", ") : "ok"}`);
  }
}

class LargeFiles extends Check {
  readonly name = "large files";
  protected findings(): string[] {
    return files.listDir(".").filter((e) => e.size > 5_000_000).map((e) => e.name);
  }
}

new LargeFiles().run();
