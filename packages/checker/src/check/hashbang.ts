/**
 * The text the compiler reads of a program. `tsc` reading a file, and the host loading one, drop a leading byte
 * order mark, so a `#!` line after the mark is a hashbang; but TypeScript's scanner, handed the mark, reads `#!` as
 * a hashbang only at offset 0 and parses the line as code. The compiler is given the mark at the end of the `#!`
 * line instead, inside the hashbang: the line then reads exactly as without the mark, and the text keeps its
 * length, so every offset from line 2 on stays. The `#!` line holds no code, so no finding stands on it; a leading
 * mark takes no column in any case (`positions.ts`), so a column on line 1 is the one an editor shows.
 */
import { bomLength } from "@gg/catalogue";

// Where a hashbang ends: the first line break, as both TypeScript and the guest's parser end it.
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** A program's text as the compiler should read it (the same length as the program's). */
export function compilerText(text: string): string {
  const bom = bomLength(text);
  if (bom === 0 || !text.startsWith("#!", bom)) return text;
  const rest = text.slice(bom);
  const end = rest.search(LINE_BREAK);
  const lineEnd = end < 0 ? rest.length : end;
  return `${rest.slice(0, lineEnd)}${text.slice(0, bom)}${rest.slice(lineEnd)}`;
}
