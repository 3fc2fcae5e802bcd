// What ships works: the workspace's packages packed as a registry would receive them (`pnpm -r pack`), installed with
// npm into a project outside the repository, and used there as a user would: gg-check (pretty, json, sarif,
// explain, serve), gg-catalogue, ESLint 9 and 10 with the recommended config, and gg-lsp over stdio. publint and
// @arethetypeswrong/cli read each tarball. Needs the npm registry for the packages' third-party dependencies.
import { spawn } from "node:child_process";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { accessSync, constants, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PROJECT_HOME } from "@gg/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stdioClient } from "./support/lsp-stdio.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "node_modules", ".bin");
const PACKAGES = ["@gg/catalogue", "@gg/checker", "@gg/eslint-plugin", "@gg/lsp"] as const;
const manifest = (path: string): { version: string; devDependencies: Record<string, string> } => JSON.parse(readFileSync(join(ROOT, path, "package.json"), "utf8"));
// The ESLint versions the plugin is tested with in the repository, installed beside it in the project.
const ESLINT_10 = manifest(".").devDependencies["eslint"] ?? "";
const ESLINT_9 = manifest("packages/eslint-plugin").devDependencies["eslint-v9"] ?? "";

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The environment of a command: without what the test runner's package manager adds for its own scripts. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  for (const key of Object.keys(env)) if (/^(npm_package_|npm_lifecycle_|npm_config_user_agent$|NODE_PATH$|INIT_CWD$)/.test(key)) delete env[key];
  return env;
}

/** Runs a command to its end (killed after `timeoutMs`, which is then the failure), with `stdin` as its input. */
function run(command: string, args: readonly string[], options: { cwd: string; timeoutMs: number; stdin?: string }): Promise<Ran> {
  const shown = [command, ...args].join(" ");
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: cleanEnv(), stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`\`${shown}\` (in ${options.cwd}) did not end within ${options.timeoutMs / 1000} s; its stderr:\n${stderr}`));
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`\`${shown}\` could not start: ${error.message}`));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.stdin ?? "");
  });
}

/** Throws, with the command's stderr and stdout, unless it ended with `status`. */
function expectStatus(ran: Ran, status: number, what: string): Ran {
  if (ran.code !== status) throw new Error(`${what}: exit status ${ran.code}, expected ${status}\n--- stderr\n${ran.stderr}\n--- stdout\n${ran.stdout.slice(0, 4000)}`);
  return ran;
}

const work = mkdtempSync(join(tmpdir(), "gg-pack-install-"));
const tarballDir = join(work, "tarballs");
const project = join(work, "project");
const timings: Record<string, number> = {};
let tarballs: string[] = [];
let checks: Promise<Array<{ tarball: string; tool: string; ran: Ran }>> | undefined;

async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    timings[name] = Math.round(performance.now() - start);
  }
}

const GOOD = 'import { files } from "gg";\n\nconst text = files.readFile("notes.txt");\nconsole.log(text.length);\n';
const BROKEN = 'const entries = files.listDir("src");\nconsole.log(entries);\n';

beforeAll(async () => {
  const start = performance.now();
  mkdirSync(tarballDir);
  mkdirSync(project);
  // Without the packages' prepack (their build): the test command has just built them, and a second build here would
  // rewrite dist/ under the tests running beside this one (and cost a minute of four tsc starts on a busy machine).
  // test/package-manifests.test.ts holds every package to a prepack that builds and refuses an unbuilt package.
  await timed("pack", async () =>
    expectStatus(
      await run("npx", ["-y", "pnpm@12.4.2", "-r", "--config.ignore-scripts=true", "pack", "--pack-destination", tarballDir], { cwd: ROOT, timeoutMs: 300_000 }),
      0,
      "pnpm -r pack",
    ),
  );
  tarballs = readdirSync(tarballDir).filter((name) => name.endsWith(".tgz")).sort();
  // The registry checks read the tarballs while npm installs them.
  checks = timed("publint+attw", () =>
    Promise.all(
      tarballs.flatMap((tarball) => [
        run(join(BIN, "publint"), ["run", join(tarballDir, tarball), "--strict"], { cwd: work, timeoutMs: 180_000 }).then((ran) => ({ tarball, tool: "publint", ran })),
        run(join(BIN, "attw"), [join(tarballDir, tarball), "--profile", "esm-only", "--format", "ascii"], { cwd: work, timeoutMs: 180_000 }).then((ran) => ({ tarball, tool: "attw", ran })),
      ]),
    ),
  );
  writeFileSync(join(project, "package.json"), `${JSON.stringify({ name: "gg-clean-project", private: true, type: "module" }, null, 2)}\n`);
  // The workspace marker gg-lsp looks for; an empty one means every default.
  writeFileSync(join(project, "gg.config.json"), "{}\n");
  writeFileSync(join(project, "eslint.config.js"), 'import gg from "@gg/eslint-plugin";\n\nexport default [gg.configs.recommended];\n');
  writeFileSync(join(project, "good.ts"), GOOD);
  writeFileSync(join(project, "broken.js"), BROKEN);
  copyFileSync(join(ROOT, "examples", "grant.json"), join(project, "grant.json"));
  const specs = [...tarballs.map((tarball) => join(tarballDir, tarball)), `eslint@${ESLINT_10}`, `eslint-v9@${ESLINT_9}`];
  await timed("npm install", async () =>
    expectStatus(await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...specs], { cwd: project, timeoutMs: 300_000 }), 0, "npm install"),
  );
  await checks;
  timings["pack and install"] = Math.round(performance.now() - start);
}, 600_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  console.info(`pack-install timings (ms): ${JSON.stringify(timings)}`);
});

