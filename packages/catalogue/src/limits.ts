/**
 * Deterministic limits, checked before any parser sees a program: its size in UTF-8 bytes and its nesting depth.
 * One module for the checker (and so the service and the LSP) and the ESLint plugin, so a too-large or too-deep
 * program gets the same verdict, the same code and text and the same position from each of them. The scan is
 * iterative: the verdict does not depend on the thread's stack size. No parser here: what needs a syntax tree
 * (the checker's syntax depth) stays with the package that has one.
 */

/** Default size limit: 1 MiB of UTF-8. */
export const DEFAULT_MAX_BYTES = 1024 * 1024;
/**
 * Default nesting limit of brackets, braces, parentheses and template substitutions. Why 100: at 500, nested
 * literals were checked differently by stack size (`f(f(…))` 450 deep overflows a 1 MB stack, passes on 4 MB) and
 * slowly (`[{a:[{a:…` 200 deep: 9 s; 300: no answer in 20 s). Measured on every bracket kind (array, object and
 * type literals, calls, generic calls with callbacks, parentheses, blocks, `${`): at 100 all get the same verdict
 * on a 1 MB and a 4 MB stack, each within 1 s (most within 0.3 s) on a loaded 2-core machine, and nested callbacks
 * first overflow 1 MB between 200 and 250; from about 128 TypeScript's own type relation depth (TS2321) and the
 * time start to bite. Real code nests far less: 8 in the guest corpus, 18 in TypeScript's own compiler.
 */
export const DEFAULT_MAX_DEPTH = 100;

/** The codes of the two limit findings: too large, too deep. */
export const LIMIT_CODES = { tooLarge: "GG9001", tooDeep: "GG9002" } as const;

/** The texts of the two limit findings (without their code), as the checker shows them. */
export const limitMessages = {
  /** GG9001. */
  tooLarge: (bytes: number, limit: number): string => `The program is ${bytes} bytes of UTF-8; the limit is ${limit} bytes.`,
  /** GG9002, for brackets, braces or parentheses. */
  tooDeep: (limit: number): string => `The program nests brackets, braces or parentheses more than ${limit} levels deep; the limit is ${limit}.`,
} as const;

/** Which limit a program exceeds, and where (a UTF-16 offset). */
export type LimitBreach =
  | { readonly kind: "too_large"; readonly bytes: number; readonly limit: number }
  | { readonly kind: "too_deep"; readonly offset: number; readonly limit: number };

/** The first limit `source` exceeds, or undefined. */
export function checkLimits(source: string, maxBytes = DEFAULT_MAX_BYTES, maxDepth = DEFAULT_MAX_DEPTH): LimitBreach | undefined {
  // A cheap bound first: UTF-8 takes at most 3 bytes per UTF-16 unit.
  if (source.length * 3 > maxBytes) {
    const bytes = Buffer.byteLength(source, "utf8");
    if (bytes > maxBytes) return { kind: "too_large", bytes, limit: maxBytes };
  }
  const offset = firstTooDeep(source, maxDepth);
  return offset === undefined ? undefined : { kind: "too_deep", offset, limit: maxDepth };
}

const enum Mode {
  Code,
  LineComment,
  BlockComment,
  Single,
  Double,
  Template,
  Regex,
  RegexClass,
}

const OPENERS = new Set(["(", "[", "{"]);
const CLOSERS = new Set([")", "]", "}"]);
// After these characters a `/` starts a regular expression rather than a division.
const REGEX_AFTER = new Set(["(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<", ">", "~", "^", ""]);
const REGEX_AFTER_WORDS = new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);
const LINE_ENDS = new Set(["\n", "\r", "\u2028", "\u2029"]);

/**
 * Offset of the first opener that goes deeper than `maxDepth`, or undefined. Strings, comments, regular
 * expressions and template literals are skipped; `${` inside a template counts as a level, as the parser's recursion does.
 */
export function firstTooDeep(source: string, maxDepth: number): number | undefined {
  let depth = 0;
  let mode: Mode = Mode.Code;
  // For each open `${`, the brace depth at which it closes back into its template.
  const templateStack: number[] = [];
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

/**
 * 1-based line and column of a UTF-16 offset in `source` as given, lines ending at \n, \r\n, \r, U+2028 and U+2029
 * (as ESLint and TypeScript count them), without parsing the (perhaps too deep) program.
 */
export function lineColumnOf(source: string, offset: number): { line: number; column: number } {
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
