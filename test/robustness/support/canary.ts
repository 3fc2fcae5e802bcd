// A canary directory whose text must never reach any output, and programs that name it every way TypeScript could follow.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Language } from "@gg/checker";

/** Text only the canary files hold. */
export const CANARY_TEXT = "CANARY-robustness-4d1e-never-read";

/** A directory holding the canary files, and a sibling name of the same length that does not exist. */
export interface Canary {
  readonly dir: string;
  /** `<dir>/canary` without extension: every program adds its own. */
  readonly present: string;
  /** `<dir>/absent` (same length as `present`, never created). */
  readonly absent: string;
  remove(): void;
}

/** Creates the canary files: modules, declarations, JSON, a package with `types` and a JSX runtime. */
export function createCanary(): Canary {
  const dir = mkdtempSync(join(tmpdir(), "gg-canary-"));
  const present = join(dir, "canary");
  for (const ext of [".ts", ".d.ts", ".js", ".mjs", ".tsx"]) writeFileSync(`${present}${ext}`, `export const canary = "${CANARY_TEXT}";\ndeclare global { var leaked: "${CANARY_TEXT}" }\n`);
  writeFileSync(`${present}.json`, `{ "canary": "${CANARY_TEXT}" }\n`);
  writeFileSync(join(dir, "package.json"), `{ "name": "canary", "types": "canary.d.ts", "description": "${CANARY_TEXT}" }\n`);
  mkdirSync(join(present, "jsx-runtime"), { recursive: true });
  writeFileSync(join(present, "jsx-runtime", "index.d.ts"), `export const jsx: "${CANARY_TEXT}";\n`);
  writeFileSync(join(present, "index.d.ts"), `export const canary: "${CANARY_TEXT}";\n`);
  writeFileSync(join(present, "package.json"), `{ "types": "index.d.ts", "description": "${CANARY_TEXT}" }\n`);
  return { dir, present, absent: join(dir, "absent"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** How a program names the path `P` (an absolute path without extension). */
export type Escape = readonly [name: string, language: Language, program: (p: string) => string];

const url = (p: string): string => pathToFileURL(p).href;
const unc = (p: string): string => `\\\\\\\\localhost\\\\share${p.replaceAll("/", "\\\\")}`;
const rel = (p: string): string => `${"../".repeat(12)}${p.slice(1)}`;

/** Every way a TS or JS program can name a file. */
export const ESCAPES: readonly Escape[] = [
  ["absolute import", "ts", (p) => `import { canary } from "${p}";\nconsole.log(canary);\n`],
  ["absolute import with extension", "ts", (p) => `import { canary } from "${p}.ts";\nconsole.log(canary);\n`],
  ["relative import", "ts", (p) => `import { canary } from "${rel(p)}";\nconsole.log(canary);\n`],
  ["file: URL import", "ts", (p) => `import { canary } from "${url(p)}.ts";\nconsole.log(canary);\n`],
  ["UNC import", "ts", (p) => `import { canary } from "${unc(p)}";\nconsole.log(canary);\n`],
  ["node: import", "ts", (p) => `import { readFileSync } from "node:fs";\nconsole.log(readFileSync("${p}.ts", "utf8"));\n`],
  ["bare package import (node_modules lookup)", "ts", (p) => `import { canary } from "canary";\nconsole.log(canary, "${p}");\n`],
  ["side-effect import", "ts", (p) => `import "${p}";\n`],
  ["export from", "ts", (p) => `export * from "${p}";\n`],
  ["import = require", "ts", (p) => `import c = require("${p}");\nconsole.log(c);\n`],
  ["dynamic import", "ts", (p) => `const m = await import("${p}");\nconsole.log(m);\n`],
  ["typeof import()", "ts", (p) => `let t: typeof import("${p}");\nconsole.log(t);\n`],
  ["import() type with a member", "ts", (p) => `let t: import("${p}").Canary;\nconsole.log(t);\n`],
  ["JSON import", "ts", (p) => `import data from "${p}.json" with { type: "json" };\nconsole.log(data);\n`],
  ["reference path", "ts", (p) => `/// <reference path="${p}.d.ts" />\nconsole.log(leaked);\n`],
  ["reference types (directory)", "ts", (p) => `/// <reference types="${p}" />\nconsole.log(leaked);\n`],
  ["reference types (package name)", "ts", (p) => `/// <reference types="canary" />\nconsole.log(leaked, "${p}");\n`],
  ["reference lib", "ts", (p) => `/// <reference lib="dom" />\nconsole.log(document.title, "${p}");\n`],
  ["amd-dependency", "ts", (p) => `/// <amd-dependency path="${p}" />\nexport {};\n`],
  ["@jsxImportSource", "ts", (p) => `/** @jsxImportSource ${p} */\nexport {};\n`],
  ["JSDoc @import in TS", "ts", (p) => `/** @import { canary } from "${p}" */\nexport {};\n`],
  ["require in JS", "js", (p) => `const c = require("${p}");\nconsole.log(c);\n`],
  ["JSDoc import type in JS", "js", (p) => `/** @type {import("${p}").Canary} */\nlet c;\nconsole.log(c);\n`],
  ["JSDoc @import in JS", "js", (p) => `/** @import { canary } from "${p}" */\n/** @type {canary} */\nlet c;\nconsole.log(c);\n`],
  ["JSDoc @typedef import in JS", "js", (p) => `/** @typedef {import("${p}.json")} C */\n/** @type {C} */\nlet c;\nconsole.log(c);\n`],
  ["reference path in JS", "js", (p) => `/// <reference path="${p}.d.ts" />\nconsole.log(leaked);\n`],
  ["import in JS", "js", (p) => `import { canary } from "${p}.js";\nconsole.log(canary);\n`],
];
