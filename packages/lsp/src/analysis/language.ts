/**
 * Which documents the server checks: TypeScript and JavaScript only, by language id or, failing that, by extension.
 */
import type { Language } from "@gg/checker";

const BY_LANGUAGE_ID: Readonly<Record<string, Language>> = { typescript: "ts", javascript: "js" };
const BY_EXTENSION: Readonly<Record<string, Language>> = { ".ts": "ts", ".mts": "ts", ".js": "js", ".mjs": "js" };

/** The guest language of a document, or undefined when the server leaves it alone. */
export function languageOf(languageId: string, uri: string): Language | undefined {
  const byId = BY_LANGUAGE_ID[languageId];
  if (byId) return byId;
  const path = uri.replace(/[?#].*$/, "");
  const dot = path.lastIndexOf(".");
  if (dot < 0 || path.lastIndexOf("/") > dot) return undefined;
  return BY_EXTENSION[path.slice(dot).toLowerCase()];
}
