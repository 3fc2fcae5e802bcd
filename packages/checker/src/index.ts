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
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, DEFAULT_MAX_SYNTAX_DEPTH } from "./limits.js";
export { GG as GG_CODES } from "./messages.js";
export type { Pool, PoolLimits, PoolOptions, PoolStats } from "./pool.js";
export { createPool, DEFAULT_LIMITS, checkerInfo } from "./pool.js";
export type { ResultCache } from "./cache.js";
export { cacheKey, createResultCache } from "./cache.js";
export type { ServeOptions, RequestId } from "./serve.js";
export { runServe, parseRequest } from "./serve.js";
export type { CheckedProgram, CheckerInfo } from "./format/json.js";
export { formatJson, toJsonResult } from "./format/json.js";
export { formatPretty } from "./format/pretty.js";
export { formatSarif } from "./format/sarif.js";
