/**
 * Deterministic limits, checked before any parser sees a program: its size in UTF-8 bytes and its nesting depth.
 * The same limits and the same scan as the gg checker's (`packages/checker/src/limits.ts`), so a too-large or
 * too-deep program gets the same verdict, at the same position, from ESLint as from the checker, the service and
 * the LSP — whatever the thread's stack size. (Both copies belong in one shared module; see the report of issue 4.)
 */

/** Size limit: 1 MiB of UTF-8. */
export const MAX_BYTES = 1024 * 1024;
/** Nesting limit of brackets, braces, parentheses and template substitutions. */
export const MAX_DEPTH = 500;

/** Which limit a program exceeds, and where (a UTF-16 offset). */
export type LimitBreach =
  | { readonly kind: "too_large"; readonly bytes: number; readonly limit: number }
  | { readonly kind: "too_deep"; readonly offset: number; readonly limit: number };

/** The first limit `source` exceeds, or undefined. */
export function checkLimits(source: string, maxBytes = MAX_BYTES, maxDepth = MAX_DEPTH): LimitBreach | undefined {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: count only when it could matter.
  if (source.length * 3 > maxBytes) {
    const bytes = Buffer.byteLength(source, "utf8");
    if (bytes > maxBytes) return { kind: "too_large", bytes, limit: maxBytes };
  }
  const offset = firstTooDeep(source, maxDepth);
  return offset === undefined ? undefined : { kind: "too_deep", offset, limit: maxDepth };
}

const enum Mode { Code, LineComment, BlockComment, Single, Double, Template, Regex, RegexClass }

const OPENERS = new Set(["(", "[", "{"]);
const CLOSERS = new Set([")", "]", "}"]);
// After these a `/` starts a regular expression rather than a division.
const REGEX_AFTER = new Set(["(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<", ">", "~", "^", ""]);
const REGEX_AFTER_WORDS = new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);
const LINE_ENDS = new Set(["\n", "\r", "\u2028", "\u2029"]);

/** Offset of the first opener deeper than `maxDepth`, skipping strings, comments, regular expressions and template text. */
export function firstTooDeep(source: string, maxDepth: number): number | undefined {
  let depth = 0;
  let mode: Mode = Mode.Code;
  const templateStack: number[] = []; // for each open `${`, the brace depth that closes it back into its template
  let braceDepth = 0;
  let lastSignificant = "";
  let lastWord = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    switch (mode) {
      case Mode.LineComment:
        if (LINE_ENDS.has(c)) mode = Mode.Code;
        continue;
      case Mode.BlockComment:
        if (c === "*" && source[i + 1] === "/") {
          mode = Mode.Code;
          i++;
        }
        continue;
      case Mode.Single:
      case Mode.Double:
        if (c === "\\") i++;
        else if ((c === "'" && mode === Mode.Single) || (c === '"' && mode === Mode.Double) || c === "\n") mode = Mode.Code;
        continue;
      case Mode.Regex:
        if (c === "\\") i++;
        else if (c === "[") mode = Mode.RegexClass;
        else if (c === "/" || c === "\n") mode = Mode.Code;
        continue;
      case Mode.RegexClass:
        if (c === "\\") i++;
        else if (c === "]") mode = Mode.Regex;
        else if (c === "\n") mode = Mode.Code;
        continue;
      case Mode.Template:
        if (c === "\\") i++;
        else if (c === "`") {
          mode = Mode.Code;
          lastSignificant = "`";
        } else if (c === "$" && source[i + 1] === "{") {
          i++;
          depth++;
          if (depth > maxDepth) return i - 1;
          braceDepth++;
          templateStack.push(braceDepth);
          mode = Mode.Code;
          lastSignificant = "{";
        }
        continue;
      case Mode.Code:
        break;
    }
    if (c === "/" && source[i + 1] === "/") {
      mode = Mode.LineComment;
      i++;
      continue;
    }
    if (c === "/" && source[i + 1] === "*") {
      mode = Mode.BlockComment;
      i++;
      continue;
    }
    if (c === " " || c === "\t" || c === "\n" || c === "\r") continue;
    if (c === "'" || c === '"') {
      mode = c === "'" ? Mode.Single : Mode.Double;
      lastSignificant = c;
      continue;
    }
    if (c === "`") {
      mode = Mode.Template;
      continue;
    }
    if (c === "/") {
      const regex = lastWord !== "" ? REGEX_AFTER_WORDS.has(lastWord) : REGEX_AFTER.has(lastSignificant);
      lastWord = "";
      if (regex) {
        mode = Mode.Regex;
        continue;
      }
      lastSignificant = "/";
      continue;
    }
    if (/[\w$]/.test(c)) {
      lastWord = lastSignificant === "w" ? lastWord + c : c;
      lastSignificant = "w";
      if (/\d/.test(c) && lastWord === c) lastWord = "0";
      continue;
    }
    lastWord = "";
    lastSignificant = c;
    if (OPENERS.has(c)) {
      depth++;
      if (depth > maxDepth) return i;
      if (c === "{") braceDepth++;
    } else if (CLOSERS.has(c)) {
      if (depth > 0) depth--;
      if (c === "}") {
        if (templateStack.length > 0 && templateStack[templateStack.length - 1] === braceDepth) {
          templateStack.pop();
          braceDepth--;
          mode = Mode.Template;
          continue;
        }
        if (braceDepth > 0) braceDepth--;
      }
    }
  }
  return undefined;
}

/** 1-based line and column of a UTF-16 offset, lines ending at \n, \r\n, \r, U+2028 and U+2029 (as ESLint counts them). */
export function positionOf(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\r" && source[i + 1] === "\n") continue;
    if (LINE_ENDS.has(c)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
