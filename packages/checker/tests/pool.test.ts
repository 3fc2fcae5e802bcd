import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPool } from "../dist/pool/pool.js";
import type { Pool, PoolOptions } from "../dist/pool/pool.js";
import type { BoundedResult, CheckInput } from "../dist/types.js";
import { createDirectPool } from "../dist/pool/direct.js";
import { defaultCatalogue } from "@gg/catalogue";

const fake = new URL("./fixtures/fake-checker.mjs", import.meta.url).href;
const pools: Pool[] = [];

function pool(options: Partial<PoolOptions> = {}): Pool {
  const created = createPool({ size: 1, checkerModule: fake, ...options });
  pools.push(created);
  return created;
}

function errorCode(result: BoundedResult): string | undefined {
  return result.verdict === "inconclusive" ? result.error.code : undefined;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("compiler threads", () => {
  it("hands each worker's checker the pool's compiler threads, and none (the runtime's own) by default", async () => {
    const unset = await pool({ size: 2 }).check({ source: "THREADS", language: "ts" });
    expect(unset.verdict === "inconclusive" ? undefined : unset.reaches).toEqual(["threads.undefined"]);
    const set = await pool({ size: 2, compilerThreads: 3 }).check({ source: "THREADS", language: "ts" });
    expect(set.verdict === "inconclusive" ? undefined : set.reaches).toEqual(["threads.3"]);
  });
});

describe("createPool", () => {
  it("answers a check with the checker's result", async () => {
    const result = await pool().check({ source: "FAIL", language: "ts", fileName: "a.ts" });
    expect(result).toMatchObject({ file: "a.ts", language: "ts", verdict: "fail" });
  });

  it("loads the catalogue the worker is given by path", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-pool-"));
    const { defaultCatalogue, DEFAULT_CATALOGUE_PATH } = await import("@gg/catalogue");
    const first = defaultCatalogue().operations[0]?.id;
    const path = join(dir, "catalogue.json");
    writeFileSync(path, (await import("node:fs")).readFileSync(DEFAULT_CATALOGUE_PATH, "utf8"));
    const result = await pool({ catalogue: path }).check({ source: "REACH", language: "ts" });
    expect(result.verdict === "pass" && result.reaches).toEqual([first]);
  });

  it("answers a check over its time limit as inconclusive timeout, then serves the next on a new worker", async () => {
    const p = pool({ limits: { timeoutMs: 300 } });
    const hung = await p.check({ source: "HANG", language: "ts", fileName: "hang.ts" });
    expect(hung).toEqual({
      file: "hang.ts",
      language: "ts",
      verdict: "inconclusive",
      error: { code: "timeout", message: "the check took longer than 300 ms and was stopped" },
    });
    const next = await p.check({ source: "ok", language: "ts" });
    expect(next.verdict).toBe("pass");
    expect(p.stats().workersStarted).toBe(2);
  });

  it("answers a check over its memory limit as out_of_memory, then serves the next", async () => {
    const p = pool({ limits: { maxOldGenerationSizeMb: 64, timeoutMs: 60_000 } });
    expect(errorCode(await p.check({ source: "BOMB", language: "ts" }))).toBe("out_of_memory");
    expect((await p.check({ source: "ok", language: "ts" })).verdict).toBe("pass");
  });

  it("answers a check whose worker dies mid-check with an internal error, then serves the next", async () => {
    const p = pool();
    expect(errorCode(await p.check({ source: "EXIT", language: "js" }))).toBe("internal");
    expect((await p.check({ source: "ok", language: "js" })).verdict).toBe("pass");
    expect(p.stats().workersStarted).toBe(2);
  });

  it("answers a check that makes the checker throw with an internal error and keeps the worker", async () => {
    const p = pool();
    const thrown = await p.check({ source: "THROW", language: "ts" });
    expect(thrown.verdict === "inconclusive" && thrown.error.message).toContain("Debug Failure");
    expect((await p.check({ source: "ok", language: "ts" })).verdict).toBe("pass");
    expect(p.stats().workersStarted).toBe(1);
  });

  it("answers every request with an error when the checker cannot start, without respawning forever", async () => {
    const p = pool({ checkerModule: new URL("./fixtures/no-checker.mjs", import.meta.url).href });
    const results = await Promise.all([p.check({ source: "a", language: "ts" }), p.check({ source: "b", language: "ts" })]);
    expect(results.map(errorCode)).toEqual(["internal", "internal"]);
    expect(p.stats().workersStarted).toBe(2);
  });

  it("hands maxBytes to the checker, whose verdict on a larger program is a fail", async () => {
    const p = pool({ limits: { maxBytes: 10 } });
    const result = await p.check({ source: "x".repeat(11), language: "ts" });
    expect(result.verdict === "fail" && result.diagnostics.map((d) => d.code)).toEqual(["GG9001"]);
    expect((await p.check({ source: "x".repeat(10), language: "ts" })).verdict).toBe("pass");
  });

  it("keeps the code and message of an error the checker raises on purpose", async () => {
    const result = await pool().check({ source: "REFUSE", language: "ts" });
    expect(result.verdict === "inconclusive" && result.error).toEqual({ code: "bad_request", message: "`source` must be a string." });
  });

  it.each([
    ["a source that is not a string", { source: 42, language: "ts" }, "`source` must be a string."],
    ["an unknown language", { source: "", language: "py" }, '`language` must be "ts" or "js".'],
    ["a file name that is not a string", { source: "", language: "js", fileName: 7 }, "`fileName` must be a string."],
    ["no object at all", null, "A check needs { source, language }."],
  ])("answers %s as bad_request, never a rejection, in the worker pool and the in-thread one", async (_what, input, message) => {
    const direct = createDirectPool({ catalogue: defaultCatalogue() });
    try {
      for (const p of [pool(), direct]) {
        const result = await p.check(input as unknown as CheckInput);
        expect(result.verdict === "inconclusive" && result.error).toEqual({ code: "bad_request", message });
      }
      // Nothing reached a worker: the checks counted are none.
      expect(pools.at(-1)?.stats().checks).toBe(0);
    } finally {
      await direct.close();
    }
  });

  it("answers in arrival order on one worker (a fair FIFO queue)", async () => {
    const p = pool();
    const order: string[] = [];
    await Promise.all(
      ["SLEEP:50 a", "b", "c", "d"].map((source) => p.check({ source, language: "ts" }).then(() => order.push(source))),
    );
    expect(order).toEqual(["SLEEP:50 a", "b", "c", "d"]);
  });

  it("spreads work over its workers, up to its size", async () => {
    const p = pool({ size: 2 });
    await Promise.all(["SLEEP:200 a", "SLEEP:200 b", "SLEEP:200 c"].map((source) => p.check({ source, language: "ts" })));
    expect(p.stats().workersStarted).toBe(2);
  });

  it("lets close be called twice, both waiting for the drain", async () => {
    const p = pool();
    const pending = p.check({ source: "SLEEP:30", language: "ts" });
    await Promise.all([p.close(), p.close()]);
    expect((await pending).verdict).toBe("pass");
  });

  it("finishes accepted checks on close, then refuses new ones", async () => {
    const p = pool();
    const pending = ["SLEEP:30 a", "b", "c"].map((source) => p.check({ source, language: "ts" }));
    await p.close();
    expect((await Promise.all(pending)).map((r) => r.verdict)).toEqual(["pass", "pass", "pass"]);
    expect(errorCode(await p.check({ source: "late", language: "ts" }))).toBe("internal");
  });
});

