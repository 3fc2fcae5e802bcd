/**
 * The compiler of a plain `gg-check FILES` run, started while this module is evaluated. main.ts imports it before
 * the rest of the CLI, so the compiler's own start (its process, its runtime: tens of milliseconds) runs beside the
 * evaluation of the rest, the reading of the catalogue and the programs, and the checker's set-up, instead of after
 * them. Any other command (help, version, serve, explain, a migration report, `--jobs`) starts none.
 *
 * The run either hands it to the pool that checks on this thread (`takeCompilerAhead`), or closes it
 * (`closeCompilerAhead`): no compiler outlives the run.
 */
import { parseArgs } from "./args.js";
import { startCompilerAhead } from "../engine/session.js";
import type { CompilerAhead } from "../engine/session.js";
import { DEFAULT_LIMITS } from "../pool/pool.js";

/** Whether a command line asks for the check the CLI runs on its own thread (the only one a compiler is started for). */
export function startsCompilerAhead(argv: readonly string[]): boolean {
  const parsed = parseArgs(argv);
  return parsed.ok && parsed.command.kind === "check" && parsed.command.baseline === undefined && parsed.command.jobs === undefined;
}

/** Starts the compiler, or nothing when it cannot start: the checker then starts its own and reports why it fails. */
function start(): CompilerAhead | undefined {
  if (!startsCompilerAhead(process.argv.slice(2))) return undefined;
  try {
    return startCompilerAhead(DEFAULT_LIMITS.nativeMemoryMb);
  } catch {
    return undefined;
  }
}

let ahead: CompilerAhead | undefined = start();

/** The compiler started ahead, once (for the pool that checks on this thread); undefined when none was started. */
export function takeCompilerAhead(): CompilerAhead | undefined {
  const taken = ahead;
  ahead = undefined;
  return taken;
}

/** Closes the compiler started ahead if nothing took it (the run ended before its check, or checks in workers). */
export function closeCompilerAhead(): void {
  takeCompilerAhead()?.process.close();
}
