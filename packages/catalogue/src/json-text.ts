// Parses JSON text; on a syntax error, locates it by line and column (V8's messages give an offset at best); and
// says where in the text each value of a valid document is (JSON.parse gives no offsets).
import { element, member } from "./json-path.js";
import { problem } from "./messages.js";
import { bomLength, stripBom } from "./text/bom.js";
import type { Problem } from "./types.js";

/**
 * The parsed value, or the first syntax error with its 1-based line and column. A leading byte order mark is
 * ignored (RFC 8259 allows it; editors on Windows write one), and columns count from the character after it.
 */
export function parseJsonText(withBom: string): { ok: true; value: unknown } | { ok: false; problem: Problem } {
  const text = stripBom(withBom);
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const found = locateSafely(text, error);
    const { line, column } = lineColumn(text, found.offset);
    return { ok: false, problem: { path: "", message: problem.jsonSyntax(`${found.detail} at line ${line}, column ${column}`), line, column } };
  }
}

/** Where each value of a JSON text is: its JSON path (`operations[3].id`, `""` for the whole) → offsets, end exclusive. */
export type JsonRanges = ReadonlyMap<string, { readonly start: number; readonly end: number }>;

/**
 * The offsets of every value of a valid JSON text, by JSON path, counted in the text as given (a leading byte order
 * mark counts one), or undefined when the text is not valid JSON or nests too deeply for the walker.
 */
export function jsonValueRanges(withBom: string): JsonRanges | undefined {
  const shift = bomLength(withBom);
  const text = stripBom(withBom);
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  const ranges = new Map<string, { start: number; end: number }>();
  try {
    const fault = walkJson(text, (path, start, end) => ranges.set(path, { start: start + shift, end: end + shift }));
    return fault === undefined ? ranges : undefined;
  } catch {
    return undefined;
  }
}

/** The walker recurses per nesting level; past the stack it falls back on the offset V8 gives, if any. */
function locateSafely(text: string, error: unknown): SyntaxFault {
  try {
    // JSON.parse refused what the grammar accepts: report the start rather than invent a place.
    return walkJson(text) ?? { offset: 0, detail: "not valid JSON" };
  } catch {
    const position = /at position (\d+)/.exec(error instanceof Error ? error.message : "");
    return { offset: position ? Number(position[1]) : 0, detail: "not valid JSON (nested too deeply to say more)" };
  }
}

interface SyntaxFault {
  readonly offset: number;
  readonly detail: string;
}

class Fault extends Error {
  constructor(readonly fault: SyntaxFault) {
    super(fault.detail);
  }
}

/** Walks the text with a strict JSON grammar and returns where it first goes wrong, telling `onValue` where each value is. */
function walkJson(text: string, onValue?: (path: string, start: number, end: number) => void): SyntaxFault | undefined {
  let i = 0;
  const describe = (): string => (i >= text.length ? "unexpected end of input" : `unexpected ${shown(text.charCodeAt(i))}`);
  const stop = (expected: string): never => {
    throw new Fault({ offset: i, detail: `${describe()}, expected ${expected}` });
  };
  const ws = (): void => {
    while (i < text.length && " \t\n\r".includes(text[i] as string)) i++;
  };
  const literal = (word: string): void => {
    if (text.startsWith(word, i)) i += word.length;
    else stop("a JSON value");
  };
  const str = (): void => {
    i++;
    for (;;) {
      if (i >= text.length) throw new Fault({ offset: i, detail: "unterminated string" });
      const c = text[i] as string;
      if (c === '"') {
        i++;
        return;
      }
      if (c === "\\") {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) throw new Fault({ offset: i, detail: "invalid \\u escape" });
          i += 6;
        } else if (e !== undefined && `"\\/bfnrt`.includes(e)) i += 2;
        else throw new Fault({ offset: i, detail: "invalid escape in string" });
        continue;
      }
      if (c < " ") throw new Fault({ offset: i, detail: "control character in string" });
      i++;
    }
  };
  const num = (): void => {
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i));
    if (!m || m[0] === "-") stop("a JSON value");
    i += (m as RegExpExecArray)[0].length;
  };
  const value = (path: string): void => {
    ws();
    const start = i;
    valueAt(path);
    onValue?.(path, start, i);
  };
  const valueAt = (path: string): void => {
    const c = text[i];
    if (c === "{") {
      i++;
      ws();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') stop("a double-quoted property name");
        const keyStart = i;
        str();
        const key = onValue ? (JSON.parse(text.slice(keyStart, i)) as string) : "";
        ws();
        if (text[i] !== ":") stop('":"');
        i++;
        value(member(path, key));
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return;
        }
        stop('"," or "}"');
      }
    } else if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (let index = 0; ; index++) {
        value(element(path, index));
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return;
        }
        stop('"," or "]"');
      }
    } else if (c === '"') str();
    else if (c === "t") literal("true");
    else if (c === "f") literal("false");
    else if (c === "n") literal("null");
    else if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) num();
    else stop("a JSON value");
  };
  try {
    value("");
    ws();
    if (i < text.length) stop("end of input");
    return undefined;
  } catch (e) {
    if (e instanceof Fault) return e.fault;
    throw e;
  }
}

/** A character as a problem quotes it: escaped when it would not be seen (a control, a BOM, a lone surrogate). */
function shown(code: number): string {
  const invisible = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfeff || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);
  return invisible ? `"\\u${code.toString(16).padStart(4, "0")}"` : JSON.stringify(String.fromCharCode(code));
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let k = 0; k < offset && k < text.length; k++) {
    if (text[k] === "\n") {
      line++;
      start = k + 1;
    }
  }
  return { line, column: offset - start + 1 };
}
