/**
 * The shape of a check's input, asked once: the checker throws on a malformed one, and a pool answers it
 * `bad_request` without reaching a worker (so `Pool.check` never rejects, whatever a caller hands it).
 */
import { CheckerError } from "../checker-error.js";
import type { CheckInput } from "../types.js";

/** What is wrong with a check's input, or undefined when it has the shape of a check. */
export function inputProblem(input: unknown): string | undefined {
  if (typeof input !== "object" || input === null) return "A check needs { source, language }.";
  const { source, language, fileName } = input as Record<string, unknown>;
  if (typeof source !== "string") return "`source` must be a string.";
  if (language !== "ts" && language !== "js") return '`language` must be "ts" or "js".';
  if (fileName !== undefined && typeof fileName !== "string") return "`fileName` must be a string.";
  return undefined;
}

/** Throws `bad_request` unless the input has the shape of a check. */
export function validateInput(input: CheckInput): void {
  const problem = inputProblem(input);
  if (problem !== undefined) throw new CheckerError("bad_request", problem);
}
