/**
 * Positions without a transport: 0-based lines and UTF-16 characters as LSP counts them,
 * converted from the 1-based ranges the checker and ESLint report (line ends and the byte-order-mark policy are
 * `@gg/catalogue`'s text module's).
 */
import { bomLength, lineStarts, offsetAt, positionAt } from "@gg/catalogue";

/** A 0-based position (the LSP's shape, declared here so this layer imports no transport). */
export interface Position {
  readonly line: number;
  readonly character: number;
}

/** A 0-based range, end exclusive. */
export interface Span {
  readonly start: Position;
  readonly end: Position;
}

/** A 1-based range with an exclusive end column, as the checker and ESLint report it. */
export interface OneBasedRange {
  readonly line: number;
  readonly column: number;
  readonly endLine?: number | undefined;
  readonly endColumn?: number | undefined;
}

/** Converts a 1-based range to a 0-based span; a missing end makes an empty span. */
export function spanFromOneBased(range: OneBasedRange): Span {
  const start = { line: Math.max(0, range.line - 1), character: Math.max(0, range.column - 1) };
  if (range.endLine === undefined || range.endColumn === undefined) return { start, end: start };
  return { start, end: { line: Math.max(0, range.endLine - 1), character: Math.max(0, range.endColumn - 1) } };
}

/** Converts the 1-based ranges of one text's findings to LSP spans. */
export type SpanConverter = (range: OneBasedRange) => Span;

/**
 * TypeScript and ESLint count U+2028 and U+2029 as line ends; LSP does not. And a leading byte-order mark is
 * no column to them, but it is a character of the text the client sent. For a text with either, a finding's
 * line and column go through the text offset they denote.
 */
export function createSpanConverter(text: string): SpanConverter {
  const bom = bomLength(text);
  if (bom === 0 && !/[\u2028\u2029]/.test(text)) return spanFromOneBased;
  // Line starts as TypeScript and ESLint count them, in the text after the byte order mark.
  const jsStarts = lineStarts(text.slice(bom), "ecmascript").map((start) => start + bom);
  const lsp = createLineIndex(text);
  const toPosition = (line: number, column: number): Position => {
    const start = jsStarts[Math.min(Math.max(0, line - 1), jsStarts.length - 1)] ?? 0;
    return lsp.positionAt(start + Math.max(0, column - 1));
  };
  return (range) => {
    const start = toPosition(range.line, range.column);
    if (range.endLine === undefined || range.endColumn === undefined) return { start, end: start };
    return { start, end: toPosition(range.endLine, range.endColumn) };
  };
}

/** Orders two positions. */
export function comparePositions(a: Position, b: Position): number {
  return a.line - b.line || a.character - b.character;
}

/** True when the spans share a character, or touch at a point when one of them is empty. */
export function spansOverlap(a: Span, b: Span): boolean {
  if (comparePositions(a.end, b.start) < 0 || comparePositions(b.end, a.start) < 0) return false;
  const aEmpty = comparePositions(a.start, a.end) === 0;
  const bEmpty = comparePositions(b.start, b.end) === 0;
  if (aEmpty || bEmpty) return true;
  return comparePositions(a.end, b.start) > 0 && comparePositions(b.end, a.start) > 0;
}

/** True when the two spans are the same. */
export function sameSpan(a: Span, b: Span): boolean {
  return comparePositions(a.start, b.start) === 0 && comparePositions(a.end, b.end) === 0;
}

/** Offsets ⇄ positions for one text, counting `\r\n`, `\n` and `\r` as line ends like LSP does. */
export interface LineIndex {
  positionAt(offset: number): Position;
  offsetAt(position: Position): number;
}

/** Builds a line index of `text` (LSP's line ends: LF, CR, CRLF). */
export function createLineIndex(text: string): LineIndex {
  const starts = lineStarts(text, "lsp");
  return {
    positionAt: (offset) => positionAt(starts, text.length, offset),
    offsetAt: (position) => offsetAt(starts, text.length, position),
  };
}
