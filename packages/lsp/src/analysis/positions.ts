/**
 * Positions without a transport: 0-based lines and UTF-16 characters as LSP counts them,
 * converted from the 1-based ranges the checker and ESLint report.
 */

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
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (bom === 0 && !/[\u2028\u2029]/.test(text)) return spanFromOneBased;
  const jsStarts = [bom];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    if (c === 13 || c === 10 || c === 0x2028 || c === 0x2029) jsStarts.push(i + 1);
  }
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

/** Builds a line index of `text`. */
export function createLineIndex(text: string): LineIndex {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13 /* \r */) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (c === 10) {
      starts.push(i + 1);
    }
  }
  return {
    positionAt(offset) {
      const clamped = Math.max(0, Math.min(offset, text.length));
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if ((starts[mid] ?? 0) <= clamped) low = mid;
        else high = mid - 1;
      }
      return { line: low, character: clamped - (starts[low] ?? 0) };
    },
    offsetAt(position) {
      if (position.line < 0) return 0;
      if (position.line >= starts.length) return text.length;
      const start = starts[position.line] ?? 0;
      const next = starts[position.line + 1] ?? text.length;
      return Math.max(start, Math.min(start + Math.max(0, position.character), next));
    },
  };
}
