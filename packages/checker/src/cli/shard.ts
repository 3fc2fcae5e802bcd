/**
 * `--shard I/N`: which programs one of N machines checks, and the record its output carries so `gg-check merge` can
 * join the parts into the single run's report. A program's shard is a function of its content alone (sha256), so a
 * program keeps its shard when others are added or it is renamed, and shards stay balanced however files are named.
 */
import { createHash } from "node:crypto";
import type { Catalogue, Grant } from "@gg/catalogue";
import type { CheckerInfo } from "../format/json.js";
import type { Language } from "../types.js";

/** One shard of a run: the `index`-th (1-based) of `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Reads `I/N` (whole numbers, 1 ≤ I ≤ N); undefined when the text is not one. */
export function parseShard(text: string): Shard | undefined {
  const match = /^([0-9]+)\/([0-9]+)$/.exec(text);
  if (match === null) return undefined;
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (!Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) return undefined;
  return { index, count };
}

/** A shard as the command line and the part's record write it. */
export function shardText(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** The sha256 of a text as UTF-8: the bytes of the file it was read from (strict UTF-8, a BOM kept). */
function sha256(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/** The shard (1-based) of a content's sha256: its first 48 bits (exact in a double), modulo the count. */
function bucketOf(digest: Buffer, count: number): number {
  return (digest.readUIntBE(0, 6) % count) + 1;
}

/** The shard (1-based) a program of this content falls in. */
export function shardOf(source: string, count: number): number {
  return bucketOf(sha256(source), count);
}

/** One program of the run, as the shard needs it. */
export interface ShardInput {
  readonly file: { readonly path: string; readonly language: Language };
  readonly source: string;
}

/** The programs of one shard and where each stands in the whole run's order. */
export interface ShardShare<T> {
  readonly shard: Shard;
  readonly programs: readonly T[];
  /** For each program of the share, its place (0-based) among all the run's programs. */
  readonly positions: readonly number[];
  /** sha256 of every program's path, language and content, in order: parts of one run agree on it. */
  readonly inputs: string;
  /** How many programs the whole run has. */
  readonly total: number;
}

/** The programs of one shard, in the run's order. */
export function shareOf<T extends ShardInput>(programs: readonly T[], shard: Shard): ShardShare<T> {
  const share: T[] = [];
  const positions: number[] = [];
  const inputs = createHash("sha256");
  programs.forEach((program, at) => {
    const digest = sha256(program.source);
    // Length-prefixed, so no two lists of programs hash alike by concatenation.
    for (const part of [program.file.path, program.file.language, digest.toString("hex")]) inputs.update(`${Buffer.byteLength(part)}:${part}`);
    if (bucketOf(digest, shard.count) !== shard.index) return;
    share.push(program);
    positions.push(at);
  });
  return { shard, programs: share, positions, inputs: inputs.digest("hex"), total: programs.length };
}

/** What a run was made with: parts of one report must agree on all of it. */
export interface RunSettings {
  readonly kind: "check" | "migration";
  readonly format: "json" | "sarif";
  readonly catalogue: Catalogue;
  readonly grant: Grant | undefined;
  /** Migration reports only. */
  readonly baseline?: Catalogue;
  readonly baselineGrant?: Grant | undefined;
}

/** The record a shard part carries (JSON: `shard` after `checker`; SARIF: `runs[0].properties.shard`). */
export interface ShardRecord {
  readonly shard: string;
  readonly kind: "check" | "migration";
  readonly format: "json" | "sarif";
  readonly checker: CheckerInfo;
  readonly catalogue: string;
  readonly grant: string | null;
  readonly baseline: string | null;
  readonly baselineGrant: string | null;
  readonly inputs: string;
  readonly programs: number;
  readonly positions: readonly number[];
  /** The exit status of this part's run: 1 when one of its programs fails (a migration: turns to fail). */
  readonly exit: 0 | 1;
}

/** A value's sha256 over its JSON text, or null for none. */
function hashOf(value: Catalogue | Grant | undefined): string | null {
  return value === undefined ? null : sha256(JSON.stringify(value)).toString("hex");
}

/** The record of one shard part. */
export function shardRecord(share: ShardShare<unknown>, settings: RunSettings, checker: CheckerInfo, exit: 0 | 1): ShardRecord {
  return {
    shard: shardText(share.shard),
    kind: settings.kind,
    format: settings.format,
    checker: { name: checker.name, version: checker.version, typescript: checker.typescript },
    catalogue: hashOf(settings.catalogue) as string,
    grant: hashOf(settings.grant),
    baseline: hashOf(settings.baseline),
    baselineGrant: settings.kind === "migration" ? hashOf(settings.baselineGrant) : null,
    inputs: share.inputs,
    programs: share.total,
    positions: share.positions,
    exit,
  };
}
