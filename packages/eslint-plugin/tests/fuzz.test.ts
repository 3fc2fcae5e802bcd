// Property: no gg rule throws on any program assembled from gg-shaped pieces (imports, aliases, destructuring,
// shadowing, computed members, failures, exits), valid or not, in either arm. A parse error is fine; a crash is not.
import fc from "fast-check";
import { Linter } from "eslint";
import plugin from "../src/index.js";

const heads = ["gg", "files", "g", "gg.files", "globalThis.gg", "session", "readFile", "Failure", "process", "eval", "Reflect", "f", "e", "(files as any)"];
const members = [".readFile", ".readFle", "[k]", '["files"]', ".files", "?.glob", ".operation", ".code", ".exit", ".get", ".DirEntry", ".fles"];
const calls = ["", "()", '("a")', "(1, 2)", "({ glob: 1, maxResults: -1 })", '([{ oldText: "x" }])', "(...xs)", "(gg, k)", "(undefined, null)"];
const expression = fc.tuple(fc.constantFrom(...heads), fc.array(fc.constantFrom(...members), { maxLength: 3 }), fc.constantFrom(...calls))
  .map(([head, path, call]) => `${head}${path.join("")}${call}`);
const statement = fc.oneof(
  expression.map((x) => `${x};`),
  fc.constantFrom(
    'import { files } from "gg";', 'import * as g from "gg";', 'import gg2 from "gg";', 'import { readFile, session } from "gg";',
    'import { fles as f } from "gg/files";', "const { files: { readFile: r }, ...rest } = gg;", "const { files = gg.files } = gg;",
    'const x = require("gg");', "let files; files = gg.files;", "var g = gg; var g = 1;",
  ),
  expression.map((x) => `try { ${x}; } catch (e) { if (e instanceof Failure && e.operation === "readFile" || e.code == "nope") {} }`),
  expression.map((x) => `switch (${x}.operation) { case "files.read_file": case \`list_dir\`: break; default: }`),
  expression.map((x) => `function h(files, [gg] = [], { readFile } = {}) { return ${x}; }`),
  expression.map((x) => `class C { files = ${x}; static { ${x}; } #p = 1; m() { return this.#p; } }`),
  expression.map((x) => `for (const k in gg) { ${x}; }`),
  expression.map((x) => `const o = { files, [${x}]: 1, ...gg };`),
);
const program = fc.array(statement, { minLength: 1, maxLength: 8 }).map((lines) => lines.join("\n"));

const linter = new Linter({ configType: "flat" });

// A generous timeout: 500 lint runs on a loaded CI machine; this is not a performance assertion.
it("no rule crashes on gg-shaped programs, in JS and TS", { timeout: 180_000 }, () => {
  let parsed = 0;
  let runs = 0;
  fc.assert(
    fc.property(program, fc.constantFrom("p.ts", "p.js", "p.mjs"), (code, filename) => {
      // verify throws (naming the rule) when a rule crashes; a fatal message is a parse error.
      const messages = linter.verify(code, [plugin.configs.recommended], { filename });
      runs++;
      if (!messages.some((m) => m.fatal)) parsed++;
    }),
    { numRuns: 500, seed: 4 },
  );
  // Most generated programs must reach the rules, or the property proves nothing.
  expect(parsed / runs).toBeGreaterThan(0.5);
});
