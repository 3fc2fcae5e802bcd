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
  /** Bytes of JSON text of the results held. */
  readonly bytes: number;
}

/** The default size of the cache's block: 4 MiB, about 6,000 results of a 100-line program. */
export const DEFAULT_CACHE_BYTES = 4 * 1024 * 1024;

/** Where an entry's JSON text lies: `at` counts bytes ever written, so `at % capacity` is its place in the block. */
interface Entry {
  readonly at: number;
  readonly length: number;
}

/**
 * Creates an LRU holding at most `maxEntries` results (0 disables caching), in one block of `capacity` bytes.
 *
 * Results are held as UTF-8 JSON text written round a block allocated (and touched) once, not as the objects they
 * arrived as. A cache that turns over (every program new) outlives V8's young generation with every entry, so as
 * objects each result would be promoted and then die in the old generation, which a service's main thread, allocating
 * little, collects only rarely: measured over 5,000 checks of one worker, results held as objects grew that heap
 * from 26 to 50 MB, and as strings from 14 to 22 MB, with nothing live added. Written into the block, an evicted
 * result is overwritten in place, and the cache's memory is the block's, fixed from the start.
 */
export function createResultCache(maxEntries: number, capacity: number = DEFAULT_CACHE_BYTES): ResultCache {
  const enabled = maxEntries > 0 && capacity > 0;
  // Written through once, so that its pages are resident from the start (a zeroed allocation is only mapped): the
  // service's memory does not creep up as the cache fills.
  const block = enabled ? Buffer.allocUnsafeSlow(capacity).fill(0) : Buffer.alloc(0);
  // Insertion order is the order the entries were written in: the oldest first, and the first to be overwritten.
  const entries = new Map<string, Entry>();
  let written = 0;
  let bytes = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= entry.length;
  }

  function write(key: string, text: string): void {
    drop(key);
    const length = Buffer.byteLength(text, "utf8");
    // A result larger than the whole block would only evict everything else.
    if (length > capacity) return;
    // An entry never wraps round the block's end: it starts again at the beginning.
    const place = written % capacity;
    if (place + length > capacity) written += capacity - place;
    const at = written;
    written += length;
    // What the new text overwrites, and what is past the entry bound, goes.
    for (const [oldest, entry] of entries) {
      if (entry.at >= written - capacity && entries.size < maxEntries) break;
      drop(oldest);
    }
    block.write(text, at % capacity, length, "utf8");
    entries.set(key, { at, length });
    bytes += length;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      const text = block.toString("utf8", entry.at % capacity, (entry.at % capacity) + entry.length);
      // Written again at the head: the most recently used is the last to be overwritten.
      write(key, text);
      return JSON.parse(text) as CheckResult;
    },
    set(key, result) {
      if (enabled) write(key, JSON.stringify(result));
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
