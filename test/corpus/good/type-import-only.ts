// good: a type-only import of catalogue records, calls through the global gg namespace
import type { files, shell } from "gg";

function summarise(entries: files.DirEntry[], status: shell.RunResult): string {
  const dirs = entries.filter((e) => e.kind === "dir").length;
  const dirty = status.stdout.split("\n").filter((l) => l.trim()).length;
  return `${entries.length} entries (${dirs} dirs), ${dirty} changed paths`;
}

console.log(summarise(gg.files.listDir("."), gg.shell.run("git status --porcelain")));
