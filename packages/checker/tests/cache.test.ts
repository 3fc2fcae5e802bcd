import { describe, expect, it } from "vitest";
import { cacheKey, createResultCache, sha256 } from "../src/pool/cache.js";
import type { CheckResult } from "../src/types.js";

const base = { checkerVersion: "@gg/checker@0.1.0+typescript@7.0.2", catalogueHash: sha256("{}") };

function result(file: string): CheckResult {
  return { file, language: "ts", verdict: "pass", diagnostics: [], reaches: [], calls: [] };
}

describe("cacheKey", () => {
  const input = { source: "const a = 1;", language: "ts" as const, fileName: "a.ts" };

  it("is the same for the same parts", () => {
    expect(cacheKey({ ...base, input })).toBe(cacheKey({ ...base, input: { ...input } }));
  });

  it.each([
    ["checker version", { ...base, checkerVersion: "@gg/checker@0.2.0+typescript@7.0.2", input }],
    ["catalogue", { ...base, catalogueHash: sha256("[]"), input }],
    ["language", { ...base, input: { ...input, language: "js" as const } }],
    ["file name", { ...base, input: { ...input, fileName: "b.ts" } }],
    ["source", { ...base, input: { ...input, source: "const a = 2;" } }],
    ["grant", { ...base, input: { ...input, grant: { capabilities: [], allowlist: [] } } }],
  ])("changes with the %s", (_what, parts) => {
    expect(cacheKey(parts)).not.toBe(cacheKey({ ...base, input }));
  });

  it("does not let parts run into each other", () => {
    const a = cacheKey({ ...base, input: { source: "b", language: "ts", fileName: "a" } });
    const b = cacheKey({ ...base, input: { source: "", language: "ts", fileName: "ab" } });
    expect(a).not.toBe(b);
  });
});

describe("createResultCache", () => {
  it("returns what was stored", () => {
    const cache = createResultCache(2);
    cache.set("k", result("a.ts"));
    expect(cache.get("k")).toEqual(result("a.ts"));
  });

  it("evicts the least recently used entry past its bound", () => {
    const cache = createResultCache(2);
    cache.set("a", result("a.ts"));
    cache.set("b", result("b.ts"));
    cache.get("a");
    cache.set("c", result("c.ts"));
    expect([cache.get("a")?.file, cache.get("b"), cache.get("c")?.file, cache.size]).toEqual(["a.ts", undefined, "c.ts", 2]);
  });

  it("holds nothing when its bound is 0", () => {
    const cache = createResultCache(0);
    cache.set("a", result("a.ts"));
    expect(cache.size).toBe(0);
  });

  it("holds each result as text: every hit is a new object, and a caller's change to it does not reach the cache", () => {
    const cache = createResultCache(2);
    cache.set("k", result("a.ts"));
    const first = cache.get("k") as { file: string };
    first.file = "changed.ts";
    expect(cache.get("k")).toEqual(result("a.ts"));
    expect(cache.get("k")).not.toBe(cache.get("k"));
  });

  it("keeps within its block's bytes, however many results pass through it, and answers only what was stored", () => {
    // Results of varied sizes (some with non-ASCII text, several bytes a character) written round a 2 KiB block.
    const big = (i: number): CheckResult => ({ ...result(`f${i}.ts`), reaches: Array.from({ length: i % 17 }, (_, k) => `op.é${k}`) });
    const cache = createResultCache(1_000, 2048);
    for (let i = 0; i < 5_000; i++) {
      cache.set(`k${i}`, big(i));
      expect(cache.bytes).toBeLessThanOrEqual(2048);
    }
    let held = 0;
    for (let i = 0; i < 5_000; i++) {
      const hit = cache.get(`k${i}`);
      if (hit === undefined) continue;
      held += 1;
      expect(hit).toEqual(big(i));
    }
    // The most recent results are held (as many as fit), the oldest were overwritten.
    expect(held).toBeGreaterThan(5);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k4999")).toEqual(big(4999));
  });

  it("drops the least recently used when the block is full, not one just read", () => {
    const text = JSON.stringify(result("a.ts")).length;
    // Room for three results.
    const cache = createResultCache(100, text * 3 + 2);
    cache.set("a", result("a.ts"));
    cache.set("b", result("b.ts"));
    cache.set("c", result("c.ts"));
    cache.get("a");
    cache.set("d", result("d.ts"));
    // Each read writes its result again (at the head), so one read at a time, the overwritten one first.
    expect(cache.get("b")).toBeUndefined();
    expect(cache.size).toBe(3);
    expect(cache.get("a")?.file).toBe("a.ts");
  });

  it("does not hold a result larger than its whole block", () => {
    const cache = createResultCache(10, 16);
    cache.set("a", result("a.ts"));
    expect([cache.size, cache.bytes, cache.get("a")]).toEqual([0, 0, undefined]);
  });
});
