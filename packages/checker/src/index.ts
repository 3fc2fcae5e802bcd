// Public API of @gg/checker: types first, then functions by job.
export type {
  CheckAnswer,
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
export { createChecker, DEFAULT_TIMEOUT_MS } from "./create-checker.js";
export { CheckerError, isCheckerError } from "./checker-error.js";
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, DEFAULT_MAX_SYNTAX_DEPTH } from "./check/limits.js";
export { compilerOptionsFor } from "./engine/options.js";
export { GG as GG_CODES } from "./registry.js";
export type { CodeInfo, GgCode, PageInfo, TsCodeRow, TsGroup } from "./codes.js";
export { codeInfo, diagnosticPages, TS_CODES } from "./codes.js";
export { diagnosticPageUrl, REPOSITORY_URL, rulePageUrl } from "./explain/links.js";
export type { Pool, PoolLimits, PoolOptions, PoolStats } from "./pool/pool.js";
export { createPool, DEFAULT_LIMITS, checkerInfo } from "./pool/pool.js";
export type { ResultCache } from "./pool/cache.js";
export { cacheKey, createResultCache } from "./pool/cache.js";
export type { ServeOptions, ParsedRequest, RequestIdJson } from "./serve/serve.js";
export { runServe, parseRequest, requestIdJson } from "./serve/serve.js";
export type { CheckedProgram, CheckerInfo } from "./format/json.js";
export type { Format } from "./format/formats.js";
export { formatJson, toJsonResult } from "./format/json.js";
export { formatPretty } from "./format/pretty.js";
export { formatSarif } from "./format/sarif.js";
