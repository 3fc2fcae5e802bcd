// good: JSDoc types written as Node.js would name them (`import("node:fs")`): comments when run, nothing is loaded
import { files } from "gg";

/** @typedef {import("node:fs").Stats} NodeStats */

/**
 * The largest files first.
 * @param {string[]} paths
 * @returns {{ path: string, size: number }[]}
 */
function bySize(paths) {
  /** @type {{ path: string, size: number }[]} */
  const rows = [];
  for (const path of paths) {
    const info = files.stat(path);
    if (info !== undefined) rows.push({ path, size: info.size });
  }
  return rows.sort((a, b) => b.size - a.size);
}

/** @type {import("node:path").ParsedPath | undefined} */
let parsed;
console.log(parsed === undefined ? "no path parsed" : parsed.base);
for (const row of bySize(files.glob("src/**/*.ts")).slice(0, 5)) {
  console.log(`${row.size}\t${row.path}`);
}
