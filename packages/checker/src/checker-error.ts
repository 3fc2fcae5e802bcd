/** The one error a check throws instead of answering: typed, with a code the pool turns into an error result. */
import type { CheckErrorCode } from "./types.js";

/** A check that produced no result (bad input, an internal failure of TypeScript). */
export class CheckerError extends Error {
  readonly code: CheckErrorCode;
  constructor(code: CheckErrorCode, message: string) {
    super(message);
    this.name = "CheckerError";
    this.code = code;
  }
}

/** True for a `CheckerError`, also across module copies. */
export function isCheckerError(value: unknown): value is CheckerError {
  return value instanceof CheckerError || (value instanceof Error && value.name === "CheckerError" && "code" in value);
}
