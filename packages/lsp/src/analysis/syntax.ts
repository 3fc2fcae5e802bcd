/**
 * A document as ESLint parsed it, for hover and completion to ask the shared resolver about (`@gg/eslint-plugin/resolve`):
 * the same tree and scopes the lint run of that text used, so an editor names what the rules name.
 *
 * A document being typed often does not parse (`gg.files.` before the name is written, a string not closed yet).
 * ESLint's parsers give no tree for such a text, so it is read in the nearest form that does parse, keeping every
 * offset up to the cursor where it was:
 *   1. the text as written (what the lint run parsed, when it could);
 *   2. when the cursor stands right after a dot with no name yet, the text with a placeholder name at the cursor;
 *   3. the text cut at the end of the word under the cursor (plus the placeholder after a dot), followed by what
 *      closes the strings, comments and brackets still open there (`closingText`, the nesting scan).
 * What is after the cursor is lost in the third form (a name declared further down is not seen), and a syntax error
 * before the cursor leaves no form that parses: then hover and completion answer nothing, as for a program nested
 * deeper than the limit (the plugin's parser refuses it before parsing).
 */
import { bomLength, closingText } from "@gg/catalogue";
import type { Language } from "@gg/checker";
import type { SourceCode } from "eslint";

/** Parses a text as the lint run would, or answers undefined when ESLint cannot. */
export type Parse = (text: string, language: Language) => SourceCode | undefined;

/** A document's text as ESLint parsed it (as written or repaired), and how its offsets map to the document's. */
export interface DocumentSyntax {
  readonly sourceCode: SourceCode;
  /** The document offset of the parsed text's first character: 1 after a byte order mark (ESLint drops it), else 0. */
  readonly bom: number;
  /** True when what was parsed is a repair of the document (forms 2 and 3 above). */
  readonly repaired: boolean;
}

/** What hover or completion wants to read at. */
export interface ReadAt {
  readonly offset: number;
  /** Completion: a name may be missing after a dot at the cursor. */
  readonly completing: boolean;
}

/** The name a repair writes where a member's name is still missing (`gg.files.|`): no program names it. */
const PLACEHOLDER = "__gg_cursor__";

const IDENTIFIER_PART = /[\p{ID_Continue}$\u200c\u200d]/u;

/** The document's text as ESLint reads it, as written or in the nearest form that parses (see above). */
export function readSyntax(text: string, language: Language, parse: Parse, at: ReadAt): DocumentSyntax | undefined {
  const bom = bomLength(text);
  const afterDot = at.completing && nameMissingAfterDot(text, at.offset);
  const placeholder = afterDot ? PLACEHOLDER : "";
  if (!afterDot) {
    const asWritten = parse(text, language);
    if (asWritten) return { sourceCode: asWritten, bom, repaired: false };
  } else {
    const withName = parse(text.slice(0, at.offset) + placeholder + text.slice(at.offset), language);
    if (withName) return { sourceCode: withName, bom, repaired: true };
  }
  let cut = at.offset;
  while (cut < text.length && IDENTIFIER_PART.test(text.charAt(cut))) cut++;
  const prefix = text.slice(0, cut) + placeholder;
  const repaired = parse(prefix + closingText(prefix), language);
  return repaired ? { sourceCode: repaired, bom, repaired: true } : undefined;
}

/** Whether the cursor follows a dot (spaces aside) with no name between: `gg.files.|`, but not `gg.files.re|` or `...|`. */
function nameMissingAfterDot(text: string, offset: number): boolean {
  if (IDENTIFIER_PART.test(text.charAt(offset - 1)) || IDENTIFIER_PART.test(text.charAt(offset))) return false;
  let dot = offset - 1;
  while (dot >= 0 && /\s/.test(text.charAt(dot))) dot--;
  return text.charAt(dot) === "." && text.charAt(dot - 1) !== ".";
}
