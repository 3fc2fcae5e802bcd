/**
 * The parameters every request the server handles must have, checked in one place (the guard in server.ts) before a
 * handler sees them: a request with other parameters is answered InvalidParams (-32602) with what is wrong, in our
 * words, instead of reaching a handler that would fail with a JavaScript error (InternalError, -32603).
 * Only what the handlers read is required; anything else a client sends is left alone.
 */

/** A check of one value: undefined when it is fine, else what is wrong with it (`\`position.line\` must be …`). */
type Check = (value: unknown, path: string) => string | undefined;

function shown(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return "a string";
  return `the ${typeof value} ${String(value)}`;
}

function wrong(path: string, expected: string, value: unknown): string {
  const name = path === "" ? "params" : `\`${path}\``;
  return value === undefined ? `${name} is missing (it must be ${expected})` : `${name} must be ${expected}, not ${shown(value)}`;
}

const at = (path: string, key: string): string => (path === "" ? key : `${path}.${key}`);

const string: Check = (value, path) => (typeof value === "string" ? undefined : wrong(path, "a string", value));
const count: Check = (value, path) => (Number.isInteger(value) && (value as number) >= 0 ? undefined : wrong(path, "a non-negative integer", value));
const positive: Check = (value, path) => (Number.isInteger(value) && (value as number) > 0 ? undefined : wrong(path, "a positive integer", value));
const array = (element: Check): Check => (value, path) => {
  if (!Array.isArray(value)) return wrong(path, "an array", value);
  for (const [index, item] of value.entries()) {
    const problem = element(item, `${path}[${index}]`);
    if (problem) return problem;
  }
  return undefined;
};
const anything: Check = () => undefined;
const object = (required: Record<string, Check>, optional: Record<string, Check> = {}): Check => (value, path) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return wrong(path, "an object", value);
  const record = value as Record<string, unknown>;
  for (const [key, check] of Object.entries(required)) {
    const problem = check(record[key], at(path, key));
    if (problem) return problem;
  }
  for (const [key, check] of Object.entries(optional)) {
    if (record[key] === undefined || record[key] === null) continue;
    const problem = check(record[key], at(path, key));
    if (problem) return problem;
  }
  return undefined;
};

const position = object({ line: count, character: count });
const textDocument = object({ uri: string });

/** Every request method the server handles, with the parameters it must have. */
export const REQUEST_PARAMS = {
  "textDocument/hover": object({ textDocument, position }),
  "textDocument/completion": object({ textDocument, position }),
  "textDocument/codeAction": object({ textDocument, range: object({ start: position, end: position }), context: object({ diagnostics: array(anything) }, { only: array(string) }) }),
  "textDocument/diagnostic": object({ textDocument }, { previousResultId: string }),
  "workspace/symbol": object({ query: string }),
  "gg/search": object({ query: string }, { limit: positive }),
} satisfies Record<string, Check>;

const integer: Check = (value, path) => (Number.isInteger(value) ? undefined : wrong(path, "an integer", value));
const anyObject: Check = (value, path) => (typeof value === "object" && value !== null && !Array.isArray(value) ? undefined : wrong(path, "an object", value));
const range = object({ start: position, end: position });

/**
 * The notifications the server reads, with the parameters they must have. A notification cannot be answered, so one
 * with other parameters is dropped before the connection sees it (and said so on stderr): a document opened with a
 * `text` that is no string would otherwise be kept, and fail every request on it afterwards.
 */
export const NOTIFICATION_PARAMS: Readonly<Record<string, Check>> = {
  "textDocument/didOpen": object({ textDocument: object({ uri: string, languageId: string, version: integer, text: string }) }),
  "textDocument/didChange": object({ textDocument: object({ uri: string, version: integer }), contentChanges: array(object({ text: string }, { range })) }),
  "textDocument/didClose": object({ textDocument }),
  "workspace/didChangeConfiguration": anyObject,
  "workspace/didChangeWatchedFiles": object({ changes: array(object({ uri: string, type: integer })) }),
};

/** What `initialize` must be given: the library reads `processId` and `capabilities` before any handler of ours runs. */
export const INITIALIZE_PARAMS: Check = object({ capabilities: anyObject }, { rootUri: string, workspaceFolders: array(object({ uri: string })) });

/** What is wrong with the parameters of a notification the server reads, or undefined (also for one it does not read). */
export function notificationProblem(method: string, params: unknown): string | undefined {
  return Object.hasOwn(NOTIFICATION_PARAMS, method) ? (NOTIFICATION_PARAMS[method] as Check)(params, "") : undefined;
}

/** What is wrong with the parameters of `initialize`, or undefined. */
export function initializeProblem(params: unknown): string | undefined {
  return INITIALIZE_PARAMS(params, "");
}

/** A method the server handles. */
export type RequestMethod = keyof typeof REQUEST_PARAMS;

/** What is wrong with a request's parameters, or undefined when the handler can read them. */
export function paramsProblem(method: RequestMethod, params: unknown): string | undefined {
  return REQUEST_PARAMS[method](params, "");
}
