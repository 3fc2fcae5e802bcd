/**
 * A program cannot talk the checker into believing what the runtime does not have: ambient declarations,
 * reference directives and imports other than "gg" are findings of their own, and suppression directives
 * are evaluated by the checker (TypeScript sees them neutralised) so they never hide a certain failure.
 */
import type TS from "typescript";
import ts from "./typescript.js";
import * as messages from "./messages.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

/** A suppression directive as TypeScript would honour it. */
export interface Directive {
  readonly kind: "ts-ignore" | "ts-expect-error" | "ts-nocheck";
  /** The comment holding it. */
  readonly start: number;
  readonly length: number;
  /** 0-based line TypeScript keys a line directive by (the line its comment ends on). */
  readonly line: number;
}

/** The program text with every `@ts-ignore`/`@ts-expect-error`/`@ts-nocheck` in a comment disarmed, and the directives TypeScript would have honoured. */
export interface Neutralised {
  readonly text: string;
  readonly directives: readonly Directive[];
}

const DIRECTIVE_WORD = /@ts-(ignore|expect-error|nocheck)/gi;
// TypeScript's own recognisers (scanner.ts / parser.ts): a line directive starts its comment; @ts-nocheck is a pragma of the file's leading `//` comments.
const SINGLE_LINE = /^\/\/\/?\s*@(ts-expect-error|ts-ignore)/;
const MULTI_LINE = /^(?:\/|\*)*\s*@(ts-expect-error|ts-ignore)/;
const PRAGMA = /^\/\/\/?\s*@ts-(nocheck|check)(?![\w-])/i;

/**
 * Disarms every directive word inside a comment (same length, so every position stays put) and lists the
 * directives TypeScript would have honoured in the original text.
 */
export function neutraliseDirectives(source: TS.SourceFile): Neutralised {
  const text = source.text;
  if (!/@ts-(ignore|expect-error|nocheck)/i.test(text)) return { text, directives: [] };
  const comments = commentRanges(source);
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
    const match = (c.kind === ts.SyntaxKind.SingleLineCommentTrivia ? SINGLE_LINE : MULTI_LINE).exec(body);
    if (match !== null) {
      directives.push({
        kind: match[1] as "ts-ignore" | "ts-expect-error",
        start: c.pos,
        length: c.end - c.pos,
        line: source.getLineAndCharacterOfPosition(c.end).line,
      });
    }
  }
  // The last of the file's leading @ts-check/@ts-nocheck pragmas decides, as in TypeScript.
  let pragma: Directive | undefined;
  for (const c of ts.getLeadingCommentRanges(text, 0) ?? []) {
    if (c.kind !== ts.SyntaxKind.SingleLineCommentTrivia) continue;
    const m = PRAGMA.exec(text.slice(c.pos, c.end));
    if (m === null) continue;
    pragma =
      m[1]?.toLowerCase() === "nocheck"
        ? { kind: "ts-nocheck", start: c.pos, length: c.end - c.pos, line: source.getLineAndCharacterOfPosition(c.pos).line }
        : undefined;
  }
  if (pragma !== undefined) directives.push(pragma);
  pieces.push(text.slice(copied));
  return { text: pieces.join(""), directives };
}

/** Every comment of the file, found token by token (so comment-like text in strings, templates and regexes is not one). */
function commentRanges(source: TS.SourceFile): TS.CommentRange[] {
  const seen = new Map<number, TS.CommentRange>();
  const text = source.text;
  const add = (ranges: TS.CommentRange[] | undefined): void => {
    for (const r of ranges ?? []) if (!seen.has(r.pos)) seen.set(r.pos, r);
  };
  const stack: TS.Node[] = [source];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    // JSDoc is a comment: its inside is not code, and the comment itself is found from the next token.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) continue;
    const children = node.getChildren(source);
    if (children.length === 0 || node.kind === ts.SyntaxKind.EndOfFileToken) {
      add(ts.getTrailingCommentRanges(text, node.pos));
      add(ts.getLeadingCommentRanges(text, node.pos));
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as TS.Node);
  }
  return [...seen.values()].sort((a, b) => a.pos - b.pos);
}

/** Findings for ambient declarations and `/// <reference>` directives. */
export function honestyFindings(source: TS.SourceFile): RawDiagnostic[] {
  const found: RawDiagnostic[] = [];
  const refs: [string, readonly TS.FileReference[]][] = [
    ["path", source.referencedFiles],
    ["types", source.typeReferenceDirectives],
    ["lib", source.libReferenceDirectives],
  ];
  for (const [kind, list] of refs) {
    for (const r of list) {
      found.push({ start: r.pos, length: r.end - r.pos, code: messages.GG.reference, message: messages.referenceDirective(kind, r.fileName), certain: true });
    }
  }
  const stack: TS.Node[] = [source];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const what = ambientText(node, source);
    if (what !== undefined) {
      const start = node.getStart(source);
      found.push({ start, length: Math.min(node.end, start + what.length) - start, code: messages.GG.ambient, message: messages.ambientDeclaration(what), certain: true });
      continue;
    }
    ts.forEachChild(node, (child) => {
      stack.push(child);
    });
  }
  return found;
}

const AMBIENT_KINDS = new Set([
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.EnumDeclaration,
]);

/** `declare const files`, `declare global`, `declare module "x"`, … for an ambient value declaration; undefined otherwise. */
function ambientText(node: TS.Node, source: TS.SourceFile): string | undefined {
  if (!AMBIENT_KINDS.has(node.kind) || !ts.canHaveModifiers(node)) return undefined;
  if (!(ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) return undefined;
  const text = source.text.slice(node.getStart(source), node.end);
  // The head of the declaration, up to its name: `declare const files`, `declare module "fs"`.
  const head = /^[^=:{;(<]*/.exec(text)?.[0].trim() ?? "declare";
  return head.replace(/\s+/g, " ");
}

/** GG1001 for every module specifier other than "gg" that TypeScript tried to resolve. */
export function importFindings(literals: readonly TS.StringLiteralLike[], source: TS.SourceFile): RawDiagnostic[] {
  const found: RawDiagnostic[] = [];
  for (const lit of literals) {
    if (lit.text === "gg") continue;
    // `declare module "x"` is an ambient declaration, reported as such.
    if (ts.isModuleDeclaration(lit.parent)) continue;
    // A pragma such as `@jsxImportSource x` makes a synthesized specifier with no position: point at its text.
    const synthesized = lit.pos < 0;
    const start = synthesized ? Math.max(0, source.text.indexOf(lit.text)) : lit.getStart(source);
    const length = synthesized ? lit.text.length : lit.end - start;
    found.push({ start, length, code: messages.GG.importNotGg, message: messages.importNotGg(lit.text), certain: true });
  }
  return found;
}

// Characters that reorder how text displays (Trojan Source, CVE-2021-42574).
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** A warning for every bidirectional control character. */
export function bidiFindings(text: string): RawDiagnostic[] {
  const found: RawDiagnostic[] = [];
  for (const m of text.matchAll(BIDI)) {
    found.push({ start: m.index, length: 1, code: messages.GG.bidi, message: messages.bidiControl(m[0].charCodeAt(0)), certain: false, advisory: true });
  }
  return found;
}
