// The real thing: the `eslint` CLI from node_modules, `--format json`, flat configs that load the BUILT plugin
// from dist/ (as a user's eslint.config.js would), over fixture folders and over the repository's examples/.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = join(here, "..");
const repoRoot = join(packageRoot, "..", "..");
const binOf = (name: string): string => join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), "bin", "eslint.js");
const eslintBin = binOf("eslint");
/** ESLint 9 (installed as `eslint-v9`): the plugin supports both majors. */
const eslint9Bin = binOf("eslint-v9");

interface Finding { readonly file: string; readonly line: number; readonly column: number; readonly rule: string | null; readonly id: string | undefined }
interface RawResult { readonly filePath: string; readonly messages: readonly { line: number; column: number; ruleId: string | null; messageId?: string; message: string; severity: number }[] }

/** Runs the CLI in `cwd` and answers its exit status and every finding, relative to `cwd`, in output order. */
function lint(cwd: string, args: readonly string[], bin = eslintBin): { status: number | null; findings: Finding[]; raw: RawResult[] } {
  const run = spawnSync(process.execPath, [bin, "--format", "json", ...args], { cwd, encoding: "utf8" });
  expect(run.stderr).toBe("");
  const raw = JSON.parse(run.stdout) as RawResult[];
  const findings = raw.flatMap((result) =>
    result.messages.map((m) => ({ file: relative(cwd, result.filePath), line: m.line, column: m.column, rule: m.ruleId, id: m.messageId })),
  );
  return { status: run.status, findings, raw };
}

const f = (file: string, line: number, column: number, rule: string | null, id?: string): Finding => ({ file, line, column, rule, id });

beforeAll(() => {
  if (!existsSync(join(packageRoot, "dist", "index.js"))) throw new Error("build the plugin first: npx tsc -b packages/eslint-plugin");
});

