/** `gg-check merge PART…`: reads shard parts, checks they make up one run, and writes the single run's report. */
import type { Command } from "./args.js";
import { TEXT } from "../texts.js";
import { agree } from "../merge/agree.js";
import { join } from "../merge/join.js";
import { readPart } from "../merge/read-part.js";
import type { Part } from "../merge/read-part.js";

/** Merges the parts and writes the report; the exit status is the single run's (2 when the parts are refused). */
export async function runMerge(command: Extract<Command, { kind: "merge" }>, write: (text: string) => Promise<void>): Promise<0 | 1 | 2> {
  const parts: Part[] = [];
  for (const name of command.parts) {
    const read = readPart(name);
    if (!read.ok) return refused(read.error.message);
    parts.push(read.value);
  }
  const agreed = agree(parts);
  if (!agreed.ok) return refused(agreed.error.message);
  const joined = join(agreed.value, command.format, process.cwd());
  if (!joined.ok) return refused(joined.error.message);
  await write(joined.value.text);
  return joined.value.exit;
}

function refused(message: string): 2 {
  process.stderr.write(`${TEXT.prefix}${message}\n`);
  return 2;
}
