// Where a token is, computed from the text alone, under each surface's convention.

/** 1-based position as the checker, the CLI, serve and ESLint report it: lines end at CRLF, CR, LF, U+2028 and U+2029; a BOM is not a column. */
export function oneBasedAt(text: string, offset: number): { line: number; column: number } {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const before = text.slice(bom, offset);
  const lines = before.split(/\r\n|[\r\n\u2028\u2029]/);
  return { line: lines.length, column: (lines[lines.length - 1] ?? "").length + 1 };
}

/** 0-based LSP position in the document text as sent: lines end at CRLF, CR and LF only; characters are UTF-16 units. */
export function lspAt(text: string, offset: number): { line: number; character: number } {
  const lines = text.slice(0, offset).split(/\r\n|[\r\n]/);
  return { line: lines.length - 1, character: (lines[lines.length - 1] ?? "").length };
}
