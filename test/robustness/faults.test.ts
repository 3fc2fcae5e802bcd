// Faults: a worker gone mid-check, SIGTERM or stdin closing under load, big answers through a pipe, a host that stops
// reading. Every accepted request is answered, nothing is lost, memory stays bounded.
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { runNode } from "./support/process.js";
import { CLI } from "./support/paths.js";
import { exitOf, startServe } from "./support/serve-client.js";
import type { Answer } from "./support/serve-client.js";
// The pool is not part of the package's public exports; its workers are where a fault can strike, so it is driven directly.
import { createPool } from "../../packages/checker/dist/pool/pool.js";

const GOOD = 'import { files } from "gg";\nfiles.readFile("a");\n';

/**
 * Resolves once `stdin`'s buffered bytes have stayed the same for a second (the reader stopped reading) or are all
 * gone (it read everything). Polled: no event says that a reader has stopped.
 */
function stdinSettled(stdin: NodeJS.WritableStream & { readonly writableLength: number }): Promise<void> {
  return new Promise((resolve) => {
    let last = -1;
    let still = 0;
    const timer = setInterval(() => {
      const now = stdin.writableLength;
      still = now === last ? still + 1 : 0;
      last = now;
      if (now === 0 || still >= 4) {
        clearInterval(timer);
        resolve();
      }
    }, 250);
  });
}

function rssKb(pid: number): number {
  if (process.platform !== "linux") return 0;
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? "0");
}

describe("a worker killed mid-check", () => {
  const pool = createPool({ size: 2, cacheEntries: 0, checkerModule: new URL("./support/dying-checker.mjs", import.meta.url).href });
  afterAll(async () => {
    await pool.close();
  });

  it("is answered with an error, replaced, and no other request is lost", async () => {
    const inputs = Array.from({ length: 40 }, (_v, i) => ({ source: i % 10 === 5 ? `// DIE_NOW ${i}\n` : `${GOOD}const n${i} = ${i};\n`, language: "ts" as const }));
    const results = await Promise.race([
      Promise.all(inputs.map((input) => pool.check(input))),
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error("the pool lost a request")), 120_000)),
    ]);
    const died = results.filter((_r, i) => i % 10 === 5);
    const lived = results.filter((_r, i) => i % 10 !== 5);
    expect(died.map((r) => (r.verdict === "inconclusive" ? r.error.code : r.verdict))).toEqual(["internal", "internal", "internal", "internal"]);
    expect(lived.map((r) => r.verdict)).toEqual(Array(36).fill("pass"));
    expect(pool.stats().workersStarted).toBeGreaterThanOrEqual(2 + 4);
  }, 150_000);
});

describe("serve under load", () => {
  const requests = (n: number, tag: string): string =>
    Array.from({ length: n }, (_v, i) => JSON.stringify({ id: `${tag}${i}`, language: i % 2 ? "ts" : "js", source: `${GOOD}const v = ${i};\n` })).join("\n") + "\n";

  it("stdin closing answers every request, then exits 0", async () => {
    const done = await runNode([CLI, "serve", "--jobs", "2"], { input: requests(100, "eof"), limitMs: 120_000 });
    const lines = done.stdout.toString("utf8").trim().split("\n");
    expect(done.code).toBe(0);
    expect(lines.map((l) => (JSON.parse(l) as Answer).id).sort()).toEqual(Array.from({ length: 100 }, (_v, i) => `eof${i}`).sort());
  }, 150_000);

  it("SIGTERM under load answers every accepted request, then exits 0", async () => {
    const serve = startServe(["--jobs", "2"]);
    serve.write(requests(100, "term"));
    await serve.answers(1, 60_000);
    serve.child.kill("SIGTERM");
    const code = await Promise.race([exitOf(serve), new Promise<string>((resolve) => setTimeout(() => resolve("hung"), 60_000))]);
    expect(code).toBe(0);
    // All 100 lines were in one write, read before the first answer: all were accepted.
    expect(serve.lines().map((l) => (JSON.parse(l) as Answer).id).sort()).toEqual(Array.from({ length: 100 }, (_v, i) => `term${i}`).sort());
  }, 150_000);

  it("an answer over 64 KiB arrives whole through a pipe, even when stdin closes at once", async () => {
    const source = 'files.readFile("unqualified");\n'.repeat(3000);
    const done = await runNode([CLI, "serve", "--jobs", "1"], { input: `${JSON.stringify({ id: "big", language: "ts", source })}\n`, limitMs: 120_000 });
    const out = done.stdout.toString("utf8");
    expect(out.length).toBeGreaterThan(64 * 1024);
    expect(out.endsWith("\n")).toBe(true);
    const answer = JSON.parse(out) as Answer & { diagnostics: unknown[] };
    expect(answer.id).toBe("big");
    expect(answer.diagnostics.length).toBe(3000);
  }, 150_000);

  it("the CLI's JSON over 64 KiB arrives whole through a pipe", async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = mkdtempSync(join(tmpdir(), "gg-robust-faults-"));
    try {
      const file = join(dir, "big.ts");
      writeFileSync(file, 'files.readFile("unqualified");\n'.repeat(3000));
      const done = await runNode([CLI, "--format", "json", file], { limitMs: 120_000 });
      expect(done.code).toBe(1);
      expect(done.stdout.length).toBeGreaterThan(64 * 1024);
      const json = JSON.parse(done.stdout.toString("utf8")) as { results: { diagnostics: unknown[] }[] };
      expect(json.results[0]?.diagnostics.length).toBe(3000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);

  it("a host that stops reading: serve stops reading too, memory stays bounded, and everything arrives when it reads again", async () => {
    const serve = startServe(["--jobs", "1"]);
    // Every request the same program: answered from the cache, so what could grow is only what waits to be written.
    const source = 'files.readFile("unqualified");\n'.repeat(300);
    serve.send({ id: "warm", language: "ts", source });
    await serve.answer("warm", 60_000);
    const base = rssKb(serve.child.pid as number);
    serve.child.stdout.pause();
    // Each answer is ~100 KB: 400 of them would be 40 MB held if serve went on reading while nobody reads it.
    const total = 400;
    for (let i = 0; i < total; i++) serve.send({ id: `bp${i}`, language: "ts", source });
    // Until serve has taken all it will take: our side of its stdin stops draining (or drains: then it read everything).
    await stdinSettled(serve.child.stdin);
    const held = rssKb(serve.child.pid as number);
    serve.child.stdout.resume();
    const answers = await serve.answers(total + 1, 240_000);
    expect(new Set(answers.map((a) => a.id)).size).toBe(total + 1);
    expect(held - base).toBeLessThan(20 * 1024);
    await serve.end();
  }, 300_000);
});
