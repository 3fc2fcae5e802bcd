/**
 * Every user-facing text of the language server, in one place so they can be reviewed as a set.
 */
import { SDK } from "@gg/catalogue";

/** Shown once when a configured catalogue file cannot be used. */
export function catalogueBroken(path: string, details: string): string {
  return `gg: the catalogue ${path} cannot be used; keeping the previous one.\n${details}`;
}

/** Shown when the workspace's gg.config.json cannot be used (each problem names the file and the key). */
export function configBroken(details: string): string {
  return `gg: gg.config.json cannot be used; keeping the settings in force.\n${details}`;
}

/** Shown once when a configured grant file cannot be used. */
export function grantBroken(path: string, details: string): string {
  return `gg: the grant ${path} cannot be used; keeping the previous one.\n${details}`;
}

/** Shown when a setting has a value of the wrong type: it is ignored, and the one in force is kept. */
export function settingIgnored(name: string, expected: string, value: unknown): string {
  const shown = typeof value === "string" ? JSON.stringify(value) : Array.isArray(value) ? "an array" : typeof value === "object" ? "an object" : String(value);
  return `gg: the setting ${name === "the settings" ? "object" : `\`${name}\``} must be ${expected}, not ${shown}; it is ignored.`;
}

/** A lint rule crashed on a document (a bug in a rule, never the program's fault). */
export function lintCrashed(detail: string): string {
  return `gg: the lint rules could not run on this document: ${detail}`;
}

/** The checker crashed on a document. */
export function checkCrashed(detail: string): string {
  return `gg: the checker could not run on this document: ${detail}`;
}

/** A diagnostic for a check stopped at the checker thread's limits: the program's verdict is unknown, not clean. */
export function checkStopped(detail: string): string {
  return `The checker could not finish this program (${detail}): its findings are missing; only the lint rules' are shown.`;
}

/** The error a request before `initialize` gets. */
export const notInitialized = "The gg language server has not been initialized.";

/** The error a request after `shutdown` gets. */
export const shutDown = "The gg language server is shutting down.";

/** The error a request cancelled by the client gets. */
export const cancelled = "The request was cancelled.";

/** The error a stale request gets when a newer version of its document arrived. */
export const superseded = "The document changed; ask again.";

/** A request whose parameters the method does not take: which method, and what is wrong. */
export function invalidParams(method: string, problem: string): string {
  return `Invalid parameters for ${method}: ${problem}.`;
}

/** Said on stderr when a notification is dropped for its parameters (a notification has no answer to carry it). */
export function notificationDropped(method: string, problem: string): string {
  return `gg-lsp: ignored ${method}: ${problem}.`;
}

/** The error a second `initialize` gets. */
export const alreadyInitialized = "The gg language server is already initialized; initialize may be sent once.";

/** The error a request for a method the server does not have gets. */
export function methodNotFound(method: string): string {
  return `The gg language server has no method ${JSON.stringify(method)}.`;
}

/** Hover title of the gg root. */
export const rootTitle = "`gg` — the host SDK. Namespaces:";

/** Hover text of the failure class. */
export const failureDoc =
  "Every failed gg call raises it. `code` is a failure code (`unavailable` for a refusal), " +
  "`operation` the key of the operation the program reached for, `message` what went wrong in the program's own spelling.";

/** Hover text of the failure-code union type. */
export const failureCodeDoc = "The failure codes a gg call can fail with.";

/** Hover text of the operation-key union type. */
export const operationKeyDoc = `The keys of every operation: what \`${SDK.failure}.operation\` carries.`;

/** Heading of the lines a namespace buys. */
export const importHeading = "Import line:";

/** Completion detail of a namespace. */
export function namespaceDetail(count: number): string {
  return `gg namespace, ${count} ${count === 1 ? "function" : "functions"}`;
}

/** Title of the quick fix applying an ESLint fix. */
export function fixTitle(description: string): string {
  return `gg: ${description}`;
}

/** Title of a rule's own fix, which has no description of its own: the finding's message says what it fixes. */
export function autoFixTitle(message: string): string {
  return `gg: fix: ${message}`;
}

/** After a catalogue change: how many open programs changed verdict, and which (a few by name). */
export function verdictsChanged(compared: number, changes: readonly { readonly uri: string; readonly before: string; readonly after: string }[]): string {
  const of = `${changes.length} of ${compared} open ${compared === 1 ? "program" : "programs"}`;
  if (changes.length === 0) return `The gg catalogue changed: ${of} changed verdict.`;
  const named = changes.slice(0, 5).map((c) => `${decodeURIComponent(c.uri.slice(c.uri.lastIndexOf("/") + 1))} ${c.before} → ${c.after}`);
  return `The gg catalogue changed: ${of} changed verdict (${named.join(", ")}${changes.length > 5 ? ", …" : ""}).`;
}
