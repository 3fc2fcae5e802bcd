/**
 * The checker on a thread of its own: the bounded pool of @gg/checker with one warm worker per server. A check runs
 * there while ESLint lints on the server's thread, and hover or completion are answered meanwhile; a check that runs
 * away is stopped at the pool's limits (10 s; 1 GiB of heap, 1,536 MB for the compiler process) instead of stalling the server.
 */
import { createPool, type CheckInput, type Diagnostic, type Pool } from "@gg/checker";
import { DEFAULT_CATALOGUE_PATH } from "@gg/catalogue";

/** What became of one check. */
export type CheckOutcome =
  | { readonly kind: "checked"; readonly diagnostics: readonly Diagnostic[] }
  /** Stopped at a limit (time, memory): the program's checker findings are unknown. */
  | { readonly kind: "stopped"; readonly message: string }
  /** The checker could not run (it threw, or its thread died or could not start). */
  | { readonly kind: "failed"; readonly message: string };

/** A checker thread bound to one catalogue. */
export interface CheckThread {
  /** Never rejects. */
  check(input: CheckInput): Promise<CheckOutcome>;
  /** Lets accepted checks finish, then stops the thread. */
  close(): Promise<void>;
}

// Results of recent texts are kept by content hash: an undo brings back a text whose check is already known.
const CACHED_RESULTS = 64;

/**
 * Starts the thread for the catalogue at `catalogueFile` (the shipped one when undefined). The file is the one the
 * settings loaded and validated; the worker loads it again by path, as `gg-check serve` does. Never throws: a pool
 * that cannot be created (the file vanished since) answers every check with the reason.
 */
export function createCheckThread(catalogueFile: string | undefined): CheckThread {
  const custom = catalogueFile !== undefined && catalogueFile !== DEFAULT_CATALOGUE_PATH;
  let pool: Pool;
  try {
    pool = createPool({ size: 1, cacheEntries: CACHED_RESULTS, ...(custom ? { catalogue: catalogueFile } : {}) });
  } catch (error) {
    const failed: CheckOutcome = { kind: "failed", message: describe(error) };
    return { check: () => Promise.resolve(failed), close: () => Promise.resolve() };
  }
  return {
    async check(input) {
      try {
        const result = await pool.check(input);
        if (result.verdict !== "inconclusive") return { kind: "checked", diagnostics: result.diagnostics };
        const stopped = result.error.code === "timeout" || result.error.code === "out_of_memory";
        return { kind: stopped ? "stopped" : "failed", message: result.error.message };
      } catch (error) {
        return { kind: "failed", message: describe(error) };
      }
    },
    close: () => pool.close(),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
