/**
 * Suppression directives are the checker's to evaluate: the compiler sees them disarmed, and the checker honours
 * `@ts-ignore`, `@ts-expect-error` and `@ts-nocheck` as TypeScript would for uncertain findings, but never over a
 * failure that is certain at run time (see result.ts).
 */
import { createScanner, getLeadingCommentRanges, SyntaxKind } from "../syntax/ast.js";
import { createLines } from "./positions.js";
import { childrenOf } from "../syntax/tree.js";
import type { Node, SourceFile } from "../syntax/tree.js";

/** A suppression directive as TypeScript would honour it. */
export interface Directive {
  readonly kind: "ts-ignore" | "ts-expect-error" | "ts-nocheck";
  /** The comment holding it. */
  readonly start: number;
  readonly length: number;
  /** 0-based line TypeScript keys a line directive by (the line its comment ends on). */
  readonly line: number;
}

/** The program text with every directive word in a comment disarmed, and the directives TypeScript would have honoured. */
export interface Neutralised {
  readonly text: string;
  readonly directives: readonly Directive[];
}

/** Whether the text may hold a directive at all: most programs hold none, and need no scan. */
export function mayHoldDirectives(text: string): boolean {
  return /@ts-(ignore|expect-error|nocheck)/i.test(text);
}

const DIRECTIVE_WORD = /@ts-(ignore|expect-error|nocheck)/gi;
// TypeScript's own recognisers: a line directive starts its comment; @ts-nocheck is a pragma of the file's leading `//` comments.
const SINGLE_LINE = /^\/\/+\s*@(ts-expect-error|ts-ignore)/;
const MULTI_LINE = /^(?:\/|\*)*\s*@(ts-expect-error|ts-ignore)/;
const PRAGMA = /^\/\/\/?\s*@ts-(nocheck|check)(?![\w-])/i;

/** A comment of the program's text. */
interface Comment {
  readonly pos: number;
  readonly end: number;
  readonly kind: SyntaxKind.SingleLineCommentTrivia | SyntaxKind.MultiLineCommentTrivia;
}

/**
 * Disarms every directive word inside a comment (same length, so every position stays put) and lists the
 * directives TypeScript would have honoured in the original text.
 */
export function neutraliseDirectives(tree: SourceFile, text: string): Neutralised {
  if (!mayHoldDirectives(text)) return { text, directives: [] };
  const lines = createLines(text);
  const comments = commentsOf(tree, text);
  const directives: Directive[] = [];
  // Built piece by piece: a program may hold thousands of directive comments.
  const pieces: string[] = [];
  let copied = 0;
  for (const c of comments) {
    const body = text.slice(c.pos, c.end);
    DIRECTIVE_WORD.lastIndex = 0;
    if (!DIRECTIVE_WORD.test(body)) continue;
    pieces.push(text.slice(copied, c.pos), body.replace(DIRECTIVE_WORD, (m) => `@ts_${m.slice(4)}`));
    copied = c.end;
    // TypeScript reads a block comment's directive on its last line only (`/* note\n @ts-ignore */` holds one).
    const match = c.kind === SyntaxKind.SingleLineCommentTrivia ? SINGLE_LINE.exec(body) : MULTI_LINE.exec(lastLine(body));
    if (match !== null) {
      directives.push({ kind: match[1] as "ts-ignore" | "ts-expect-error", start: c.pos, length: c.end - c.pos, line: lines.at(c.end).line });
    }
  }
  // The last of the file's leading @ts-check/@ts-nocheck pragmas decides, as in TypeScript.
  let pragma: Directive | undefined;
  for (const c of getLeadingCommentRanges(text, 0) ?? []) {
    if (c.kind !== SyntaxKind.SingleLineCommentTrivia) continue;
    const m = PRAGMA.exec(text.slice(c.pos, c.end));
    if (m === null) continue;
    pragma = m[1]?.toLowerCase() === "nocheck" ? { kind: "ts-nocheck", start: c.pos, length: c.end - c.pos, line: lines.at(c.pos).line } : undefined;
  }
  if (pragma !== undefined) directives.push(pragma);
  pieces.push(text.slice(copied));
  return { text: pieces.join(""), directives };
}

/**
 * Every comment of the file. Between the code nodes of the tree there are only tokens and trivia (a string, a
 * template, a regular expression or JSX text is a node of its own), so scanning those gaps finds the comments and
 * nothing that only looks like one.
 */
function commentsOf(tree: SourceFile, text: string): Comment[] {
  const found: Comment[] = [];
  const scanner = createScanner(false);
  const scan = (from: number, to: number, stopAtToken: boolean): void => {
    if (to <= from) return;
    scanner.setText(text, from, to - from);
    for (let kind = scanner.scan(); kind !== SyntaxKind.EndOfFile; kind = scanner.scan()) {
      if (kind === SyntaxKind.SingleLineCommentTrivia || kind === SyntaxKind.MultiLineCommentTrivia) {
        found.push({ pos: scanner.getTokenFullStart(), end: scanner.getTokenEnd(), kind });
      } else if (stopAtToken && !isTrivia(kind)) return;
    }
  };
  const stack: Node[] = [tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const children = childrenOf(node);
    if (children.length === 0) {
      // A token node: its leading trivia, up to the token itself.
      scan(node.pos, node.end, true);
      continue;
    }
    let at = node.pos;
    for (const child of children) {
      scan(at, child.pos, false);
      at = Math.max(at, child.end);
    }
    scan(at, node.end, false);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
  }
  return found.sort((a, b) => a.pos - b.pos);
}

function isTrivia(kind: SyntaxKind): boolean {
  return kind >= SyntaxKind.FirstTriviaToken && kind <= SyntaxKind.LastTriviaToken;
}

/** The text after a comment's last line break (all of it when it has none). */
function lastLine(body: string): string {
  const breaks = /[\n\r\u2028\u2029]/g;
  let start = 0;
  for (let m = breaks.exec(body); m !== null; m = breaks.exec(body)) start = m.index + 1;
  return body.slice(start);
}
