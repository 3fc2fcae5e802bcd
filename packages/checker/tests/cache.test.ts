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
});
