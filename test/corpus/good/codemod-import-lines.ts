// good: a codemod that writes import lines and a declaration file as text (the strings mention node:fs, declare module and /// <reference>)
import { files } from "gg";

const OLD_IMPORT = 'const fs = require("fs");';
const NEW_IMPORT = 'import * as fs from "node:fs";';

let changed = 0;
for (const hit of files.grep('require\\("fs"\\)', { glob: "scripts/**/*.js" })) {
  if (hit.text.trim() !== OLD_IMPORT) continue;
  changed += files.editFile(hit.path, [{ oldText: OLD_IMPORT, newText: NEW_IMPORT }]).replacements;
}

const shim = [
  '/// <reference types="node" />',
  'declare module "legacy-config" {',
  "  export const settings: Record<string, string>;",
  "}",
  "",
].join("\n");
files.writeFile("scripts/types/legacy-config.d.ts", shim);
console.log(`${changed} require lines converted; wrote a declaration for "legacy-config"`);
