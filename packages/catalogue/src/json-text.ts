// Parses the JSON text of a catalogue or grant, and says where each value of a valid document is (for editors).
// JSON.parse alone is not enough: it keeps the last of two equal keys in silence, its errors give an offset at best,
// and it gives no offsets. A strict scanner of our own reads the text first, so a syntax error is placed at the
// character where the text stops being JSON (however deep) and a duplicated key is named by its JSON path;
// JSON.parse then builds the value from text known to be valid.
import { element, member } from "./json-path.js";
import { problem } from "./messages.js";
import { bomLength, stripBom } from "./text/bom.js";
import { lineStarts, positionAt } from "./text/lines.js";
import type { Problem } from "./types.js";

/**
 * Every key written twice in one object of a text `JSON.parse` accepts (which keeps the last in silence), each named
 * by its JSON path and line and column; empty for a text without duplicates or that is not JSON.
 */
export function jsonDuplicateKeys(withBom: string): Problem[] {
  const text = stripBom(withBom);
  const scan = scanJson(text);
  if (scan.fault !== undefined || scan.duplicates.length === 0) return [];
  const lines = lineIndex(text);
  return scan.duplicates.map((d) => {
    const at = lines.at(d.offset);
    const first = lines.at(d.firstOffset);
    return { path: d.path, message: problem.duplicateJsonKey(d.key, at.line, at.column, first.line, first.column), line: at.line, column: at.column };
  });
}

/**
 * The parsed value, or its problems: the first syntax error, else every duplicated key, each with its 1-based
 * line and column. A leading byte order mark is ignored (RFC 8259 allows it; editors on Windows write one), and
 * columns count from the character after it.
 */
