// No answer carries from one program to the next: every corpus program gets the same bytes whatever was checked
// before it in the same process (programs that declare into the global scope or into "gg", augment `Array`, set
// members of `globalThis`, or carry `@ts-nocheck`), through every surface that checks many programs in one process:
// the CLI (one run, many files), serve (one process, many requests) and the language server (one server, many
// documents). The reference is each program checked first by a checker of its own (sampled: a fresh compiler
// process per program costs ~0.4 s) and the corpus checked in order by one checker.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChecker } from "@gg/checker";
import type { CheckResult } from "@gg/checker";
import { open, startLsp } from "./robustness/support/lsp-client.js";
import type { LspClient, Published } from "./robustness/support/lsp-client.js";
import { CLI } from "./robustness/support/paths.js";
import { startServe } from "./robustness/support/serve-client.js";
import type { Answer } from "./robustness/support/serve-client.js";

const run = promisify(execFile);
const CORPUS = new URL("./corpus/", import.meta.url);

interface Program {
  /** `good/x.js`, or `poison/x.ts`. */
  readonly name: string;
  readonly language: "ts" | "js";
  readonly source: string;
}

const corpus: readonly Program[] = ["good", "broken"].flatMap((label) =>
  readdirSync(new URL(`${label}/`, CORPUS))
    .filter((f) => /\.(ts|js)$/.test(f))
    .sort()
    .map((f) => ({ name: `${label}/${f}`, language: f.endsWith(".ts") ? ("ts" as const) : ("js" as const), source: readFileSync(new URL(`${label}/${f}`, CORPUS), "utf8") })),
);

// Programs that could leave something behind in a process: what they declare, merge or set must reach no other.
const poisons: readonly Program[] = [
  { name: "poison/declare-global.ts", language: "ts", source: "declare global {\n  var jobRunner: { start(): void };\n  var files: { readFile(path: string): string };\n  function require(name: string): unknown;\n}\nexport {};\nglobalThis.jobRunner.start();\n" },
  { name: "poison/declare-module-gg.ts", language: "ts", source: 'declare module "gg" {\n  namespace files {\n    function readFle(path: string): string;\n  }\n  export const extra: number;\n}\nimport { files } from "gg";\nconsole.log(files.readFle("a"));\n' },
  { name: "poison/array-group-by.ts", language: "ts", source: "interface Array<T> {\n  groupBy(key: (item: T) => string): Record<string, T[]>;\n}\ndeclare global {\n  interface Array<T> {\n    groupBy(key: (item: T) => string): Record<string, T[]>;\n  }\n  interface ObjectConstructor {\n    groupBy(items: unknown[], key: (item: unknown) => string): unknown;\n  }\n}\nexport {};\nconsole.log([1, 2].groupBy((n) => String(n)));\n" },
  { name: "poison/sets-globals.js", language: "js", source: 'globalThis.jobRunner = { start() {} };\nglobalThis.files = gg.files;\nglobalThis.config = { verbose: true };\nvar process = { exit() {} };\nconsole.log(jobRunner, files, config, process);\n' },
  { name: "poison/nocheck.ts", language: "ts", source: '// @ts-nocheck\ndeclare global {\n  var jobRunner: any;\n}\nimport { readFile } from "gg";\nconsole.log(readFile("a"), jobRunner.start());\n' },
  { name: "poison/nocheck.js", language: "js", source: '// @ts-nocheck\nimport { readFile } from "gg";\nglobalThis.jobRunner = {};\nconsole.log(readFile("a"), nope);\n' },
  { name: "poison/does-not-load.js", language: "js", source: "const [...rest, last] = [1];\nif (rest) return;\n" },
];

// Trivial programs that fill a worker's batch ahead of the corpus in the CLI runs (see there): two batches' worth.
const FILLERS = 255;

