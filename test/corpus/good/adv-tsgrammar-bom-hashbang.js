#!/usr/bin/env gg
// good: a byte order mark before the #! line is legal: the BOM is not part of the source text
import { files } from "gg";

const todo = files.grep("TODO", { glob: "**/*.js", maxResults: 50 });
const byFile = new Map();
for (const m of todo) byFile.set(m.path, (byFile.get(m.path) ?? 0) + 1);
for (const [path, n] of byFile) console.log(`${path}: ${n}`);
