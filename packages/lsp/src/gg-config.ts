/**
 * `gg.config.json`: the file that marks a folder as a gg workspace (its programs are gg guest programs) and may name
 * the catalogue and the grant, as paths relative to the file. The server attaches only to documents in such a folder
 * or below one (when the client gave a workspace root); editors use it as the root marker.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { closest, formatProblems, parseJsonText } from "@gg/catalogue";

/** The file name that marks a gg workspace. */
export const GG_CONFIG_FILE = "gg.config.json";

/** The keys the file may have: each a path relative to the file. `$schema` is allowed for editors' JSON support. */
const KEYS = ["catalogue", "grant", "$schema"] as const;

/** A `gg.config.json` read and validated: the paths it names, made absolute. */
export interface GgConfig {
  readonly file: string;
  readonly catalogue?: string;
  readonly grant?: string;
}

/** The config, or every problem with it, each naming the file and the key. */
export type GgConfigRead = { readonly ok: true; readonly config: GgConfig } | { readonly ok: false; readonly file: string; readonly message: string };

/** The nearest `gg.config.json` in `dir` or a folder above it, or undefined when there is none up to the root. */
export function findGgConfig(dir: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const candidate = join(current, GG_CONFIG_FILE);
    if (isFile(candidate)) return candidate;
    if (dirname(current) === current) return undefined;
  }
}

/** Reads and validates one `gg.config.json`. An unknown key is refused with the nearest known one, never ignored. */
export function readGgConfig(file: string): GgConfigRead {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : String(error);
    return { ok: false, file, message: `${file}: cannot read (${code})` };
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { ok: false, file, message: formatProblems(parsed.problems, file) };
  const data = parsed.value;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { ok: false, file, message: `${file}: must be a JSON object such as { "catalogue": "catalogue.json", "grant": "grant.json" }` };
  const problems: string[] = [];
  const paths: { catalogue?: string; grant?: string } = {};
  for (const [key, value] of Object.entries(data)) {
    if (!(KEYS as readonly string[]).includes(key)) {
      const near = closest(key, KEYS, 1)[0];
      problems.push(`${file}: ${key}: unknown key${near === undefined ? "" : ` (did you mean "${near}"?)`}; the keys are ${KEYS.join(", ")}`);
      continue;
    }
    if (typeof value !== "string" || value === "") {
      problems.push(`${file}: ${key}: must be a path (a non-empty string)${key === "$schema" ? "" : ", relative to this file"}, not ${JSON.stringify(value)}`);
      continue;
    }
    if (key === "catalogue" || key === "grant") {
      const path = isAbsolute(value) ? value : resolve(dirname(file), value);
      if (!existsSync(path)) problems.push(`${file}: ${key}: ${value}: no such file (resolved to ${path})`);
      else paths[key] = path;
    }
  }
  if (problems.length > 0) return { ok: false, file, message: problems.join("\n") };
  return { ok: true, config: { file, ...paths } };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
