/**
 * The nesting scan: one pass over a program's text that knows what is code and what is a string, a template, a
 * comment or a regular expression, and which brackets are open. Iterative, so no program can overflow the stack of
 * the thread that scans it; no parser, so it runs on text no parser has accepted yet. It finds where a program
 * nests too deep (the limit every surface shares) and what would close everything still open at the end of a text
 * (how the LSP reads a document that is still being typed).
 */

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
const CLOSER_OF: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}", "${": "}`" };
// After these characters a `/` starts a regular expression rather than a division.
const REGEX_AFTER = new Set(["(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<", ">", "~", "^", ""]);
const REGEX_AFTER_WORDS = new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);
const LINE_ENDS = new Set(["\n", "\r", "\u2028", "\u2029"]);
// One more than the longest word of REGEX_AFTER_WORDS (`instanceof`).
const WORD_CAP = 11;

/** A character of `[\w$]`: an ASCII letter or digit, `_` or `$`. */
function isWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 36;
}

/** Where a scan ended: what is open there. */
interface ScanEnd {
  /** The offset of the first opener deeper than the limit, if the scan stopped there. */
  readonly tooDeep: number | undefined;
  readonly mode: Mode;
  /** The open brackets and template substitutions (`${`), outermost first. */
  readonly open: readonly string[];
}

function scan(source: string, maxDepth: number): ScanEnd {
  let mode: Mode = Mode.Code;
  const open: string[] = [];
  // For each open `${`, the brace depth at which it closes back into its template.
  const templateStack: number[] = [];
  let braceDepth = 0;
  let lastSignificant = "";
  // The word just read (a run of word characters, across whitespace and comments), kept as char codes: only words
  // of REGEX_AFTER_WORDS matter, and building every identifier of the program as a string costs most of the scan.
  // Its length is WORD_CAP once it is longer than any of those words.
  const word = new Uint16Array(WORD_CAP);
  let wordLength = 0;
  const stop = (at: number): ScanEnd => ({ tooDeep: at, mode, open });
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
          open.push("${");
          if (open.length > maxDepth) return stop(i - 1);
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
      const regex = wordLength > 0 ? wordLength < WORD_CAP && REGEX_AFTER_WORDS.has(String.fromCharCode(...word.subarray(0, wordLength))) : REGEX_AFTER.has(lastSignificant);
      wordLength = 0;
      if (regex) {
        mode = Mode.Regex;
        continue;
      }
      lastSignificant = "/";
      continue;
    }
    const code = source.charCodeAt(i);
    if (isWordCode(code)) {
      if (lastSignificant !== "w") wordLength = 0;
      // A word that starts with a digit is a number, never one of REGEX_AFTER_WORDS: "0" stands for it.
      if (wordLength === 0 && code >= 48 && code <= 57) word[wordLength++] = 48;
      else if (wordLength < WORD_CAP) word[wordLength++] = code;
      lastSignificant = "w";
      continue;
    }
    wordLength = 0;
    lastSignificant = c;
    if (OPENERS.has(c)) {
      open.push(c);
      if (open.length > maxDepth) return stop(i);
      if (c === "{") braceDepth++;
    } else if (CLOSERS.has(c)) {
      if (c === "}" && templateStack.length > 0 && templateStack[templateStack.length - 1] === braceDepth) {
        templateStack.pop();
        braceDepth--;
        open.pop();
        mode = Mode.Template;
        continue;
      }
      open.pop();
      if (c === "}" && braceDepth > 0) braceDepth--;
    }
  }
  return { tooDeep: undefined, mode, open };
}

/**
 * Offset of the first opener that goes deeper than `maxDepth`, or undefined. Strings, comments, regular expressions
 * and template literals are skipped; `${` inside a template counts as a level, as the parser's recursion does.
 */
export function firstTooDeep(source: string, maxDepth: number): number | undefined {
  return scan(source, maxDepth).tooDeep;
}

/**
 * The text that closes whatever is open at the end of `source`: the string, template, comment or regular expression
 * it ends in, then every bracket still open, innermost first (`f(gg.files.` → `)`, `e.operation === "re` → `"`).
 * Appended to a document cut at the cursor, it gives a parser a text it can read as far as the cursor.
 */
export function closingText(source: string): string {
  const end = scan(source, Number.POSITIVE_INFINITY);
  const head =
    end.mode === Mode.LineComment ? "\n"
    : end.mode === Mode.BlockComment ? "*/"
    : end.mode === Mode.Single ? "'"
    : end.mode === Mode.Double ? '"'
    : end.mode === Mode.Template ? "`"
    : end.mode === Mode.Regex ? "/"
    : end.mode === Mode.RegexClass ? "]/"
    : "";
  return head + [...end.open].reverse().map((opener) => CLOSER_OF[opener] ?? "").join("");
}
