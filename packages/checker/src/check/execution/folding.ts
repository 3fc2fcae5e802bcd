/**
 * Folding constants as JavaScript computes them: a string method of constant text and arguments, arithmetic and
 * comparison of two constants. Pure functions, bounded in the text they build, shared by the questions the model
 * asks of values (`values.ts`) and of each element a test is run on (`element-tests.ts`).
 */
import { SyntaxKind } from "../../syntax/tree.js";

// String methods whose result a constant receiver and constant arguments fix (what they build is bounded: MAX_BUILT_TEXT).
export const STRING_METHODS: ReadonlySet<string> = new Set(["startsWith", "endsWith", "includes", "indexOf", "lastIndexOf", "toLowerCase", "toUpperCase", "trim", "trimStart", "trimEnd", "slice", "substring", "charAt", "at", "codePointAt", "charCodeAt", "concat", "normalize", "padStart", "padEnd", "repeat"]);

/** What a string method gives, as JavaScript computes it (every method here returns a string, number or boolean). */
export function stringMethod(text: string, method: string, args: readonly (string | number)[]): string | number | boolean | undefined {
  const [a, b] = args;
  switch (method) {
    case "startsWith":
      return text.startsWith(String(a), b === undefined ? undefined : Number(b));
    case "endsWith":
      return text.endsWith(String(a), b === undefined ? undefined : Number(b));
    case "includes":
      return text.includes(String(a), b === undefined ? undefined : Number(b));
    case "indexOf":
      return text.indexOf(String(a), b === undefined ? undefined : Number(b));
    case "lastIndexOf":
      return text.lastIndexOf(String(a), b === undefined ? undefined : Number(b));
    case "toLowerCase":
      return text.toLowerCase();
    case "toUpperCase":
      return text.toUpperCase();
    case "trim":
      return text.trim();
    case "trimStart":
      return text.trimStart();
    case "trimEnd":
      return text.trimEnd();
    case "slice":
      return text.slice(a === undefined ? undefined : Number(a), b === undefined ? undefined : Number(b));
    case "substring":
      return text.substring(Number(a ?? 0), b === undefined ? undefined : Number(b));
    case "charAt":
      return text.charAt(Number(a ?? 0));
    case "at":
      return text.at(Number(a ?? 0));
    case "codePointAt":
      return text.codePointAt(Number(a ?? 0));
    case "charCodeAt":
      return text.charCodeAt(Number(a ?? 0));
    case "concat":
      return boundedText(text.concat(...args.map(String)));
    case "normalize":
      return a === undefined || NORMAL_FORMS.has(String(a)) ? text.normalize(a === undefined ? undefined : String(a)) : undefined;
    case "padStart":
    case "padEnd": {
      // A length past what a program writes by hand is left unknown, never built.
      const length = Number(a ?? 0);
      if (!(length <= MAX_BUILT_TEXT)) return undefined;
      return method === "padStart" ? text.padStart(length, b === undefined ? undefined : String(b)) : text.padEnd(length, b === undefined ? undefined : String(b));
    }
    case "repeat": {
      const count = Number(a ?? 0);
      if (!Number.isInteger(count) || count < 0 || text.length * count > MAX_BUILT_TEXT) return undefined;
      return text.repeat(count);
    }
    default:
      return undefined;
  }
}

// The longest text folding builds by joining constants (`a + a`, a template, `concat`): longer is left unknown, so
// constants that double each other cannot make the checker build text of gigabytes.
const MAX_JOINED_TEXT = 65_536;

/** The text, where it is short enough to keep; undefined otherwise. */
export function boundedText(text: string): string | undefined {
  return text.length <= MAX_JOINED_TEXT ? text : undefined;
}

// The forms `normalize` takes (any other throws a RangeError: not folded).
const NORMAL_FORMS: ReadonlySet<string> = new Set(["NFC", "NFD", "NFKC", "NFKD"]);

// The longest text the model builds while folding (`padStart`, `repeat`).
export const MAX_BUILT_TEXT = 1024;

// Comparisons of two constants: their result is known.
export const COMPARISONS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.EqualsEqualsEqualsToken, SyntaxKind.ExclamationEqualsEqualsToken, SyntaxKind.EqualsEqualsToken, SyntaxKind.ExclamationEqualsToken,
  SyntaxKind.LessThanToken, SyntaxKind.GreaterThanToken, SyntaxKind.LessThanEqualsToken, SyntaxKind.GreaterThanEqualsToken,
]);

// Arithmetic and bitwise operators: two constants fix their result.
export const ARITHMETIC: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.PlusToken, SyntaxKind.MinusToken, SyntaxKind.AsteriskToken, SyntaxKind.SlashToken, SyntaxKind.PercentToken,
  SyntaxKind.AmpersandToken, SyntaxKind.BarToken, SyntaxKind.CaretToken, SyntaxKind.LessThanLessThanToken,
  SyntaxKind.GreaterThanGreaterThanToken, SyntaxKind.GreaterThanGreaterThanGreaterThanToken,
]);

/** What arithmetic of two constants gives, as JavaScript computes it (a string joined by `+`). */
export function arithmetic(op: SyntaxKind, a: string | number, b: string | number): string | number | undefined {
  if (op === SyntaxKind.PlusToken) return typeof a === "string" || typeof b === "string" ? boundedText(String(a) + String(b)) : a + b;
  if (typeof a !== "number" || typeof b !== "number") return undefined;
  switch (op) {
    case SyntaxKind.MinusToken:
      return a - b;
    case SyntaxKind.AsteriskToken:
      return a * b;
    case SyntaxKind.SlashToken:
      return a / b;
    case SyntaxKind.PercentToken:
      return a % b;
    case SyntaxKind.AmpersandToken:
      return a & b;
    case SyntaxKind.BarToken:
      return a | b;
    case SyntaxKind.CaretToken:
      return a ^ b;
    case SyntaxKind.LessThanLessThanToken:
      return a << b;
    case SyntaxKind.GreaterThanGreaterThanToken:
      return a >> b;
    default:
      return a >>> b;
  }
}

/** What a comparison of two constants gives, as JavaScript computes it. */
export function compare(op: SyntaxKind, a: string | number, b: string | number): boolean {
  switch (op) {
    case SyntaxKind.EqualsEqualsEqualsToken:
      return a === b;
    case SyntaxKind.ExclamationEqualsEqualsToken:
      return a !== b;
    // Loose equality of a string and a number compares them as numbers, as `==` does.
    case SyntaxKind.EqualsEqualsToken:
      return typeof a === typeof b ? a === b : Number(a) === Number(b);
    case SyntaxKind.ExclamationEqualsToken:
      return typeof a === typeof b ? a !== b : Number(a) !== Number(b);
    case SyntaxKind.LessThanToken:
      return typeof a === typeof b ? a < b : Number(a) < Number(b);
    case SyntaxKind.GreaterThanToken:
      return typeof a === typeof b ? a > b : Number(a) > Number(b);
    case SyntaxKind.LessThanEqualsToken:
      return typeof a === typeof b ? a <= b : Number(a) <= Number(b);
    default:
      return typeof a === typeof b ? a >= b : Number(a) >= Number(b);
  }
}

