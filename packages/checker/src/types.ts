/**
 * The checker's public result shapes: plain data that the CLI, `serve` and the LSP adapt.
 * Everything here is JSON-serialisable and deterministic (no paths, no timings).
 */
import type { Catalogue, Grant } from "@gg/catalogue";

/** The two guest languages this checker reads. */
export type Language = "ts" | "js";

/** One program to check. */
export interface CheckInput {
  readonly source: string;
  readonly language: Language;
  /** Shown in results only; never used to read anything. Defaults to `program.ts` / `program.js`. */
  readonly fileName?: string;
  /** When given, the result carries `refusals`; it never changes the verdict or the diagnostics. */
  readonly grant?: Grant;
}

/** A 1-based source range. `endColumn` is exclusive. */
export interface Range {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** One finding. `code` is `TS<n>` for the compiler's own findings (kept even when the message is gg-flavoured), `GG<n>` for ours. */
export interface Diagnostic extends Range {
  readonly code: string;
  readonly severity: "error" | "warning";
  readonly message: string;
}

/** One place where the program calls (or takes a reference to) an operation. */
export interface CallSite extends Range {
  /** Operation id, `files.read_file`. */
  readonly operation: string;
}

/** A call the given grant would refuse at run time, with the host's exact message. */
export interface ForecastRefusal {
  readonly operation: string;
  readonly key: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  /**
   * The program takes the operation as a value here (`files.readFile.bind(…)`, stored, returned) and calls it
   * where the checker cannot follow: refused wherever that call is. Absent for a call the forecast places.
   */
  readonly elsewhere?: true;
}

/** A call whose arguments do not type-check: it fails inside the guest, before the gate, so it is never a refusal. */
export interface MalformedCall {
  readonly operation: string;
  readonly line: number;
  readonly column: number;
}

/** The checker's answer for one program. */
export interface CheckResult {
  readonly file: string;
  readonly language: Language;
  readonly verdict: "pass" | "fail";
  /** Sorted by position, then code. */
  readonly diagnostics: readonly Diagnostic[];
  /** Operation ids the program can call, sorted. */
  readonly reaches: readonly string[];
  /** Every call site, sorted by position. */
  readonly calls: readonly CallSite[];
  /** Present only when a grant was given. */
  readonly refusals?: readonly ForecastRefusal[];
  readonly malformed?: readonly MalformedCall[];
}

/** Error codes a check can end with instead of a result (bounded checks, bad requests). */
export type CheckErrorCode = "too_large" | "too_deep" | "timeout" | "out_of_memory" | "bad_request" | "internal";

/** A check that produced no result. */
export interface CheckError {
  readonly code: CheckErrorCode;
  readonly message: string;
}

/** Options of `createChecker`. */
export interface CheckerOptions {
  /** Defaults to the shipped default catalogue. */
  readonly catalogue?: Catalogue;
  /** Largest program accepted, in bytes of UTF-8 (default 1 MiB); a larger one fails with `GG9001` (too_large). */
  readonly maxBytes?: number;
  /** Deepest nesting of brackets, braces and parentheses accepted (default 100); deeper fails with `GG9002` (too_deep). */
  readonly maxDepth?: number;
  /** Deepest syntax tree accepted (default 300): long chains of calls or operators; deeper fails with `GG9002` (too_deep). */
  readonly maxSyntaxDepth?: number;
  /** Wall time of one check (default 10 s): past it the compiler process is killed and replaced, and the check throws `timeout`. */
  readonly timeoutMs?: number;
  /** Resident memory of the compiler process (Linux; default none): past it the process is killed and the check throws `out_of_memory`. */
  readonly memoryLimitMb?: number;
  /**
   * Threads the compiler process runs its Go code on (its `GOMAXPROCS`); default: the Go runtime's own, one per core.
   * For a host that shares its cores with other work (see the pool's `compilerThreads`).
   */
  readonly compilerThreads?: number;
}

/** What one check of a batch ended with: its result, or the error it threw alone. */
export type CheckAnswer = { readonly ok: true; readonly result: CheckResult } | { readonly ok: false; readonly error: CheckError };

/** A reusable checker bound to one catalogue. */
export interface Checker {
  check(input: CheckInput): CheckResult;
  /**
   * Checks many programs, in order; each answer is what `check` would answer for that program alone (the same
   * bytes), but programs that cannot affect each other are checked side by side, several times faster.
   */
  checkAll(inputs: readonly CheckInput[]): CheckAnswer[];
  /** Stops the compiler process the checker owns; later checks throw. */
  close(): void;
}

/**
 * What a bounded check (worker pool, CLI, serve) answers when the checker could not finish:
 * time and memory depend on the machine, so such a check is neither pass nor fail.
 */
export interface InconclusiveResult {
  readonly file: string;
  readonly language: Language;
  readonly verdict: "inconclusive";
  readonly error: CheckError;
}

/** Either a finished check or an inconclusive one. */
export type BoundedResult = CheckResult | InconclusiveResult;
