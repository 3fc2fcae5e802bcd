/**
 * What a check that threw answers: the checker's own error (a CheckerError has a code) keeps its code and message;
 * anything else is internal. Shared by the pool's workers and the CLI's checks on the main thread.
 */
import { TEXT } from "../texts.js";
import type { CheckError, CheckErrorCode } from "../types.js";

const CODES: readonly CheckErrorCode[] = ["too_large", "too_deep", "timeout", "out_of_memory", "bad_request", "internal"];

/** The message of anything thrown. */
export function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The CheckError a thrown value becomes. */
export function asCheckError(error: unknown): CheckError {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  if (CODES.includes(code as CheckErrorCode)) return { code: code as CheckErrorCode, message: reason(error) };
  return { code: "internal", message: TEXT.checkerThrew(reason(error)) };
}
