import type { Problem } from "./types.js";

/** One problem a line: `catalogue.json: operations[3].binding.capability: unknown capability "fs.raed"`. */
export function formatProblems(problems: readonly Problem[], source?: string): string {
  return problems
    .map((p) => [source, p.path, p.message].filter((part) => part !== undefined && part !== "").join(": "))
    .join("\n");
}
