/**
 * The text of a program as every surface reads it, decided once: which extensions are programs and in which language,
 * the byte-order-mark policy, line ends and UTF-16 positions, and the nesting scan.
 */
export { languageOfPath, NOT_PROGRAMS, PROGRAM_EXTENSIONS, PROGRAM_GLOB, type ProgramLanguage } from "./language.js";
export { BOM, bomLength, stripBom } from "./bom.js";
export { lineColumnOf, lineStarts, offsetAt, positionAt, type LineEnds } from "./lines.js";
export { closingText, firstTooDeep } from "./nesting.js";
