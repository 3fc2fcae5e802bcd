/**
 * Where the time of one edit goes, for the benchmark and for anyone asking why the editor waits. Off unless the
 * environment variable `GG_LSP_TIMINGS` is `1`: then the server writes one line to stderr per published analysis,
 * `gg-lsp timings {"uri":…,"version":…,"steps":{…}}`, with each step's milliseconds. Nothing in a diagnostic or an
 * analysis depends on it.
 */

/** The environment variable that turns the timing lines on. */
export const TIMINGS_ENV = "GG_LSP_TIMINGS";
/** The start of every timing line on stderr; JSON follows it. */
export const TIMINGS_PREFIX = "gg-lsp timings ";

/**
 * The steps of edit → diagnostics, in milliseconds. `check` runs on the checker's thread while `lint` runs on the
 * server's, so `check` overlaps `lint`; `checkWait` is the part of the check the server waited for after its lint.
 */
export interface StepTimes {
  /** From the change being applied to the document to the start of its analysis (the debounce gap, a run ahead). */
  queue?: number;
  /** Handing the text to the checker's thread. */
  dispatch?: number;
  /** From the hand-over to the lint's start (events that queued meanwhile: a newer edit makes this one stale). */
  yield?: number;
  /** ESLint with the gg rules, on the server's thread. */
  lint?: number;
  /** From handing the text to the checker's thread to its answer. */
  check?: number;
  /** Waiting for the check after the lint finished. */
  checkWait?: number;
  /** From the check's answer to the merge (events that queued meanwhile). */
  settle?: number;
  /** Merging the two lists of findings into one. */
  merge?: number;
  /** Converting the findings to LSP diagnostics and writing the notification. */
  publish?: number;
  /** From the change being applied to the notification written. */
  total?: number;
}

/** True when the timing lines are on. */
export function timingsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[TIMINGS_ENV] === "1";
}

/** The timing line of one published analysis (no trailing newline). */
export function timingLine(uri: string, version: number, steps: StepTimes): string {
  const rounded = Object.fromEntries(Object.entries(steps).map(([step, ms]) => [step, Math.round((ms as number) * 1000) / 1000]));
  return `${TIMINGS_PREFIX}${JSON.stringify({ uri, version, steps: rounded })}`;
}

/** A clock reading in milliseconds. */
export function now(): number {
  return performance.now();
}
