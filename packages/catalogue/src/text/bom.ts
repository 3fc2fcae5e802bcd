/**
 * The byte-order-mark policy, once for every surface. A leading U+FEFF is not part of the program: TypeScript and
 * ESLint drop it, so it takes no column in a finding's position and no place in ESLint's ranges. It is a character of
 * the text an editor holds, though, so an LSP offset or position counts it: converting between the two adds or drops it.
 */

/** U+FEFF, the byte order mark. */
export const BOM = "\uFEFF";

/** 1 when `text` starts with a byte order mark, else 0: the offset of the program's first character in `text`. */
export function bomLength(text: string): 0 | 1 {
  return text.charCodeAt(0) === 0xfeff ? 1 : 0;
}

/** `text` without its leading byte order mark, as parsers read it. */
export function stripBom(text: string): string {
  return bomLength(text) === 1 ? text.slice(1) : text;
}
