#!/usr/bin/env gg
// good: a byte order mark before the #! line: tsc reads the file without the mark and accepts the #! line at its start
import { files } from "gg";

const todo = files.grep("TODO", { glob: "**/*.ts", maxResults: 50 });
const byFile = new Map<string, number>();
for (const m of todo) byFile.set(m.path, (byFile.get(m.path) ?? 0) + 1);
for (const [path, n] of byFile) console.log(`${path}: ${n}`);