/** A result as compared across surfaces: its file name (which differs by surface) taken away. */
function findings(result: CheckResult | Answer): string {
  const { file: _file, id: _id, ...rest } = result as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** What the CLI's JSON shows of a result (it leaves the call sites out). */
function shown(result: CheckResult): string {
  const { language, verdict, diagnostics, reaches } = result;
  return JSON.stringify({ language, verdict, diagnostics, reaches });
}

let reference: Map<string, string>;
let referenceShown: Map<string, string>;
let dir: string;

beforeAll(() => {
  const checker = createChecker();
  try {
    const results = [...corpus, ...poisons].map((p) => [p.name, checker.check({ source: p.source, language: p.language, fileName: p.name })] as const);
    reference = new Map(results.map(([name, r]) => [name, findings(r)]));
    referenceShown = new Map(results.map(([name, r]) => [name, shown(r)]));
  } finally {
    checker.close();
  }
  dir = mkdtempSync(join(tmpdir(), "gg-determinism-"));
  for (const p of poisons) writeFileSync(join(dir, p.name.replace("/", "-")), p.source);
  for (let i = 0; i < FILLERS; i++) writeFileSync(join(dir, `filler-${String(i).padStart(3, "0")}.js`), `console.log(${i});\n`);
  // The whole corpus, checked once in this process: longer than a hook's default time on a busy machine.
}, 300_000);

afterAll(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

/** The names of programs whose findings differ from the reference. */
function differing(got: ReadonlyMap<string, string>, against: ReadonlyMap<string, string>): string[] {
  return [...against.keys()].filter((name) => got.has(name) && got.get(name) !== against.get(name));
}

describe("each program alone", () => {
  it("a sample of programs, each checked first by a checker of its own, is what one checker of the whole corpus says", () => {
    const sample = [...corpus.filter((_, i) => i % 24 === 0), ...corpus.filter((p) => p.name === "broken/globalthis-job-runner.js"), ...poisons];
    const wrong: string[] = [];
    for (const p of sample) {
      const own = createChecker();
      try {
        if (findings(own.check({ source: p.source, language: p.language, fileName: p.name })) !== reference.get(p.name)) wrong.push(p.name);
      } finally {
        own.close();
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe("the CLI: one run, many files", () => {
  const cliRun = async (files: readonly string[]): Promise<Map<string, string>> => {
    // One worker: every program of the run shares one compiler process.
    const { stdout } = await run(process.execPath, [CLI, "--format", "json", "--jobs", "1", ...files], { cwd: new URL(".", CORPUS).pathname, maxBuffer: 256 * 1024 * 1024 }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }),
    );
    const results = (JSON.parse(stdout) as { results: CheckResult[] }).results;
    return new Map(results.map((r) => [r.file.startsWith(dir) ? `poison/${r.file.slice(dir.length + 1).replace("poison-", "")}` : r.file, shown(r)]));
  };
  const poisonFiles = (): string[] => poisons.map((p) => join(dir, p.name.replace("/", "-")));

  // The CLI hands its files to a worker in batches of up to 128, and a batch checks the programs it can check side by
  // side before those it checks alone (a poison is one of those): a poison first in the file list is still checked
  // after the rest of its batch. Trivial programs fill the poison's batch (and one more, should batches grow), so
  // every corpus program is checked after the poison, in a later batch of the same worker.
  const fillerFiles = (): string[] => Array.from({ length: FILLERS }, (_, i) => join(dir, `filler-${String(i).padStart(3, "0")}.js`));
  const withoutFillers = (got: Map<string, string>): Map<string, string> => new Map([...got].filter(([name]) => !name.startsWith("poison/filler-")));

  // One run per poison: with several, the first to ask a question may answer it right for the rest by luck. The
  // corpus follows in order after half of them and in reverse after the others.
  it.each(poisons.map((p, i) => [p.name, p, i % 2 === 1] as const))("%s checked before every corpus program", async (_name, poison, reversed) => {
    const programs = corpus.map((p) => p.name);
    const got = withoutFillers(await cliRun([join(dir, poison.name.replace("/", "-")), ...fillerFiles(), ...(reversed ? programs.reverse() : programs)]));
    expect(got.size).toBe(corpus.length + 1);
    expect(differing(got, referenceShown)).toEqual([]);
  }, 300_000);

  it("the corpus first, every poison last", async () => {
    const got = await cliRun([...corpus.map((p) => p.name), ...poisonFiles()]);
    expect(got.size).toBe(corpus.length + poisons.length);
    expect(differing(got, referenceShown)).toEqual([]);
  }, 300_000);
});

describe("serve: one process, many requests", () => {
  it("every program after every poison, and every poison after the whole corpus", async () => {
    const serve = startServe(["--jobs", "1"]);
    try {
      // Each pass names its programs apart: equal requests would be answered from the cache, not checked again.
      // The first pass waits for each answer before the next request, so the checks run one after another in this
      // order; the second sends them all at once, as a busy host does.
      let sent = 0;
      const names: string[] = [];
      const request = (tag: string, p: Program): void => {
        serve.send({ id: sent, language: p.language, source: p.source, fileName: `${tag}/${p.name}` });
        names.push(p.name);
        sent += 1;
      };
      for (const p of [...poisons, ...[...corpus].reverse()]) {
        request("a", p);
        await serve.answer(sent - 1, 60_000);
      }
      for (const p of [...corpus, ...poisons]) request("b", p);
      const answers = await serve.answers(sent, 300_000);
      const wrong = answers.filter((a) => findings(a) !== reference.get(names[a.id as number] as string)).map((a) => `${String(a.id)} ${names[a.id as number] ?? "?"}`);
      expect(wrong).toEqual([]);
    } finally {
      await serve.end();
    }
  }, 300_000);
});

describe("the language server: one server, many documents", () => {
  /** The diagnostics a server publishes for each program, opened (and closed) one after another. */
  const publish = async (programs: readonly Program[]): Promise<Map<string, string>> => {
    const lsp: LspClient = startLsp();
    try {
      await lsp.initialize();
      const got = new Map<string, string>();
      for (const p of programs) {
        const uri = `file:///w/${p.name}`;
        open(lsp, uri, p.source, p.language === "ts" ? "typescript" : "javascript");
        const published: Published = await lsp.diagnostics(uri, undefined, 60_000);
        lsp.notify("textDocument/didClose", { textDocument: { uri } });
        got.set(p.name, JSON.stringify(published.diagnostics));
      }
      return got;
    } finally {
      await lsp.shutdown();
    }
  };

  it("each document's diagnostics are the same with the poisons after it and before it", async () => {
    const corpusFirst = await publish([...corpus, ...poisons]);
    const poisonsFirst = await publish([...poisons, ...[...corpus].reverse()]);
    const wrong = [...corpus, ...poisons].filter((p) => corpusFirst.get(p.name) !== poisonsFirst.get(p.name)).map((p) => p.name);
    expect(wrong).toEqual([]);
  }, 600_000);
});
