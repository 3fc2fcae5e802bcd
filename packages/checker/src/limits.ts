/**
 * Deterministic limits, checked before TypeScript sees a program: its size in UTF-8 bytes and its nesting depth.
 * The depth scan is iterative, so a too-deep program gets the same verdict whatever the thread's stack size.
 * The syntax tree's depth is measured after parsing (iteratively too) and before binding and checking.
 */
import ts from "typescript";

/** Default size limit: 1 MiB of UTF-8. */
export const DEFAULT_MAX_BYTES = 1024 * 1024;
/** Default nesting limit of brackets, braces and parentheses. */
export const DEFAULT_MAX_DEPTH = 500;

/**
 * Default limit of the syntax tree's depth. Chains of calls (`a.f().f()…`) and operators (`s + s + …`) nest the
 * tree without brackets, and TypeScript's binder and checker recurse on it: 1000 levels stay well inside the
 * default stack of a Node thread (a 1000-link call chain, 2000 levels, overflows it).
 */
export const DEFAULT_MAX_SYNTAX_DEPTH = 1000;

/** Which limit a program exceeds, and where. */
export type LimitBreach =
  | { readonly kind: "too_large"; readonly bytes: number; readonly limit: number }
  | { readonly kind: "too_deep"; readonly offset: number; readonly limit: number }
  | { readonly kind: "too_deep_syntax"; readonly offset: number; readonly limit: number };

/** The first limit `source` exceeds, or undefined. */
export function checkLimits(source: string, maxBytes: number, maxDepth: number): LimitBreach | undefined {
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
        if (c === "\n" || c === "\r" || c === "\u2028" || c === "\u2029") mode = Mode.Code;
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

/** Start of the first node deeper than `maxDepth` in the parsed tree, or undefined. Iterative. */
export function firstTooDeepNode(source: ts.SourceFile, maxDepth: number): number | undefined {
  const stack: [ts.Node, number][] = [[source, 0]];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const [node, depth] = entry;
    if (depth > maxDepth) return node.getStart(source);
    ts.forEachChild(node, (child) => {
      stack.push([child, depth + 1]);
    });
  }
  return undefined;
}
