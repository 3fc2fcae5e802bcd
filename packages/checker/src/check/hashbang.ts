/**
 * The text the compiler reads of a JavaScript program. A `#!` line after a byte order mark loads (the host drops
 * the mark before parsing), but TypeScript's scanner reads `#!` as a hashbang only at offset 0 and parses the line
 * as code. The compiler is given the line as a `//` comment instead: the same length, so every offset stays.
 */
import { bomLength } from "@gg/catalogue";

/** A JavaScript program's text as the compiler should read it (the same length as the program's). */
export function compilerText(text: string): string {
  const bom = bomLength(text);
  return bom > 0 && text.startsWith("#!", bom) ? `${text.slice(0, bom)}//${text.slice(bom + 2)}` : text;
}
