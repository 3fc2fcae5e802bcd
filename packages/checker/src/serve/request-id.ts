/**
 * The id of a `serve` request as the JSON text the host wrote, so an answer carries it back byte for byte: a
 * number is never rounded through a double (`12345678901234567890`, `1e3`, `-0`, `1.50` come back as written) and a
 * string keeps its escapes. Read from a line that parses, and also from one that does not (not JSON, not UTF-8, cut
 * short because too long): whenever the id can be read, the host gets an answer it can match.
 *
 * The rule, the same on every path: the id is the value of the **last** top-level `"id"` member read before the
 * line stops being JSON, if that member is complete (its value followed by `,` or `}`) and its value is a string,
 * a number or `null` written as JSON. "Last" is what `JSON.parse` takes from `{"id":1,"id":2}` (such a request is refused, under that id). Structure is read
 * strictly, so nothing after the first structural fault is trusted; the contents of strings other than the id's
 * are not checked (a raw control character, a bad escape or bytes that are not UTF-8 inside `source` cannot move
 * where that string ends, so they hide nothing that follows).
 */

/** A request id as its JSON text, exactly as the host wrote it (`"job-1"`, `12345678901234567890`, `null`). */
export type RequestIdJson = string;

/** The id of an answer to a line whose id could not be read. */
export const NO_ID: RequestIdJson = "null";

// A JSON number, strictly (RFC 8259): no leading zeros, no "+", no bare ".5".
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WHOLE_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
// A character on its own outside a surrogate pair: it could not be written as UTF-8 unchanged.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// The longest key text that can still mean "id" once unescaped: "\u0069\u0064".
const LONGEST_ID_KEY = 14;

/** The id's JSON text from a request line, or `NO_ID` when it cannot be read (see the rule above). */
export function requestIdJson(line: string): RequestIdJson {
  const span = lastIdSpan(line);
  return span === undefined ? NO_ID : (idJsonOf(line.slice(span.start, span.end)) ?? NO_ID);
}

/**
 * The same from the raw bytes of a line that is not valid UTF-8, or of the first bytes of a line too long to hold.
 * JSON's structure is ASCII and a byte below 0x80 is that ASCII character whatever surrounds it, so the bytes are
 * scanned one character per byte (latin1); the id's own bytes must then be valid UTF-8, or it is not read.
 */
export function requestIdJsonFromBytes(bytes: Uint8Array): RequestIdJson {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const span = lastIdSpan(buffer.toString("latin1"));
  if (span === undefined) return NO_ID;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(buffer.subarray(span.start, span.end));
  } catch {
    return NO_ID;
  }
  return idJsonOf(text) ?? NO_ID;
}

/** The JSON text of an id of the right type, or undefined (an object, an array, a boolean, a malformed string). */
function idJsonOf(raw: string): RequestIdJson | undefined {
  if (raw === "null" || WHOLE_NUMBER.test(raw)) return raw;
  if (!raw.startsWith('"')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  // Only reachable through the library with a JS string: an answer is written as UTF-8, which a lone surrogate is
  // not, so such an id is re-serialised with the surrogate escaped (the same string to any JSON reader).
  return LONE_SURROGATE.test(raw) ? JSON.stringify(value) : raw;
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** The span of the last complete top-level `"id"` member's value read before the text stops being JSON. */
function lastIdSpan(text: string): Span | undefined {
  let last: Span | undefined;
  let i = skipSpace(text, 0);
  if (text[i] !== "{") return undefined;
  i = skipSpace(text, i + 1);
  if (text[i] === "}") return undefined;
  for (;;) {
    if (text[i] !== '"') return last;
    const keyStart = i;
    i = skipString(text, i);
    if (i < 0) return last;
    const isId = isIdKey(text.slice(keyStart, i));
    i = skipSpace(text, i);
    if (text[i] !== ":") return last;
    const start = skipSpace(text, i + 1);
    const end = skipValue(text, start);
    if (end < 0) return last;
    i = skipSpace(text, end);
    const next = text[i];
    if (next !== "," && next !== "}") return last;
    if (isId) last = { start, end };
    if (next === "}") return last;
    i = skipSpace(text, i + 1);
  }
}

function isIdKey(raw: string): boolean {
  if (raw === '"id"') return true;
  if (raw.length > LONGEST_ID_KEY || !raw.includes("\\")) return false;
  try {
    return JSON.parse(raw) === "id";
  } catch {
    return false;
  }
}

function skipSpace(text: string, from: number): number {
  let i = from;
  for (;;) {
    const c = text.charCodeAt(i);
    // JSON's four: space, tab, line feed, carriage return.
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return i;
    i++;
  }
}

/** The index after the string starting at `from` (a `"`), or -1 when it does not end; `\` takes the next character. */
function skipString(text: string, from: number): number {
  let i = from + 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    i = quote + 1;
  }
}

/**
 * The index after the JSON value starting at `from`, or -1 at the first structural fault. Iterative, with a stack
 * of the closing brackets awaited: a line nested a million deep costs memory in proportion, never the call stack.
 */
function skipValue(text: string, from: number): number {
  const closers: string[] = [];
  let i = from;
  for (;;) {
    // A value is expected at i.
    i = skipSpace(text, i);
    const c = text[i];
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      i = skipSpace(text, i + 1);
      if (text[i] === close) i++;
      else {
        closers.push(close);
        if (close === "}") {
          i = skipMemberName(text, i);
          if (i < 0) return -1;
        }
        continue;
      }
    } else if (c === '"') {
      i = skipString(text, i);
      if (i < 0) return -1;
    } else if (c === "t" || c === "f" || c === "n") {
      const word = c === "t" ? "true" : c === "f" ? "false" : "null";
      if (!text.startsWith(word, i)) return -1;
      i += word.length;
    } else {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return -1;
      i = NUMBER.lastIndex;
    }
    // A value ended: close what it completes, up to the next value expected.
    for (;;) {
      const close = closers[closers.length - 1];
      if (close === undefined) return i;
      i = skipSpace(text, i);
      if (text[i] === close) {
        closers.pop();
        i++;
        continue;
      }
      if (text[i] !== ",") return -1;
      i = skipSpace(text, i + 1);
      if (close === "}") {
        i = skipMemberName(text, i);
        if (i < 0) return -1;
      }
      break;
    }
  }
}

/** Past `"name" :` at `from`, or -1. */
function skipMemberName(text: string, from: number): number {
  if (text[from] !== '"') return -1;
  const end = skipString(text, from);
  if (end < 0) return -1;
  const colon = skipSpace(text, end);
  return text[colon] === ":" ? colon + 1 : -1;
}
