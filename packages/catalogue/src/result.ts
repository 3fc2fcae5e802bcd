import type { Problem } from "./types.js";

/** Every loader answers a value or every problem it found (never throws for bad input). */
export type Result<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/** A successful result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A failed result carrying every problem found. */
export function fail<T>(problems: Problem[]): Result<T> {
  return { ok: false, problems };
}
