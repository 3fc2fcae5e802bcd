// good: constructor parameter properties (`private readonly dir`) compile to field assignments
import { files } from "gg";

class DirReport {
  constructor(private readonly dir: string, public readonly limit = 10) {}
  largest(): files.DirEntry[] {
    return files.listDir(this.dir).sort((a, b) => b.size - a.size).slice(0, this.limit);
  }
}

for (const e of new DirReport("dist", 5).largest()) console.log(e.name, e.size);
