/**
 * Which documents the server checks: TypeScript and JavaScript only, by language id or, failing that, by extension
 * (as `@gg/catalogue`'s text module decides for every surface).
 */
import { languageOfPath } from "@gg/catalogue";
import type { Language } from "@gg/checker";

const BY_LANGUAGE_ID: Readonly<Record<string, Language>> = { typescript: "ts", javascript: "js" };

/** The guest language of a document, or undefined when the server leaves it alone. */
export function languageOf(languageId: string, uri: string): Language | undefined {
  return BY_LANGUAGE_ID[languageId] ?? languageOfPath(uri.replace(/[?#].*$/, ""));
}