/** Runs a bin the project installed, as npx would. */
const bin = (name: string, args: readonly string[], stdin?: string): Promise<Ran> =>
  run(join(project, "node_modules", ".bin", name), args, { cwd: project, timeoutMs: 60_000, ...(stdin === undefined ? {} : { stdin }) });
const installed = (name: string, ...path: string[]): string => join(project, "node_modules", ...name.split("/"), ...path);

describe("the packed packages", () => {
  it("are the four public packages (never the private bench), with workspace versions written out", () => {
    expect(tarballs).toEqual(["gg-catalogue-0.1.0.tgz", "gg-checker-0.1.0.tgz", "gg-eslint-plugin-0.1.0.tgz", "gg-lsp-0.1.0.tgz"]);
    for (const name of PACKAGES) {
      const pkg = JSON.parse(readFileSync(installed(name, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
      const workspace = Object.entries(pkg.dependencies ?? {}).filter(([, spec]) => spec.startsWith("workspace:"));
      expect({ name, workspace }).toEqual({ name, workspace: [] });
      expect(readFileSync(installed(name, "LICENSE"), "utf8")).toMatch(/^MIT License/);
    }
    expect(JSON.parse(readFileSync(installed("@gg/lsp", "package.json"), "utf8")).dependencies["@gg/checker"]).toBe(manifest("packages/checker").version);
  });

  it("hold no build state nor source maps, and the checker's guard script keeps its exec bit", () => {
    const files = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: "utf8" });
    for (const name of PACKAGES) expect(files(installed(name)).filter((file) => file.endsWith(".map") || file.endsWith(".tsbuildinfo"))).toEqual([]);
    expect(() => accessSync(installed("@gg/checker", "bin", "native-compiler.sh"), constants.X_OK)).not.toThrow();
  });

  it("pass publint and @arethetypeswrong/cli (esm-only)", async () => {
    const results = (await checks) ?? [];
    expect(results).toHaveLength(tarballs.length * 2);
    for (const { tarball, tool, ran } of results) expectStatus(ran, 0, `${tool} ${tarball}`);
  });
});

describe("in a clean project", () => {
  it("npx gg-check prints the verdicts", async () => {
    const ran = expectStatus(await run("npx", ["--no", "gg-check", "good.ts", "broken.js"], { cwd: project, timeoutMs: 60_000 }), 1, "npx gg-check");
    expect(ran.stdout).toMatch(/^pass good\.ts$/m);
    expect(ran.stdout).toMatch(/^broken\.js:1:17 - error TS2304: `files` is not in scope/m);
    expect(ran.stderr).toBe("");
  });

  it("gg-check --format json and sarif", async () => {
    const json = JSON.parse(expectStatus(await bin("gg-check", ["--format", "json", "good.ts", "broken.js"]), 1, "gg-check --format json").stdout) as { results: Array<{ file: string; verdict: string }> };
    expect(json.results.map(({ file, verdict }) => [file, verdict]).sort()).toEqual([["broken.js", "fail"], ["good.ts", "pass"]]);
    const sarif = JSON.parse(expectStatus(await bin("gg-check", ["--format", "sarif", "broken.js"]), 1, "gg-check --format sarif").stdout) as { version: string; runs: Array<{ tool: { driver: { rules: Array<{ id: string; helpUri?: string }> } } }> };
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0]?.tool.driver.rules.find((rule) => rule.id === "TS2304")?.helpUri).toBe(`${PROJECT_HOME}/blob/main/packages/checker/docs/diagnostics/TS2304.md`);
  });

  it("gg-check explain prints a TS, a GG and a rule's page from the installed packages", async () => {
    for (const code of ["TS2304", "GG1004"]) {
      const ran = expectStatus(await bin("gg-check", ["explain", code]), 0, `gg-check explain ${code}`);
      expect(ran.stdout).toBe(readFileSync(installed("@gg/checker", "docs", "diagnostics", `${code}.md`), "utf8"));
    }
    expect(expectStatus(await bin("gg-check", ["explain", "gg/operation-key"]), 0, "gg-check explain gg/operation-key").stdout).toMatch(/^# gg\/operation-key\n/);
  });

  it("gg-check serve answers one JSON line with the grant's refusals", async () => {
    const request = { id: "r1", source: 'import { session } from "gg";\n\nsession.finish("looks good");\n', language: "ts", grant: JSON.parse(readFileSync(join(project, "grant.json"), "utf8")) };
    const ran = expectStatus(await bin("gg-check", ["serve"], `${JSON.stringify(request)}\n`), 0, "gg-check serve");
    const lines = ran.stdout.split("\n").filter((line) => line !== "");
    expect(lines).toHaveLength(1);
    const answer = JSON.parse(lines[0] ?? "") as { id: string; verdict: string; refusals: Array<{ operation: string; message: string }> };
    expect(answer.id).toBe("r1");
    expect(answer.verdict).toBe("pass");
    expect(answer.refusals.map((refusal) => refusal.operation)).toEqual(["session.finish"]);
    expect(ran.stderr).toBe("");
  });

  it("gg-catalogue search, view and dts", async () => {
    expect(expectStatus(await bin("gg-catalogue", ["search", "read file"]), 0, "gg-catalogue search").stdout).toMatch(/^gg\.files\.readFile +Read a UTF-8 text file\.$/m);
    const view = expectStatus(await bin("gg-catalogue", ["view", "files.read_file"]), 0, "gg-catalogue view").stdout;
    expect(view).toContain('import { files } from "gg";');
    expect(view).toContain("Operation `files.read_file`.");
    expect(expectStatus(await bin("gg-catalogue", ["dts"]), 0, "gg-catalogue dts").stdout).toBe(readFileSync(installed("@gg/catalogue", "gg.d.ts"), "utf8"));
  });

  for (const [version, eslint] of [
    ["10", "eslint"],
    ["9", "eslint-v9"],
  ] as const) {
    it(`ESLint ${version} with gg.configs.recommended`, async () => {
      const ran = expectStatus(await run(process.execPath, [installed(eslint, "bin", "eslint.js"), "--format", "json", "good.ts", "broken.js"], { cwd: project, timeoutMs: 60_000 }), 1, `ESLint ${version}`);
      const reports = JSON.parse(ran.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number; column: number }> }>;
      const found = reports.flatMap((report) => report.messages.map((m) => `${report.filePath.slice(project.length + 1)}:${m.line}:${m.column} ${m.ruleId}`));
      expect(found).toEqual(["broken.js:1:17 gg/no-unqualified-name"]);
      expect((JSON.parse(readFileSync(installed(eslint, "package.json"), "utf8")) as { version: string }).version).toMatch(new RegExp(`^${version}\\.`));
    });
  }

  it("gg-lsp --stdio: diagnostics linked to their page, and hover with the import line", async () => {
    const child = spawn(join(project, "node_modules", ".bin", "gg-lsp"), ["--stdio"], { cwd: project, env: cleanEnv(), stdio: ["pipe", "pipe", "pipe"] }) as ChildProcessWithoutNullStreams;
    const client = stdioClient(child);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      const rootUri = pathToFileURL(project).href;
      await client.request("initialize", { processId: process.pid, rootUri, workspaceFolders: [{ uri: rootUri, name: "project" }], capabilities: {} });
      client.notify("initialized", {});
      const uri = pathToFileURL(join(project, "broken.js")).href;
      client.notify("textDocument/didOpen", { textDocument: { uri, languageId: "javascript", version: 1, text: BROKEN } });
      type Published = { uri: string; diagnostics: Array<{ code?: string | number; range: { start: { line: number; character: number } }; codeDescription?: { href: string } }> };
      const published = await client.notification<Published>("textDocument/publishDiagnostics", (params) => params.uri === uri && params.diagnostics.length > 0);
      const unqualified = published.diagnostics.find((d) => d.range.start.line === 0 && d.range.start.character === 16);
      expect(unqualified?.code).toBe("TS2304");
      expect(unqualified?.codeDescription?.href).toBe(`${PROJECT_HOME}/blob/main/packages/checker/docs/diagnostics/TS2304.md`);
      // Hover on `readFile` of `files.readFile` in a program that has the import line.
      const good = pathToFileURL(join(project, "good.ts")).href;
      client.notify("textDocument/didOpen", { textDocument: { uri: good, languageId: "typescript", version: 1, text: GOOD } });
      const hover = (await client.request("textDocument/hover", { textDocument: { uri: good }, position: { line: 2, character: 21 } })) as { contents?: { value?: string } } | null;
      expect(hover?.contents?.value ?? `no hover: ${JSON.stringify(hover)}`).toContain("Operation `files.read_file`.");
      await client.request("shutdown", null);
      client.notify("exit", null);
      expect(await exited).toBe(0);
      expect(client.stderr()).toBe("");
    } finally {
      child.kill();
    }
  });
});
