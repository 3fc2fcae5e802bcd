// good: a `declare const` read only by types (`typeof`): erased with them before the program runs
import { files } from "gg";

declare const defaults: { readonly pattern: string; readonly limit: number };
type Options = typeof defaults;

function largest(options: Options): string[] {
  return files
    .glob(options.pattern)
    .map((path) => ({ path, size: files.stat(path)?.size ?? 0 }))
    .sort((a, b) => b.size - a.size)
    .slice(0, options.limit)
    .map((row) => row.path);
}

console.log(largest({ pattern: "**/*.md", limit: 3 }).join("\n"));
