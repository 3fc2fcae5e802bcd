/**
 * Offsets of the program's text as lines and columns, counted as TypeScript counts them: lines break at LF, CR,
 * CRLF, U+2028 and U+2029, and columns are UTF-16 code units. A leading byte-order mark takes no column (editors
 * and ESLint neither show nor count it).
 */
import { bomLength, lineStarts, positionAt } from "@gg/catalogue";

/** A 0-based line and UTF-16 character. */
export interface LineAndCharacter {
  readonly line: number;
  readonly character: number;
}

/** Turns offsets of one text into lines and characters. */
export interface Lines {
  /** The offset each line starts at. */
  readonly starts: readonly number[];
  /** 0-based line and character of an offset, as TypeScript counts them. */
  at(offset: number): LineAndCharacter;
  /** The same, except that a leading byte-order mark takes no column: what results show. */
  shown(offset: number): LineAndCharacter;
}

/** The line map of a text. */
export function createLines(text: string): Lines {
  const starts = lineStarts(text);
  const at = (offset: number): LineAndCharacter => positionAt(starts, text.length, offset);
  const bom = bomLength(text) === 1;
  return {
    starts,
    at,
    shown(offset) {
      const p = at(offset);
      return bom && p.line === 0 && p.character > 0 ? { line: 0, character: p.character - 1 } : p;
    },
  };
}
