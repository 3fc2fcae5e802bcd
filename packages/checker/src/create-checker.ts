/**
 * `createChecker`: the sealed, deterministic pre-execution check of one guest program against the whole catalogue,
 * on TypeScript 7. Each checker owns one native compiler process, started on the first check and replaced after
 * any fault; a check never touches the disk.
 *
 * Positions in results are 1-based lines and columns; columns count UTF-16 code units, as TypeScript does
 * (an astral character such as `𐐀` takes two columns), and lines break at LF, CR, CRLF, U+2028 and U+2029.
 */
import { validateInput } from "./check/input.js";
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { CheckerError, isCheckerError } from "./checker-error.js";
import { withTimeBudget } from "./time-budget.js";
import { createNativeEngine } from "./engine/native-engine.js";
import type { FsSpy } from "./engine/sealed-fs.js";
import type { LibraryKind } from "./engine/guest-library.js";
import { firstLine, NativeFault } from "./engine/session.js";
import type { CompilerAhead, WatchdogKind } from "./engine/session.js";
import type { CheckAnswer, Checker, CheckerOptions, CheckInput, CheckResult, Language } from "./types.js";
import { checkBatch, mustCheckAlone } from "./check/batch.js";
import type { BatchItem } from "./check/batch.js";
import { checkProgram } from "./check/check.js";
import { checkLimits, DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, DEFAULT_MAX_SYNTAX_DEPTH, limitResult } from "./check/limits.js";
import { namesOf } from "./check/names.js";

/** The default time limit of one check: the native process is killed and replaced past it. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Creates a checker bound to one catalogue. */
export function createChecker(options: CheckerOptions = {}): Checker {
  return createCheckerWith(options);
}

/** A checker that also tells the id of its compiler process (tests kill it) and how `checkAll` answered. */
export interface InspectableChecker extends Checker {
  processId(): number | undefined;
  /** Programs `checkAll` answered from a batch, and those it checked alone. */
  batchStats(): { readonly batched: number; readonly alone: number };
  /** Requests sent to the current compiler process so far: each is a round trip. */
  roundTrips(): number;
}

/** What the package itself may set on a checker, beyond its public options. */
export interface CheckerInternals {
  /** Told every path the native compiler asks about (tests). */
  readonly spy?: FsSpy;
  /** A compiler started ahead of the checker (the CLI's, see `startCompilerAhead`). */
  readonly ahead?: CompilerAhead;
  /** The kind of watchdog (a short run's: see `SessionOptions`). */
  readonly watchdog?: WatchdogKind;
  /** The guest library as one joined file (the default) or split (tests that compare the two). */
  readonly library?: LibraryKind;
}

/** `createChecker`, with what only the package sets (see `CheckerInternals`). */
export function createCheckerWith(options: CheckerOptions, internals: CheckerInternals = {}): InspectableChecker {
  const { spy, ahead, watchdog, library } = internals;
  const catalogue = options.catalogue ?? defaultCatalogue();
  const names = namesOf(catalogue);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const maxSyntaxDepth = options.maxSyntaxDepth ?? DEFAULT_MAX_SYNTAX_DEPTH;
  // One limit for the compiler's work and for the checker's own (`time-budget.ts`).
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const engine = createNativeEngine({
    catalogue,
    ggDeclarations: renderTypeScript(catalogue),
    timeoutMs,
    ...(options.memoryLimitMb === undefined ? {} : { memoryLimitMb: options.memoryLimitMb }),
    ...(options.compilerThreads === undefined ? {} : { compilerThreads: options.compilerThreads }),
    ...(spy === undefined ? {} : { spy }),
    ...(ahead === undefined ? {} : { ahead }),
    ...(watchdog === undefined ? {} : { watchdog }),
    ...(library === undefined ? {} : { library }),
  });
  const stats = { batched: 0, alone: 0 };
  const check = (input: CheckInput): CheckResult => {
    validateInput(input);
    const file = input.fileName ?? `program.${input.language}`;
    const breach = checkLimits(input.source, maxBytes, maxDepth);
    if (breach !== undefined) return limitResult(file, input, breach);
    try {
      return withTimeBudget(timeoutMs, () => engine.session.run(input.language, () => checkProgram(engine, names, input, file, maxSyntaxDepth)));
    } catch (error) {
      throw asCheckerError(error);
    }
  };
  const answer = (input: CheckInput): CheckAnswer => {
    try {
      return { ok: true, result: check(input) };
    } catch (error) {
      const e = isCheckerError(error) ? error : asCheckerError(error);
      return { ok: false, error: { code: e.code, message: e.message } };
    }
  };
  return {
    check,
    checkAll(inputs: readonly CheckInput[]): CheckAnswer[] {
      const answers: (CheckAnswer | undefined)[] = inputs.map(() => undefined);
      const batched = new Map<string, { index: number; item: BatchItem }[]>();
      inputs.forEach((input, index) => {
        try {
          validateInput(input);
        } catch {
          return;
        }
        if (mustCheckAlone(input) || checkLimits(input.source, maxBytes, maxDepth) !== undefined) return;
        const group = batched.get(input.language) ?? [];
        group.push({ index, item: { input, file: input.fileName ?? `program.${input.language}` } });
        batched.set(input.language, group);
      });
      for (const [language, group] of batched) {
        // One program is checked alone: a batch of one opens a project of its own beside the language's, and the
        // answer is the same.
        if (group.length === 1) continue;
        for (let from = 0; from < group.length; from += BATCH_SIZE) {
          const chunk = group.slice(from, from + BATCH_SIZE);
          let results: (CheckResult | undefined)[];
          try {
            results = withTimeBudget(timeoutMs * chunk.length, () => engine.session.run(language as Language, () => checkBatch(engine, names, chunk.map((c) => c.item), maxSyntaxDepth), chunk.length));
          } catch {
            // A fault of the batch (a program that runs out of time or memory among them) is found by checking each alone.
            continue;
          }
          chunk.forEach((c, k) => {
            const result = results[k];
            if (result !== undefined) answers[c.index] = { ok: true, result };
          });
        }
      }
      return inputs.map((input, i) => {
        const found = answers[i];
        if (found !== undefined) {
          stats.batched += 1;
          return found;
        }
        stats.alone += 1;
        return answer(input);
      });
    },
    close() {
      engine.close();
    },
    processId: () => engine.session.pid(),
    batchStats: () => ({ ...stats }),
    roundTrips: () => engine.session.requests(),
  };
}

/** Programs per batch: enough for the compiler to check them side by side, few enough to bound one batch's time. */
const BATCH_SIZE = 128;

/** The CheckerError a failed check throws. */
function asCheckerError(error: unknown): CheckerError {
  if (isCheckerError(error)) return error;
  if (error instanceof NativeFault) return new CheckerError(error.code, `The checker failed on this program: ${error.message}`);
  return new CheckerError("internal", `The checker failed on this program: ${firstLine(error)}`);
}
