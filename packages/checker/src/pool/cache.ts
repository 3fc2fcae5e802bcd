/**
 * A bounded LRU of finished checks, keyed by content hash. A result is a pure function of
 * (checker version, catalogue, language, file name, source, grant), so equal keys may share one answer.
 */
import { createHash } from "node:crypto";
import type { CheckInput, CheckResult } from "../types.js";

/** What makes two checks the same check. */
export interface CacheKeyParts {
  readonly checkerVersion: string;
  /** sha256 of the catalogue text the workers load. */
  readonly catalogueHash: string;
  readonly input: CheckInput;
}

/** The sha256 (hex) of a string, as UTF-8. */
export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** The cache key of one check: sha256 over length-prefixed parts, so no two different inputs collide by concatenation. */
export function cacheKey(parts: CacheKeyParts): string {
  const { input } = parts;
  const fields = [
    parts.checkerVersion,
    parts.catalogueHash,
    input.language,
    input.fileName ?? "",
    input.source,
    input.grant === undefined ? "" : JSON.stringify(input.grant),
  ];
  const hash = createHash("sha256");
  for (const field of fields) {
    hash.update(`${Buffer.byteLength(field, "utf8")}:`);
    hash.update(field, "utf8");
  }
  // A grant of `{}` and no grant must differ even though both could serialise short.
  hash.update(input.grant === undefined ? "-" : "+");
  return hash.digest("hex");
}

/** A bounded least-recently-used map of results. */
export interface ResultCache {
  get(key: string): CheckResult | undefined;
  set(key: string, result: CheckResult): void;
  readonly size: number;
}

/** Creates an LRU holding at most `maxEntries` results (0 disables caching). */
export function createResultCache(maxEntries: number): ResultCache {
  const entries = new Map<string, CheckResult>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit !== undefined) {
        // Re-insert to mark it most recently used: a Map iterates in insertion order.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key, result) {
      if (maxEntries <= 0) return;
      entries.delete(key);
      entries.set(key, result);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
