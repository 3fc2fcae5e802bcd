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

/**
 * The guest's global object, whole: ECMAScript 2023's (its value properties, functions, constructors and namespace
 * objects, Annex B's `escape` and `unescape` included) and the guest's `console` and `gg`. Any other name is no global
 * in the guest unless the program sets it, so a test of it (`typeof define === "function"`) is constant there.
 */
export const GUEST_GLOBALS: ReadonlySet<string> = new Set([
  "globalThis", "Infinity", "NaN", "undefined", "eval", "isFinite", "isNaN", "parseFloat", "parseInt", "decodeURI",
  "decodeURIComponent", "encodeURI", "encodeURIComponent", "escape", "unescape", "AggregateError", "Array", "ArrayBuffer",
  "BigInt", "BigInt64Array", "BigUint64Array", "Boolean", "DataView", "Date", "Error", "EvalError", "FinalizationRegistry",
  "Float32Array", "Float64Array", "Function", "Int8Array", "Int16Array", "Int32Array", "Map", "Number", "Object", "Promise",
  "Proxy", "RangeError", "ReferenceError", "RegExp", "Set", "SharedArrayBuffer", "String", "Symbol", "SyntaxError",
  "TypeError", "Uint8Array", "Uint8ClampedArray", "Uint16Array", "Uint32Array", "URIError", "WeakMap", "WeakRef", "WeakSet",
  "Atomics", "JSON", "Math", "Reflect", "console", "gg",
]);

/** What a name is as a global of the guest: one it lacks, or what `typeof` says of it. */
export type GuestGlobal = "absent" | "object" | "function" | "number" | "undefined";

/** What the guest's global `name` is (see `GuestGlobal`). */
export function guestGlobal(name: string): GuestGlobal {
  return GUEST_GLOBALS.has(name) ? (GUEST_GLOBAL_KINDS.get(name) ?? "function") : "absent";
}

/** What `typeof` says of each of the guest's globals that is no function: the rest are functions (constructors among them). */
export const GUEST_GLOBAL_KINDS: ReadonlyMap<string, "object" | "number" | "undefined"> = new Map([
  ["globalThis", "object"], ["Atomics", "object"], ["JSON", "object"], ["Math", "object"], ["Reflect", "object"], ["console", "object"], ["gg", "object"],
  ["Infinity", "number"], ["NaN", "number"], ["undefined", "undefined"],
]);

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
