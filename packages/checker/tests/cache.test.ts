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

  // The cache's behaviour before its index was kept in typed arrays: a Map in insertion order, by bytes and count.
  function referenceCache(maxEntries: number, capacity: number) {
    const entries = new Map<string, { at: number; length: number; text: string }>();
    let written = 0;
    const write = (key: string, text: string): void => {
      entries.delete(key);
      const length = Buffer.byteLength(text, "utf8");
      if (length > capacity) return;
      const place = written % capacity;
      if (place + length > capacity) written += capacity - place;
      const at = written;
      written += length;
      for (const [oldest, entry] of entries) {
        if (entry.at >= written - capacity && entries.size < maxEntries) break;
        entries.delete(oldest);
      }
      entries.set(key, { at, length, text });
    };
    return {
      get(key: string): CheckResult | undefined {
        const entry = entries.get(key);
        if (entry === undefined) return undefined;
        write(key, entry.text);
        return JSON.parse(entry.text) as CheckResult;
      },
      set: (key: string, value: CheckResult): void => write(key, JSON.stringify(value)),
      get size() {
        return entries.size;
      },
    };
  }

  // A pseudo-random sequence, the same on every run.
  function sequence(seed: number): () => number {
    let state = seed;
    return () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 2 ** 32;
    };
  }

  it("holds what an insertion-ordered map holds when only written, by count and by bytes, with cacheKey's keys", () => {
    const random = sequence(7);
    const keys = Array.from({ length: 60 }, (_, i) => cacheKey({ ...base, input: { source: `s${i}`, language: "ts" } }));
    const cache = createResultCache(8, 900);
    const reference = referenceCache(8, 900);
    for (let step = 0; step < 3_000; step++) {
      const key = keys[Math.floor(random() * keys.length)] as string;
      const value = { ...result(`f${step % 13}.ts`), reaches: Array.from({ length: step % 5 }, (_, k) => `op${k}`) };
      cache.set(key, value);
      reference.set(key, value);
      expect(cache.size).toBe(reference.size);
    }
    // Each read writes its entry again in both, in the same order.
    for (const key of keys) expect(cache.get(key)).toEqual(reference.get(key));
  });

  // Hex keys alike but for their 8th digit start their search at one of three neighbouring places of the index (its
  // 32 places for 6 entries), so their runs of places overlap and an entry dropped from the middle of one must not
  // cut another short; at the index's end the runs wrap round to its start.
  it.each([
    ["in the middle", ["1", "2", "3"]],
    ["at its end", ["d", "e", "f"]],
  ])("answers as that map does when keys crowd one part of the index (%s), written and read in turn", (_where, digits) => {
    const random = sequence(11);
    const keys = Array.from({ length: 40 }, (_, i) => `abcdef1${digits[i % 3]}${i.toString(16).padStart(56, "0")}`);
    const cache = createResultCache(6, 4096);
    const reference = referenceCache(6, 4096);
    let hits = 0;
    for (let step = 0; step < 4_000; step++) {
      const key = keys[Math.floor(random() * keys.length)] as string;
      if (random() < 0.7) {
        const value = result(`f${step}.ts`);
        cache.set(key, value);
        reference.set(key, value);
      } else {
        const expected = reference.get(key);
        if (expected !== undefined) hits += 1;
        expect(cache.get(key)).toEqual(expected);
      }
      expect(cache.size).toBe(reference.size);
    }
    expect(hits).toBeGreaterThan(100);
  });

  it("never answers wrongly, and holds its bound, under a run of reads of a few results", () => {
    const cache = createResultCache(4, 4096);
    for (const key of ["a", "b", "c", "d"]) cache.set(key, result(`${key}.ts`));
    // Each read leaves a slot behind it: the ring's spare slots fill, and the least recently used goes a little early.
    for (let i = 0; i < 50; i++) expect(cache.get(i % 2 === 0 ? "c" : "d")?.file).toBe(i % 2 === 0 ? "c.ts" : "d.ts");
    cache.set("e", result("e.ts"));
    expect(cache.size).toBeLessThanOrEqual(4);
    expect([cache.get("c")?.file, cache.get("d")?.file, cache.get("e")?.file]).toEqual(["c.ts", "d.ts", "e.ts"]);
  });
});