export function parseJsonText(withBom: string): { ok: true; value: unknown } | { ok: false; problems: Problem[] } {
  const text = stripBom(withBom);
  const scan = scanJson(text);
  const lines = lineIndex(text);
  if (scan.fault !== undefined) {
    const { line, column } = lines.at(scan.fault.offset);
    return { ok: false, problems: [{ path: "", message: problem.jsonSyntax(`${scan.fault.detail} at line ${line}, column ${column}`), line, column }] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    // The scanner accepts exactly JSON's grammar; this is the engine's own limit (a string too long to build).
    return { ok: false, problems: [{ path: "", message: problem.jsonSyntax(`not readable (${error instanceof Error ? error.message : String(error)})`), line: 1, column: 1 }] };
  }
  if (scan.duplicates.length === 0) return { ok: true, value };
  return { ok: false, problems: jsonDuplicateKeys(text) };
}

/** Where each value of a JSON text is: its JSON path (`operations[3].id`, `""` for the whole) → offsets, end exclusive. */
export type JsonRanges = ReadonlyMap<string, { readonly start: number; readonly end: number }>;

/**
 * The offsets of every value of a valid JSON text, by JSON path, counted in the text as given (a leading byte order
 * mark counts one), or undefined when the text is not valid JSON.
 */
export function jsonValueRanges(withBom: string): JsonRanges | undefined {
  const shift = bomLength(withBom);
  const ranges = new Map<string, { start: number; end: number }>();
  const scan = scanJson(stripBom(withBom), (path, start, end) => ranges.set(path, { start: start + shift, end: end + shift }));
  return scan.fault === undefined ? ranges : undefined;
}

interface SyntaxFault {
  readonly offset: number;
  readonly detail: string;
}

/** A key written twice in one object: the object's path, the key, where it is repeated and where it came first. */
interface DuplicateKey {
  readonly path: string;
  readonly key: string;
  readonly offset: number;
  readonly firstOffset: number;
}

/** An object or array being read: its members' keys so far (with their offsets), or its elements' count; where it starts. */
type Frame = ({ readonly keys: Map<string, number>; key: string } | { readonly keys: undefined; index: number }) & { readonly start: number };

class Fault extends Error {
  constructor(readonly fault: SyntaxFault) {
    super(fault.detail);
  }
}

/**
 * Reads the text with JSON's strict grammar (RFC 8259): the first fault, if any, and every duplicated key before
 * it. Iterative, with an explicit stack of the open objects and arrays: nesting costs memory, never the call
 * stack, so a fault a million levels deep is found where it is. Paths are built only for the duplicates, and for
 * every value when `onValue` asks where each one is.
 */
function scanJson(text: string, onValue?: (path: string, start: number, end: number) => void): { fault?: SyntaxFault; duplicates: DuplicateKey[] } {
  const duplicates: DuplicateKey[] = [];
  const stack: Frame[] = [];
  let i = 0;

  const stop = (expected: string): never => {
    const found = i >= text.length ? "unexpected end of input" : `unexpected ${shown(text.codePointAt(i) as number)}`;
    throw new Fault({ offset: i, detail: `${found}, expected ${expected}` });
  };
  const space = (): void => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = text.charCodeAt(++i));
  };
  const digits = (): void => {
    const c = text.charCodeAt(i);
    if (!(c >= 0x30 && c <= 0x39)) stop("a digit");
    while (text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
  };
  /** Past a string at i (a `"`); its raw text, quotes included. */
  const string = (): string => {
    const start = i;
    i++;
    for (;;) {
      if (i >= text.length) throw new Fault({ offset: i, detail: "unterminated string" });
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return text.slice(start, i);
      }
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) throw new Fault({ offset: i, detail: "invalid \\u escape" });
          i += 6;
        } else if (e !== undefined && `"\\/bfnrt`.includes(e)) i += 2;
        else throw new Fault({ offset: i, detail: "invalid escape in string" });
        continue;
      }
      if (c < 0x20) throw new Fault({ offset: i, detail: `control character ${shown(c)} in string` });
      i++;
    }
  };
  const literal = (word: string): void => {
    for (const expected of word) {
      if (text[i] !== expected) stop(JSON.stringify(word));
      i++;
    }
  };
  const number = (): void => {
    if (text[i] === "-") i++;
    if (text[i] === "0") i++;
    else digits();
    if (text[i] === ".") {
      i++;
      digits();
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      digits();
    }
  };
  /** Reads `"key" :` at i into the object frame, noting a key it already has. */
  const memberName = (frame: Frame & { keys: Map<string, number> }): void => {
    if (text[i] !== '"') stop("a double-quoted property name");
    const offset = i;
    const raw = string();
    const key = raw.includes("\\") ? (JSON.parse(raw) as string) : raw.slice(1, -1);
    const first = frame.keys.get(key);
    if (first === undefined) frame.keys.set(key, offset);
    else duplicates.push({ path: pathOf(stack, stack.length - 1), key, offset, firstOffset: first });
    frame.key = key;
    space();
    if (text[i] !== ":") stop('":"');
    i++;
  };

  try {
    for (;;) {
      // A value is expected at i.
      space();
      const start = i;
      const c = text[i];
      if (c === "{") {
        i++;
        space();
        if (text[i] === "}") i++;
        else {
          const frame = { keys: new Map<string, number>(), key: "", start };
          stack.push(frame);
          memberName(frame);
          continue;
        }
      } else if (c === "[") {
        i++;
        space();
        if (text[i] === "]") i++;
        else {
          stack.push({ keys: undefined, index: 0, start });
          continue;
        }
      } else if (c === '"') string();
      else if (c === "t") literal("true");
      else if (c === "f") literal("false");
      else if (c === "n") literal("null");
      else if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) number();
      else stop("a JSON value");
      onValue?.(pathOf(stack, stack.length), start, i);

      // A value ended: close what it completes, up to where the next value is expected.
      for (;;) {
        const frame = stack[stack.length - 1];
        space();
        if (frame === undefined) {
          if (i < text.length) stop("end of input");
          return { duplicates };
        }
        const close = frame.keys === undefined ? "]" : "}";
        if (text[i] === close) {
          stack.pop();
          i++;
          onValue?.(pathOf(stack, stack.length), frame.start, i);
          continue;
        }
        if (text[i] !== ",") stop(`"," or "${close}"`);
        i++;
        space();
        if (frame.keys === undefined) frame.index++;
        else memberName(frame);
        break;
      }
    }
  } catch (e) {
    if (e instanceof Fault) return { fault: e.fault, duplicates };
    throw e;
  }
}

/** The JSON path of the value open at `depth` of the stack: each enclosing frame's current key or index. */
function pathOf(stack: readonly Frame[], depth: number): string {
  let path = "";
  for (let k = 0; k < depth; k++) {
    const frame = stack[k] as Frame;
    path = frame.keys === undefined ? element(path, frame.index) : member(path, frame.key);
  }
  return path;
}

/** A character (a code point) as a problem quotes it: escaped when it would not be seen (a control, a BOM, a lone surrogate). */
function shown(code: number): string {
  const invisible = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfeff || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);
  return invisible ? `"\\u${code.toString(16).padStart(4, "0")}"` : JSON.stringify(String.fromCodePoint(code));
}

/** Line and column of offsets in the text, lines ending at "\n" (JSON's other whitespace does not end one). */
function lineIndex(text: string): { at(offset: number): { line: number; column: number } } {
  let starts: number[] | undefined;
  return {
    at(offset) {
      starts ??= lineStarts(text, "lf");
      const { line, character } = positionAt(starts, text.length, offset);
      return { line: line + 1, column: character + 1 };
    },
  };
}
