// The editor preset of @gg/catalogue (`"extends": "@gg/catalogue/tsconfig.guest.json"`): a project that installed the
// package and extends it by name gets, from plain `tsc` 7, what the checker's compiler sees — ECMAScript 2023, gg as a
// global and as module "gg", the guest's console and nothing else — under the checker's own options.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { compilerOptionsFor } from "../packages/checker/dist/engine/options.js";
import { createChecker } from "../packages/checker/dist/create-checker.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CATALOGUE = join(ROOT, "packages", "catalogue");
const TSC = join(dirname(createRequire(join(ROOT, "packages", "checker", "package.json")).resolve("typescript7/package.json")), "bin", "tsc");
const preset = JSON.parse(readFileSync(join(CATALOGUE, "guest", "tsconfig.json"), "utf8")) as { compilerOptions: Record<string, unknown> };
const dirs: string[] = [];

/** A project that installed @gg/catalogue (linked into its node_modules) and extends the preset by name, with these programs. */
function project(programs: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "gg-preset-"));
  dirs.push(dir);
  mkdirSync(join(dir, "node_modules", "@gg"), { recursive: true });
  symlinkSync(CATALOGUE, join(dir, "node_modules", "@gg", "catalogue"), "dir");
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ extends: "@gg/catalogue/tsconfig.guest.json", include: ["*.ts"] }));
  for (const [name, text] of Object.entries(programs)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The codes plain tsc reports for the project, by file. */
function tsc(dir: string): { status: number | null; codes: Map<string, string[]> } {
  const run = spawnSync(TSC, ["-p", dir, "--pretty", "false"], { encoding: "utf8", cwd: dir });
  const codes = new Map<string, string[]>();
  for (const match of run.stdout.matchAll(/^(\S+?)\(\d+,\d+\): error (TS\d+)/gm)) codes.set(match[1] as string, [...(codes.get(match[1] as string) ?? []), match[2] as string]);
  return { status: run.status, codes };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the guest preset, @gg/catalogue/tsconfig.guest.json", () => {
  it("compiles the passing examples with plain tsc 7: gg from the import line and as a global, and the console", () => {
    const dir = project({});
    for (const name of ["catch-failure.ts", "tally.ts"]) copyFileSync(join(ROOT, "examples", name), join(dir, name));
    writeFileSync(join(dir, "both.ts"), 'import { files } from "gg";\nconsole.log(files.readFile("a"), gg.files.listDir(".").length);\nconsole.debug(gg.files.stat("b")?.size);\n');
    expect(tsc(dir)).toEqual({ status: 0, codes: new Map() });
  });

  it("refuses what the guest lacks with the checker's codes: Node and DOM names, timers, console methods beyond the five", () => {
    const programs = {
      "node.ts": 'process.exit(1);\n',
      "timer.ts": "setTimeout(() => 1, 1);\n",
      "table.ts": "console.table([]);\n",
      "fetch.ts": 'fetch("x");\n',
      "newer.ts": "const m = Map.groupBy([1], (x: number) => x);\nconsole.log(m);\n",
    };
    const { codes } = tsc(project(programs));
    const checker = createChecker({});
    try {
      for (const [name, source] of Object.entries(programs)) {
        const expected = checker.check({ source, language: "ts", fileName: name }).diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
        expect(expected.length).toBeGreaterThan(0);
        expect([name, codes.get(name)]).toEqual([name, expected]);
      }
    } finally {
      checker.close();
    }
  });

  it("compiles every good TypeScript program of the corpus, but for the implicit-any family the checker drops", () => {
    const good = join(ROOT, "test", "corpus", "good");
    const programs = Object.fromEntries(readdirSync(good).filter((name) => name.endsWith(".ts")).map((name) => [name, readFileSync(join(good, name), "utf8")]));
    expect(Object.keys(programs).length).toBeGreaterThan(50);
    const { codes } = tsc(project(programs));
    expect([...codes.values()].flat().filter((code) => !/^TS7\d{3}$/.test(code))).toEqual([]);
  });

  it("sets the checker's compiler options, leaving out only what needs the checker's sealed project", () => {
    const checker = compilerOptionsFor("ts");
    // types: the checker loads none and serves gg.d.ts and guest.d.ts itself; the preset names them as `types`.
    // noResolve, maxNodeModuleJsDepth: the sealed project has nothing to resolve; an editor's project has node_modules.
    // skipDefaultLibCheck, allowJs, checkJs, the style flags the checker keeps off by default: an editor's own choice.
    const left = ["types", "noResolve", "maxNodeModuleJsDepth", "skipDefaultLibCheck", "allowJs", "checkJs", "noUnusedLocals", "noUnusedParameters", "noImplicitReturns", "noFallthroughCasesInSwitch", "noUncheckedIndexedAccess", "exactOptionalPropertyTypes"];
    const { types, ...options } = preset.compilerOptions;
    expect(types).toEqual(["@gg/catalogue/guest"]);
    expect(options).toEqual(Object.fromEntries(Object.entries(checker).filter(([key]) => !left.includes(key))));
  });
});
