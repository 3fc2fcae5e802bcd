/**
 * Lines and UTF-16 positions. Two ways of ending a line are in use: TypeScript and ESLint (ECMAScript's line
 * terminators: LF, CR, CRLF, U+2028, U+2029), which give a finding's line and column, and LSP (LF, CR, CRLF only),
 * which gives an editor's position. Columns are UTF-16 code units in both.
 */

/** Which characters end a line: ECMAScript's (as TypeScript and ESLint count), LSP's, or LF alone (JSON's lines). */
export type LineEnds = "ecmascript" | "lsp" | "lf";

/** The offset each line starts at (`[0, …]`), CRLF counted as one line end. */
export function lineStarts(text: string, ends: LineEnds = "ecmascript"): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (ends === "lf") {
      if (c === 10) starts.push(i + 1);
      continue;
    }
    if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    if (c === 10 || c === 13 || (ends === "ecmascript" && (c === 0x2028 || c === 0x2029))) starts.push(i + 1);
  }
  return starts;
}

/** 0-based line and UTF-16 character of an offset (clamped to the text), given the text's line starts. */
export function positionAt(starts: readonly number[], length: number, offset: number): { line: number; character: number } {
  const clamped = Math.max(0, Math.min(offset, length));
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= clamped) low = mid;
    else high = mid - 1;
  }
  return { line: low, character: clamped - (starts[low] ?? 0) };
}

/** The offset of a 0-based line and character, clamped to the line (its end excluded) and to the text. */
export function offsetAt(starts: readonly number[], length: number, position: { readonly line: number; readonly character: number }): number {
  if (position.line < 0) return 0;
  if (position.line >= starts.length) return length;
  const start = starts[position.line] ?? 0;
  const next = starts[position.line + 1] ?? length;
  return Math.max(start, Math.min(start + Math.max(0, position.character), next));
}

/**
 * 1-based line and column of a UTF-16 offset in `source` as given, lines ending as ECMAScript ends them (CRLF is one
 * end: an offset at its LF is still on the CR's line), without parsing the (perhaps too deep) program. A byte order
 * mark is a column here: `bomLength` says when to discount it.
 */
export function lineColumnOf(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 13 && source.charCodeAt(i + 1) === 10) continue;
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
