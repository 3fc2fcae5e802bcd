import { afterEach, describe, expect, it } from "vitest";
import { defaultCatalogue } from "@gg/catalogue";
import { createPool } from "../dist/pool.js";
import type { Pool, PoolOptions } from "../dist/pool.js";
import { createInlinePool } from "../dist/startup/inline-pool.js";
import type { InlinePoolOptions } from "../dist/startup/inline-pool.js";
import type { CheckInput } from "../dist/types.js";

const fake = new URL("./fixtures/fake-checker.mjs", import.meta.url).href;
const noChecker = new URL("./fixtures/no-checker.mjs", import.meta.url).href;
const pools: Pool[] = [];

function inline(options: Partial<InlinePoolOptions> = {}): Pool {
  const created = createInlinePool({ catalogue: defaultCatalogue(), checkerModule: fake, ...options });
  pools.push(created);
  return created;
}

function pool(options: Partial<PoolOptions> = {}): Pool {
  const created = createPool({ size: 1, checkerModule: fake, ...options });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("createInlinePool: the CLI's checks on the main thread answer as the pool does", () => {
  it.each([
    ["a pass", { source: "ok", language: "ts", fileName: "a.ts" }],
    ["a failure", { source: "FAIL", language: "js" }],
    ["a grant", { source: "REACH", language: "ts", grant: { capabilities: [], allowlist: [] } }],
    ["a coded checker error", { source: "REFUSE", language: "ts" }],
    ["a checker that throws (answered by a worker)", { source: "THROW", language: "ts", fileName: "t.ts" }],
  ] as [string, CheckInput][])("%s", async (_what, input) => {
    expect(await inline().check(input)).toEqual(await pool().check(input));
  });

  it("answers in the order asked, one check at a time", async () => {
    const p = inline();
    const names = ["a.ts", "b.ts", "c.ts"];
    const results = await Promise.all(names.map((fileName) => p.check({ source: "SLEEP:20", language: "ts", fileName })));
    expect(results.map((r) => r.file)).toEqual(names);
    expect(p.stats()).toEqual({ checks: 3, cacheHits: 0, workersStarted: 0 });
  });

  it("stops a check over its time limit as the pool does, then sends the next to a worker", async () => {
    const p = inline({ limits: { timeoutMs: 300 } });
    const hung = await p.check({ source: "HANG", language: "ts", fileName: "hang.ts" });
    expect(hung).toEqual({
      file: "hang.ts",
      language: "ts",
      verdict: "inconclusive",
      error: { code: "timeout", message: "the check took longer than 300 ms and was stopped" },
    });
    expect((await p.check({ source: "ok", language: "ts" })).verdict).toBe("pass");
    expect(p.stats().workersStarted).toBe(1);
  });

  it("answers every check with the start error when the checker cannot start", async () => {
    const p = inline({ checkerModule: noChecker });
    const results = await Promise.all([p.check({ source: "a", language: "ts" }), p.check({ source: "b", language: "js" })]);
    for (const result of results) {
      expect(result.verdict === "inconclusive" && result.error.code).toBe("internal");
      expect(result.verdict === "inconclusive" && result.error.message).toMatch(/^the checker could not start: /);
    }
  });

  it("finishes accepted checks on close, then refuses new ones", async () => {
    const p = inline();
    const accepted = p.check({ source: "SLEEP:50", language: "ts" });
    await p.close();
    expect((await accepted).verdict).toBe("pass");
    const late = await p.check({ source: "ok", language: "ts" });
    expect(late.verdict === "inconclusive" && late.error.code).toBe("internal");
  });
});
