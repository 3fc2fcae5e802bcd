/** Why `gg-check merge` refuses its parts: a typed value with a code, and a message naming the part. */

/** The kinds of refusal. */
export type MergeErrorCode = "unreadable" | "not-json" | "not-a-part" | "broken-record" | "different-runs" | "same-shard" | "missing-shard" | "overlap" | "format";

/** One refusal. */
export interface MergeError {
  readonly code: MergeErrorCode;
  readonly message: string;
}

/** A value or the refusal that stands in its place. */
export type Merged<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: MergeError };

/** A refusal as a result. */
export function refuse<T>(code: MergeErrorCode, message: string): Merged<T> {
  return { ok: false, error: { code, message } };
}
