#!/usr/bin/env node
// The long robustness run before a release (`pnpm soak`): 100,000+ fuzz programs through two checkers and the ESLint
// rules, then an LSP edit storm through a real stdio client. Prints the figures the README's Reliability section reports.
//
//   node test/scripts/soak.mjs [--cases N] [--minutes M] [--seed S] [--jobs J]
//     --cases N    fuzz programs in total (default 100000; 0 skips the fuzz)
//     --minutes M  length of the LSP edit storm (default 10; 0 skips it)
//     --seed S     first fuzz seed (default: random, printed so a failure can be replayed with FUZZ_SEED)
//     --jobs J     fuzz processes side by side (default 2)
// Exit 0 when clean, 1 when anything broke (the minimised program is printed), 2 on a usage error.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createChecker } from "@gg/checker";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LSP = fileURLToPath(new URL("../../packages/lsp/dist/main.js", import.meta.url));
const BATCH = 4; // programs per fuzz case (fuzz.test.ts checks batches of 4)

function usage(message) {
  process.stderr.write(`soak: ${message}\nusage: node test/scripts/soak.mjs [--cases N] [--minutes M] [--seed S] [--jobs J]\n`);
  process.exit(2);
}

function parse(argv) {
  const options = { cases: 100_000, minutes: 10, seed: Math.floor(Math.random() * 2 ** 31), jobs: 2 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const name = flag.replace(/^--/, "");
    if (!(name in options) || !flag.startsWith("--")) usage(`unknown option ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (value === undefined || !/^\d+(\.\d+)?$/.test(value)) usage(`${flag} needs a number`);
    options[name] = Number(value);
  }
  if (options.jobs < 1) usage("--jobs must be at least 1");
  return options;
}

const log = (line) => process.stderr.write(`${line}\n`);
const started = Date.now();

/** Runs the fuzz test in `jobs` processes with consecutive seeds; resolves { programs, failures }. */
async function fuzz({ cases, seed, jobs }) {
  const perJob = Math.ceil(cases / jobs / BATCH);
  const runs = Array.from({ length: jobs }, (_v, j) => {
    const env = { ...process.env, FUZZ_SEED: String(seed + j), FUZZ_RUNS: String(perJob), FUZZ_SECONDS: String(24 * 3600) };
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [fileURLToPath(new URL("../../node_modules/vitest/vitest.mjs", import.meta.url)), "run", "test/fuzz/fuzz.test.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      // Progress goes to the log as it comes, so a run stopped early still shows how far it got.
      const progress = (c) => {
        out += c;
        for (const m of String(c).matchAll(/fuzz progress: (\d+) programs clean/g)) log(`fuzz seed ${seed + j}: ${m[1]} programs clean (${Math.round((Date.now() - started) / 60_000)} min)`);
      };
      child.stdout.on("data", progress);
      child.stderr.on("data", progress);
      child.on("close", (code) => {
        const m = /fuzz: (\d+) programs/.exec(out) ?? [...out.matchAll(/fuzz progress: (\d+) programs/g)].at(-1);
        resolve({ seed: seed + j, code, programs: m ? Number(m[1]) : 0, output: out });
      });
    });
  });
  const done = await Promise.all(runs);
  for (const d of done) {
    log(`fuzz seed ${d.seed}: ${d.programs} programs, ${d.code === 0 ? "clean" : "FAILED"}`);
    if (d.code !== 0) log(d.output.split("\n").filter((l) => /fuzz:|smallest|language:|^"|original|Error/.test(l)).join("\n"));
  }
  return { programs: done.reduce((n, d) => n + d.programs, 0), failures: done.filter((d) => d.code !== 0).length };
}

/** A minimal LSP client over a real stdio process. */
function startLsp() {
  const child = spawn(process.execPath, [LSP, "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
  let buffer = Buffer.alloc(0);
  let nextId = 1;
  const pending = new Map();
  const published = new Map();
  let stderr = "";
  child.stderr.on("data", (c) => (stderr += c));
  child.stdin.on("error", () => undefined);
  child.stdout.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, end).toString("ascii"))?.[1]);
      if (buffer.length < end + 4 + length) return;
      const message = JSON.parse(buffer.subarray(end + 4, end + 4 + length).toString("utf8"));
      buffer = buffer.subarray(end + 4 + length);
      if (message.method === "textDocument/publishDiagnostics") published.set(message.params.uri, message.params);
      else if (message.method !== undefined && message.id !== undefined) send({ id: message.id, result: message.method === "workspace/configuration" ? [null] : null });
      else if (message.id !== undefined && pending.has(message.id)) {
        pending.get(message.id)(message);
        pending.delete(message.id);
      }
    }
  });
  function send(message) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", ...message }), "utf8");
    child.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]));
  }
  return {
    child,
    published,
    stderr: () => stderr,
    pending: () => pending.size,
    request(method, params) {
      const id = nextId++;
      const answered = new Promise((resolve) => pending.set(id, resolve));
      send({ id, method, params });
      return answered;
    },
    notify: (method, params) => send({ method, params }),
  };
}

/** 0-based LSP position of an offset (lines end at CRLF, CR, LF). */
function positionAt(text, offset) {
  const lines = text.slice(0, offset).split(/\r\n|[\r\n]/);
  return { line: lines.length - 1, character: lines[lines.length - 1].length };
}

function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function seedTexts() {
  const texts = [];
  for (const dir of ["examples", "test/corpus/good", "test/corpus/broken"]) {
    let names;
    try {
      names = readdirSync(`${ROOT}${dir}`).sort();
    } catch {
      continue;
    }
    for (const name of names) if (/\.(ts|js)$/.test(name)) texts.push({ language: name.endsWith(".ts") ? "ts" : "js", text: readFileSync(`${ROOT}${dir}/${name}`, "utf8") });
  }
  return texts;
}

// U+2028/U+2029 and a BOM are left out of the storm's edits: their position mapping is a known open finding
// (test/robustness/FINDINGS.md F3, F4), tested on its own; the storm looks for what is not known yet.
const TOKENS = ["(", ")", "{", "}", "[", "]", "`", "${", "/*", "*/", "//", "\n", "\r\n", "\t", " ", '"', "'", ";", ".", ",", "gg.", "files.", "readFile(\"a\")", "import { files } from \"gg\";\n", "𐐀", "é", "\u202E", "x", "1", "=>", "const v = ", "\u0000"];

/** Random edits to several documents for `minutes`, with hover/completion requests between; then checks the end state. */
async function storm({ minutes, seed }) {
  let state = seed >>> 0 || 1;
  const random = (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
  const checker = createChecker();
  const lsp = startLsp();
  const exited = new Promise((resolve) => lsp.child.on("close", (code) => resolve(code)));
  let crashed = false;
  void exited.then(() => (crashed = true));
  await lsp.request("initialize", { processId: null, rootUri: null, capabilities: {}, initializationOptions: { debounceMs: 20 } });
  lsp.notify("initialized", {});
  const seeds = seedTexts();
  const docs = Array.from({ length: 8 }, (_v, i) => {
    const s = seeds[random(seeds.length)];
    const doc = { uri: `file:///soak/doc${i}.${s.language}`, language: s.language, text: s.text, version: 1 };
    lsp.notify("textDocument/didOpen", { textDocument: { uri: doc.uri, languageId: s.language === "ts" ? "typescript" : "javascript", version: 1, text: doc.text } });
    return doc;
  });
  const counts = { edits: 0, requests: 0, answered: 0, rounds: 0, mismatches: 0, maxRssKb: 0 };
  const deadline = Date.now() + minutes * 60_000;
  const outstanding = new Set();
  while (Date.now() < deadline && !crashed) {
    counts.rounds += 1;
    // A burst of edits, as fast as a typist's editor sends them, with a request now and then.
    for (let k = 0; k < 200; k++) {
      const doc = docs[random(docs.length)];
      // A position between the CR and LF of a CRLF cannot be written in LSP terms: the client never sends one.
      const insideCrlf = (offset) => doc.text[offset - 1] === "\r" && doc.text[offset] === "\n";
      let start = random(doc.text.length + 1);
      if (insideCrlf(start)) start -= 1;
      let end = Math.min(doc.text.length, start + random(6));
      if (insideCrlf(end)) end += 1;
      const insert = random(3) === 0 ? "" : TOKENS[random(TOKENS.length)];
      const range = { start: positionAt(doc.text, start), end: positionAt(doc.text, end) };
      doc.text = doc.text.slice(0, start) + insert + doc.text.slice(end);
      // Keep documents from growing without end: a document past 20 KB is replaced by a fresh seed.
      if (doc.text.length > 20_000) {
        doc.text = seeds[random(seeds.length)].text;
        doc.version += 1;
        lsp.notify("textDocument/didChange", { textDocument: { uri: doc.uri, version: doc.version }, contentChanges: [{ text: doc.text }] });
      } else {
        doc.version += 1;
        lsp.notify("textDocument/didChange", { textDocument: { uri: doc.uri, version: doc.version }, contentChanges: [{ range, text: insert }] });
      }
      counts.edits += 1;
      if (random(10) === 0) {
        counts.requests += 1;
        const method = random(2) === 0 ? "textDocument/hover" : "textDocument/completion";
        const p = lsp.request(method, { textDocument: { uri: doc.uri }, position: positionAt(doc.text, random(doc.text.length + 1)) }).then(() => {
          counts.answered += 1;
          outstanding.delete(p);
        });
        outstanding.add(p);
      }
    }
    // Then quiet: every document's final diagnostics must be those of its final text.
    const settle = Date.now() + 60_000;
    for (const doc of docs) {
      const expected = checker.check({ source: doc.text, language: doc.language }).diagnostics.map((d) => `${d.code}@${d.line - 1}:${d.column - 1}`).sort().join(" ");
      let got;
      while (Date.now() < settle && !crashed) {
        const p = lsp.published.get(doc.uri);
        if (p && p.version === doc.version) {
          got = p.diagnostics.filter((d) => /^(TS|GG)\d+$/.test(String(d.code))).map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`).sort().join(" ");
          break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      if (got !== expected) {
        counts.mismatches += 1;
        log(`storm: ${doc.uri} v${doc.version}: published ${got === undefined ? "nothing" : JSON.stringify(got)}, expected ${JSON.stringify(expected)}\ntext: ${JSON.stringify(doc.text)}`);
      }
    }
    counts.maxRssKb = Math.max(counts.maxRssKb, rssKb(lsp.child.pid));
  }
  await Promise.race([Promise.all(outstanding), new Promise((r) => setTimeout(r, 30_000))]);
  const lost = counts.requests - counts.answered;
  if (!crashed) {
    await Promise.race([lsp.request("shutdown"), new Promise((r) => setTimeout(r, 30_000))]);
    lsp.notify("exit");
    lsp.child.stdin.end();
  }
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r("hung"), 30_000))]);
  if (code === "hung") lsp.child.kill("SIGKILL");
  log(`storm: ${minutes} min, ${counts.edits} edits in ${counts.rounds} rounds, ${counts.requests} requests (${lost} lost), ${counts.mismatches} final-diagnostics mismatches, max RSS ${Math.round(counts.maxRssKb / 1024)} MB, exit ${code}${crashed && code !== 0 ? " (CRASHED)" : ""}`);
  if (crashed && code !== 0) log(lsp.stderr().slice(-4000));
  return { ...counts, lost, crashed: code !== 0 };
}

const options = parse(process.argv.slice(2));
log(`soak: ${options.cases} fuzz programs (seed ${options.seed}, ${options.jobs} processes), then a ${options.minutes}-minute LSP edit storm`);
const fuzzed = options.cases > 0 ? await fuzz(options) : { programs: 0, failures: 0 };
const stormed = options.minutes > 0 ? await storm(options) : { edits: 0, requests: 0, lost: 0, mismatches: 0, maxRssKb: 0, crashed: false };
const figures = {
  inputsTried: fuzzed.programs,
  fuzzFailures: fuzzed.failures,
  stormMinutes: options.minutes,
  stormEdits: stormed.edits,
  requestsLost: stormed.lost,
  diagnosticsMismatches: stormed.mismatches,
  lspMaxRssMb: Math.round(stormed.maxRssKb / 1024),
  lspCrashed: stormed.crashed,
  minutes: Math.round((Date.now() - started) / 60_000),
  seed: options.seed,
};
process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
const clean = fuzzed.failures === 0 && stormed.lost === 0 && stormed.mismatches === 0 && !stormed.crashed;
log(clean ? "soak: clean" : "soak: FAILED");
process.exit(clean ? 0 : 1);
