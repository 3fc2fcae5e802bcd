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

/** Bytes of a key's digest: a cache key is a sha256. */
const KEY_BYTES = 32;

/** The value of one hex digit's character code, or -1. */
function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}

/**
 * Writes the 32 bytes a key stands for into `into` at `offset`: a key from `cacheKey` (64 hex digits) is its own digest,
 * decoded without allocating; any other string is hashed (a caller's own keys: tests, hosts).
 */
function digestOf(key: string, into: Uint8Array, offset: number): void {
  if (key.length === KEY_BYTES * 2) {
    let i = 0;
    for (; i < KEY_BYTES; i++) {
      const high = hexValue(key.charCodeAt(2 * i));
      const low = hexValue(key.charCodeAt(2 * i + 1));
      if (high < 0 || low < 0) break;
      into[offset + i] = (high << 4) | low;
    }
    if (i === KEY_BYTES) return;
  }
  into.set(createHash("sha256").update(key, "utf8").digest(), offset);
}

/**
 * Creates an LRU holding at most `maxEntries` results (0 disables caching), in memory allocated once.
 *
 * Results are held as UTF-8 JSON text written round a block allocated (and touched) once, not as the objects they
 * arrived as. A cache that turns over (every program new) outlives V8's young generation with every entry, so as
 * objects each result would be promoted and then die in the old generation, which a service's main thread, allocating
 * little, collects only rarely: measured over 5,000 checks of one worker, results held as objects grew that heap
 * from 26 to 50 MB, and as strings from 14 to 22 MB, with nothing live added. Written into the block, an evicted
 * result is overwritten in place, and the cache's memory is the block's, fixed from the start.
 *
 * The index is held the same way, for the same reason: a `Map` of key strings and entry objects turned over with
 * every check and still grew that heap by a third over 6,000 checks (10.7 -> 16.8 MB, against 10.5 -> 11.8 MB with
 * no cache). Entries sit in a ring of slots in the order they were written (typed arrays: the key's digest, where
 * its text lies, how long it is), found through an open-addressing table of slot numbers; nothing is allocated per
 * entry.
 */
export function createResultCache(maxEntries: number, capacity: number = DEFAULT_CACHE_BYTES): ResultCache {
  const enabled = maxEntries > 0 && capacity > 0;
  // Written through once, so that its pages are resident from the start (a zeroed allocation is only mapped): the
  // service's memory does not creep up as the cache fills.
  const block = enabled ? Buffer.allocUnsafeSlow(capacity).fill(0) : Buffer.alloc(0);
  // A read writes its entry again at the head and leaves a dead slot behind: twice the entries' slots, so that reads
  // seldom push a live entry out before `maxEntries` others are held.
  const ringSize = enabled ? maxEntries * 2 : 0;
  const digests = new Uint8Array(ringSize * KEY_BYTES);
  // `at` counts bytes ever written (`at % capacity` is the place in the block): past 2^32, so a float.
  const slotAt = new Float64Array(ringSize);
  const slotLength = new Uint32Array(ringSize);
  const slotLive = new Uint8Array(ringSize);
  // Slot number + 1 (0: empty), at the digest's first four bytes (a sha256 is uniform), probed linearly.
  let tableSize = 4;
  while (tableSize < ringSize * 2) tableSize *= 2;
  const table = new Int32Array(enabled ? tableSize : 0);
  const mask = tableSize - 1;
  // The digest of the key being read or written.
  const probe = new Uint8Array(KEY_BYTES);
  // Slots are used in sequence: `head` counts slots ever used, `tail` is the oldest one that may still be live.
  let head = 0;
  let tail = 0;
  let live = 0;
  let written = 0;
  let bytes = 0;

  const home = (digest: Uint8Array, offset: number): number =>
    ((digest[offset]! << 24) | (digest[offset + 1]! << 16) | (digest[offset + 2]! << 8) | digest[offset + 3]!) & mask;

  function sameDigest(slot: number): boolean {
    const base = slot * KEY_BYTES;
    for (let i = 0; i < KEY_BYTES; i++) if (digests[base + i] !== probe[i]) return false;
    return true;
  }

  /** The table position of the live slot whose digest is `probe`'s, or -1. */
  function find(): number {
    for (let at = home(probe, 0); ; at = (at + 1) & mask) {
      const entry = table[at]!;
      if (entry === 0) return -1;
      if (sameDigest(entry - 1)) return at;
    }
  }

  // Backward-shift deletion: the entries after the hole that could sit in it move up, so no probe stops short.
  function unindex(at: number): void {
    let hole = at;
    for (let next = (hole + 1) & mask; table[next] !== 0; next = (next + 1) & mask) {
      const wanted = home(digests, (table[next]! - 1) * KEY_BYTES);
      // Whether `wanted` lies cyclically outside (hole, next]: then the entry at `next` may fill the hole.
      if (hole <= next ? wanted <= hole || wanted > next : wanted <= hole && wanted > next) {
        table[hole] = table[next]!;
        hole = next;
      }
    }
    table[hole] = 0;
  }

  function drop(slot: number, at: number): void {
    unindex(at);
    slotLive[slot] = 0;
    live -= 1;
    bytes -= slotLength[slot]!;
  }

  /** Drops a live slot: its table position is found from its own digest's home. */
  function dropSlot(slot: number): void {
    let at = home(digests, slot * KEY_BYTES);
    while (table[at] !== slot + 1) at = (at + 1) & mask;
    drop(slot, at);
  }

  // Writes `text` under the digest in `probe`.
  function write(text: string): void {
    const existing = find();
    if (existing >= 0) drop(table[existing]! - 1, existing);
    const length = Buffer.byteLength(text, "utf8");
    // A result larger than the whole block would only evict everything else.
    if (length > capacity) return;
    // An entry never wraps round the block's end: it starts again at the beginning.
    const place = written % capacity;
    if (place + length > capacity) written += capacity - place;
    const at = written;
    written += length;
    // What the new text overwrites, what is past the entry bound, and the slot the new entry needs, go: all from the
    // oldest, so what goes is always the least recently used.
    for (; tail < head; tail++) {
      const slot = tail % ringSize;
      if (slotLive[slot] === 0) continue;
      if (slotAt[slot]! >= written - capacity && live < maxEntries && tail > head - ringSize) break;
      dropSlot(slot);
    }
    const slot = head % ringSize;
    head += 1;
    block.write(text, at % capacity, length, "utf8");
    digests.set(probe, slot * KEY_BYTES);
    slotAt[slot] = at;
    slotLength[slot] = length;
    slotLive[slot] = 1;
    let i = home(probe, 0);
    while (table[i] !== 0) i = (i + 1) & mask;
    table[i] = slot + 1;
    live += 1;
    bytes += length;
  }

  return {
    get(key) {
      if (!enabled) return undefined;
      digestOf(key, probe, 0);
      const found = find();
      if (found < 0) return undefined;
      const slot = table[found]! - 1;
      const from = slotAt[slot]! % capacity;
      const text = block.toString("utf8", from, from + slotLength[slot]!);
      // Written again at the head: the most recently used is the last to be overwritten.
      write(text);
      return JSON.parse(text) as CheckResult;
    },
    set(key, result) {
      if (!enabled) return;
      digestOf(key, probe, 0);
      write(JSON.stringify(result));
    },
    get size() {
      return live;
    },
    get bytes() {
      return bytes;
    },
  };
}
