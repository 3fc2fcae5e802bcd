export type {
  BoundedResult,
  CallSite,
  CheckError,
  CheckErrorCode,
  Checker,
  CheckerOptions,
  CheckInput,
  CheckResult,
  Diagnostic,
  ForecastRefusal,
  InconclusiveResult,
  Language,
  MalformedCall,
  Range,
} from "./types.js";
export { createChecker } from "./checker.js";
export { CheckerError, isCheckerError } from "./checker-error.js";
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH } from "./limits.js";
export { GG as GG_CODES } from "./messages.js";
