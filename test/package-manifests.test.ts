// What a registry wants of each published package, and the one home every documentation link is built on: each
// package's manifest names the same home, repository and issue tracker, and the links the tools give (SARIF
// `helpUri`, the LSP's `codeDescription.href`, the rules' `meta.docs.url`) all start with that home.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { diagnosticPageUrl, REPOSITORY_URL, rulePageUrl } from "@gg/checker";
import { PROJECT_HOME } from "@gg/catalogue";
import plugin from "@gg/eslint-plugin";
import { describe, expect, it } from "vitest";

const PACKAGES = ["catalogue", "checker", "eslint-plugin", "lsp"] as const;
const CLI = fileURLToPath(new URL("../packages/checker/dist/gg-check.cjs", import.meta.url));
const PREPACK = fileURLToPath(new URL("../scripts/prepack.mjs", import.meta.url));

interface Manifest {
  name: string;
  private?: boolean;
  version?: string;
  homepage?: string;
  license?: string;
  keywords?: string[];
  engines?: { node?: string };
  bugs?: { url?: string };
  repository?: { type?: string; url?: string; directory?: string };
  publishConfig?: { access?: string };
  files?: string[];
  scripts?: Record<string, string>;
}

const manifestOf = (folder: string): Manifest => JSON.parse(readFileSync(new URL(`../${folder}/package.json`, import.meta.url), "utf8")) as Manifest;
const root = manifestOf(".");

describe("published packages", () => {
  const home = manifestOf("packages/catalogue").homepage ?? "";

  it("the project's home is an https address, the one base of every link", () => {
    expect(home).toMatch(/^https:\/\/\S+#readme$/);
    expect(PROJECT_HOME).toBe(home.replace(/#readme$/, ""));
    expect(REPOSITORY_URL).toBe(`${PROJECT_HOME}/blob/main/`);
  });

  for (const dir of PACKAGES) {
    it(`packages/${dir} says where it lives, under which licence, for which Node, and builds before it is packed`, () => {
      const pkg = manifestOf(`packages/${dir}`);
      expect(pkg.homepage).toBe(home);
      expect(pkg.bugs).toEqual({ url: `${PROJECT_HOME}/issues` });
      expect(pkg.repository).toEqual({ type: "git", url: `git+${PROJECT_HOME}.git`, directory: `packages/${dir}` });
      expect(pkg.license).toBe("MIT");
      expect(pkg.engines).toEqual(root.engines);
      expect(pkg.keywords?.length).toBeGreaterThan(0);
      expect(pkg.publishConfig?.access).toBe("public");
      expect(pkg.scripts?.prepack).toMatch(/^tsc -b && .*node \.\.\/\.\.\/scripts\/prepack\.mjs$/);
      // Source maps would point at sources the package does not hold; the build's state is not the user's.
      expect(pkg.files).toEqual(expect.arrayContaining(["dist", "!dist/**/*.map", "!dist/.tsbuildinfo"]));
    });
  }

  it("packing refuses, naming what is missing, when the build left no dist", () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-prepack-"));
    try {
      const manifest = { name: "@gg/example", exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } }, bin: { example: "./dist/main.js" }, files: ["dist", "!dist/**/*.map"] };
      writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
      const { status, stderr } = spawnSync(process.execPath, [PREPACK], { cwd: dir, encoding: "utf8" });
      expect({ status, stderr }).toEqual({
        status: 1,
        stderr: "@gg/example: cannot pack: missing dist/index.d.ts, dist/index.js, dist/main.js, dist; build it first (`npx -y pnpm@12.4.2 run build` at the repository's root)\n",
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the repository holds its licence, MIT, and each package links to it (pnpm packs a link's content)", () => {
    expect(existsSync(new URL("../LICENSE", import.meta.url))).toBe(true);
    for (const dir of PACKAGES) expect(readlinkSync(new URL(`../packages/${dir}/LICENSE`, import.meta.url))).toBe("../../LICENSE");
    expect(readFileSync(new URL("../LICENSE", import.meta.url), "utf8")).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} gg static tools contributors\n/);
  });

  it("the private bench is never packed: it has no version, which pnpm's recursive pack requires", () => {
    const bench = manifestOf("bench");
    expect(bench.private).toBe(true);
    expect(bench.version).toBeUndefined();
  });
});

describe("every documentation link starts with the project's home", () => {
  it("SARIF helpUri (from the bin), the LSP's codeDescription.href (the checker's addresses) and ESLint docs.url", () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-links-"));
    try {
      writeFileSync(join(dir, "unqualified.js"), "files.readFile('a');\n");
      const { stdout } = spawnSync(process.execPath, [CLI, "--format", "sarif", "unqualified.js"], { cwd: dir, encoding: "utf8" });
      const sarif = JSON.parse(stdout) as { runs: Array<{ tool: { driver: { rules: Array<{ id: string; helpUri?: string }> } } }> };
      const linked = (sarif.runs[0]?.tool.driver.rules ?? []).filter((rule) => rule.helpUri !== undefined);
      expect(linked.map((rule) => rule.helpUri)).toContain(`${PROJECT_HOME}/blob/main/packages/checker/docs/diagnostics/TS2304.md`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(diagnosticPageUrl("GG1004")).toBe(`${PROJECT_HOME}/blob/main/packages/checker/docs/diagnostics/GG1004.md`);
    expect(rulePageUrl("gg/operation-key")).toBe(`${PROJECT_HOME}/blob/main/packages/eslint-plugin/docs/rules/operation-key.md`);
    const urls = Object.values(plugin.rules).map((rule) => rule.meta.docs?.url ?? "");
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => !url.startsWith(`${PROJECT_HOME}/blob/main/packages/eslint-plugin/docs/rules/`))).toEqual([]);
  });
});
