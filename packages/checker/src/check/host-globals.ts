/**
 * Globals of other hosts (Node, Bun, Deno, browsers) and of their runtimes' libraries (timers, `URL`, `fetch`) that
 * the guest never has: it runs ECMAScript 2023 with `console` and `gg` alone. One list, for the messages that name
 * the host a program was written for, and for the execution model, to which a test of one (`typeof process !==
 * "undefined"`) is constant in the guest.
 */
import type { MissingHost } from "../messages.js";

/** Each global the guest lacks, with the host it comes from. */
export const HOST_GLOBALS: ReadonlyMap<string, MissingHost> = new Map([
  ...["process", "require", "module", "exports", "__dirname", "__filename", "global", "Buffer", "setImmediate", "clearImmediate"].map((n) => [n, "node"] as const),
  ...["Bun"].map((n) => [n, "bun"] as const),
  ...["window", "self", "document", "navigator", "location", "localStorage", "sessionStorage", "alert", "HTMLElement", "Element", "Event", "Response", "Request", "Headers", "XMLHttpRequest"].map(
    (n) => [n, "dom"] as const,
  ),
  ...["setTimeout", "setInterval", "clearTimeout", "clearInterval", "queueMicrotask", "structuredClone", "URL", "URLSearchParams", "TextEncoder", "TextDecoder", "atob", "btoa", "crypto", "performance", "AbortController", "Blob", "fetch"].map(
    (n) => [n, "lib"] as const,
  ),
]);

/**
 * Globals TypeScript's ES2023 library declares that the guest does not have: `Intl`, the internationalisation API,
 * is ECMA-402, a standard of its own beside ECMAScript (ECMA-262), and the guest's engine is built without it.
 */
export const LIBRARY_ONLY_GLOBALS: ReadonlySet<string> = new Set(["Intl"]);

/** Every global the guest lacks that a program may test for: the hosts' above, Deno's namespace, and `Intl`. */
export const GUEST_LACKS: ReadonlySet<string> = new Set([...HOST_GLOBALS.keys(), "Deno", ...LIBRARY_ONLY_GLOBALS]);

/**
 * Members the guest's engine has that TypeScript's library does not declare: Annex B's `Date` methods, and the stack
 * controls engines of the kind keep on `Error`. A program that uses one runs, so a finding on one is no certain
 * failure. Keyed by the library's name for the type that lacks them (`ErrorConstructor` is `Error`'s own).
 */
export const ENGINE_MEMBERS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["ErrorConstructor", new Set(["captureStackTrace", "stackTraceLimit", "prepareStackTrace"])],
  ["Date", new Set(["getYear", "setYear", "toGMTString"])],
]);