describe("createPool with the real checker", { timeout: 180_000 }, () => {
  it("stops a TypeScript check that overruns its time limit inside the compiler", async () => {
    const p = createPool({ size: 1, limits: { timeoutMs: 1 } });
    pools.push(p);
    const source = Array.from({ length: 3000 }, (_, i) => `const v${i}: number = ${i} + v${Math.max(0, i - 1)};`).join("\n");
    expect(errorCode(await p.check({ source, language: "ts" }))).toBe("timeout");
  });
});

describe("the pool's cache", () => {
  it("answers a repeat from the cache without a second check", async () => {
    const p = pool();
    const first = await p.check({ source: "FAIL", language: "ts", fileName: "a.ts" });
    const second = await p.check({ source: "FAIL", language: "ts", fileName: "a.ts" });
    expect(second).toEqual(first);
    expect(p.stats()).toMatchObject({ checks: 1, cacheHits: 1 });
  });

  it("joins identical checks in flight into one", async () => {
    const p = pool();
    await Promise.all([1, 2, 3].map(() => p.check({ source: "SLEEP:20", language: "ts" })));
    expect(p.stats()).toMatchObject({ checks: 1, cacheHits: 2 });
  });

  it("checks again when the file name, language, source or grant differ", async () => {
    const p = pool();
    await p.check({ source: "x", language: "ts" });
    await p.check({ source: "x", language: "js" });
    await p.check({ source: "x", language: "ts", fileName: "b.ts" });
    await p.check({ source: "y", language: "ts" });
    await p.check({ source: "x", language: "ts", grant: { capabilities: [], allowlist: [] } });
    expect(p.stats()).toMatchObject({ checks: 5, cacheHits: 0 });
  });

  it("never caches an inconclusive answer", async () => {
    const p = pool({ limits: { timeoutMs: 200 } });
    await p.check({ source: "HANG", language: "ts" });
    await p.check({ source: "HANG", language: "ts" });
    expect(p.stats()).toMatchObject({ checks: 2, cacheHits: 0 });
  });

  it("checks everything when the cache is off", async () => {
    const p = pool({ cacheEntries: 0 });
    await p.check({ source: "x", language: "ts" });
    await p.check({ source: "x", language: "ts" });
    expect(p.stats()).toMatchObject({ checks: 2, cacheHits: 0 });
  });
});