// Each case spawns ESLint; the timeout is generous for loaded CI machines (not a performance assertion).
describe("eslint CLI with the built plugin", { timeout: 120_000 }, () => {
  const projectFindings = [
    f("src/escape.ts", 4, 16, "gg/no-dynamic-reach", "computedMember"),
    f("src/escape.ts", 5, 28, "gg/no-dynamic-reach", "evalCall"),
    f("src/escape.ts", 6, 38, "gg/no-explicit-exit", "explicitExit"),
    f("src/imports.mjs", 1, 8, "gg/valid-import", "defaultImport"),
    f("src/imports.mjs", 2, 10, "gg/valid-import", "notExportedMember"),
    f("src/imports.mjs", 3, 23, "gg/valid-import", "subpath"),
    f("src/imports.mjs", 6, 17, "gg/valid-import", "dynamicImport"),
    // .mts: a type annotation (only typescript-eslint parses it) and a member of gg.
    f("src/module.mts", 5, 16, "gg/no-unqualified-name", "unqualifiedMember"),
    f("src/module.mts", 6, 49, "gg/known-operation", "unknownOperation"),
    f("src/operations.js", 4, 9, "gg/known-operation", "unknownOperation"),
    f("src/operations.js", 5, 43, "gg/call-arguments", "unknownField"),
    f("src/operations.js", 6, 26, "gg/call-arguments", "wrongType"),
    f("src/operations.js", 8, 23, "gg/operation-key", "spellingNotKey"),
    f("src/operations.js", 8, 48, "gg/operation-key", "unknownCode"),
    f("src/script.cjs", 1, 19, "gg/valid-import", "requireCall"),
    f("src/unqualified.ts", 1, 17, "gg/no-unqualified-name", "unqualifiedNamespace"),
    f("src/unqualified.ts", 2, 12, "gg/no-unqualified-name", "unqualifiedMember"),
    f("src/unqualified.ts", 3, 14, "gg/no-unqualified-name", "unqualifiedMember"),
  ];

  for (const [cli, bin] of [["eslint 10", eslintBin], ["eslint 9", eslint9Bin]] as const) {
    it(`${cli}: reports exactly the expected findings over a TS and JS project`, () => {
      const { status, findings } = lint(join(here, "fixtures", "project"), ["."], bin);
      expect(status).toBe(1);
      expect(findings).toEqual(projectFindings);
    });
  }

  it("says what to write, in the message itself", () => {
    const { raw } = lint(join(here, "fixtures", "project"), ["src/unqualified.ts"]);
    expect(raw[0]?.messages[0]?.message).toBe("`files` is not in scope: write `import { files } from \"gg\"`, or use `gg.files`.");
  });

  for (const [cli, bin] of [["eslint 10", eslintBin], ["eslint 9", eslint9Bin]] as const) {
    it(`${cli}: lints examples/ with the recommended config: each broken example once, by its rule; the good ones clean`, () => {
      const { status, findings } = lint(repoRoot, ["-c", relative(repoRoot, join(here, "fixtures", "examples.config.js")), "examples/"], bin);
      expect(status).toBe(1);
      expect(findings).toEqual([
        f("examples/explicit-exit.ts", 7, 3, "gg/no-explicit-exit", "explicitExit"),
        f("examples/imported-function.ts", 2, 10, "gg/valid-import", "notExportedMember"),
        f("examples/misspelt-operation.js", 4, 22, "gg/known-operation", "unknownOperation"),
        f("examples/operation-key-spelling.ts", 8, 47, "gg/operation-key", "spellingNotKey"),
        f("examples/unqualified-name.ts", 2, 17, "gg/no-unqualified-name", "unqualifiedNamespace"),
      ]);
    });

    // noInlineConfig: each directive is ignored (ESLint says so, as a warning where it stands) and the finding it
    // meant to hide is an error that fails the run.
    it(`${cli}: strict: inline disable comments switch nothing off`, () => {
      const { status, findings, raw } = lint(join(here, "fixtures", "strict"), ["."], bin);
      expect(status).toBe(1);
      expect(findings).toEqual([
        f("disabled.ts", 1, 1, null),
        f("disabled.ts", 2, 1, "gg/no-unqualified-name", "unqualifiedNamespace"),
        f("disabled.ts", 3, 1, null),
      ]);
      expect(raw[0]?.messages.map((m) => m.severity)).toEqual([1, 2, 1]);
      expect(raw[0]?.messages[0]?.message).toMatch(/has no effect because you have 'noInlineConfig'/);
    });
  }

  // ESLint reads files concurrently, so which file is linted first (and carries the notice) is ESLint's choice; what is
  // fixed is that the notice appears exactly once, at 1:1, and the rules that need no catalogue still run everywhere.
  for (const [cli, bin] of [["eslint 10", eslintBin], ["eslint 9", eslint9Bin]] as const) {
    it(`${cli}: a broken catalogue is reported once, at 1:1 of the first file linted, with the loader's problems`, () => {
      const { status, findings, raw } = lint(join(here, "fixtures", "broken-catalogue"), ["."], bin);
      expect(status).toBe(1);
      const notices = findings.filter((x) => x.id === "brokenCatalogue");
      expect(notices).toHaveLength(1);
      expect(["a.ts", "b.js"]).toContain(notices[0]?.file);
      // By the first rule that reads the catalogue, in the plugin's (alphabetical) order.
      expect(notices[0]).toMatchObject({ line: 1, column: 1, rule: "gg/call-arguments" });
      expect(findings.filter((x) => x.id !== "brokenCatalogue")).toEqual([f("b.js", 2, 1, "gg/no-explicit-exit", "explicitExit")]);
      const notice = raw.flatMap((r) => r.messages).find((m) => m.messageId === "brokenCatalogue");
      expect(notice?.message).toBe(
        'The gg catalogue could not be loaded, so the gg rules that read it checked nothing:\nbroken.json: operations[0].binding.capability: unknown capability "fs.raed"',
      );
    });
  }
});
