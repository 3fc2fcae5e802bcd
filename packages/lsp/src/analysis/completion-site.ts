/**
 * What kind of completion the cursor asks for: members after a gg name and a dot, names inside
 * `import { … } from "gg"`, or a key/code inside a string compared with a failure's `operation`/`code`. The places
 * are found on the document as ESLint parsed it, and what a name before the dot refers to by the shared resolver.
 */
import { namesOf, type Catalogue, type GgName } from "@gg/catalogue";
import { failureStringAt, ggImportAt, memberObjectAt } from "@gg/eslint-plugin/resolve";
import { asPluginSource } from "./name-at.js";
import type { DocumentSyntax } from "./syntax.js";

/** A completion request, understood. Offsets (the document's) delimit the text a chosen item replaces. */
export type CompletionSite =
  | { readonly kind: "member"; readonly container: GgName; readonly start: number; readonly end: number }
  | { readonly kind: "import"; readonly start: number; readonly end: number; readonly present: ReadonlySet<string> }
  | { readonly kind: "string"; readonly field: "operation" | "code"; readonly start: number; readonly end: number };

const IDENTIFIER_PART = /[\p{ID_Continue}$\u200c\u200d]/u;

/** Understands the cursor at the document offset `offset` of `text`, or undefined when no gg completion applies there. */
export function completionSiteAt(catalogue: Catalogue, syntax: DocumentSyntax, text: string, offset: number): CompletionSite | undefined {
  const sourceCode = asPluginSource(syntax);
  const at = offset - syntax.bom;
  const shift = (start: number, end: number): { start: number; end: number } => ({ start: start + syntax.bom, end: end + syntax.bom });

  const string = failureStringAt(sourceCode, at);
  if (string) return { kind: "string", field: string.field, ...shift(string.start, string.end) };

  // The partial word the chosen item replaces, read from the document (a repair may have put a placeholder there).
  let start = offset;
  while (start > 0 && IDENTIFIER_PART.test(text.charAt(start - 1))) start--;
  let end = offset;
  while (end < text.length && IDENTIFIER_PART.test(text.charAt(end))) end++;

  const braces = ggImportAt(sourceCode, at);
  if (braces) {
    const present = new Set(braces.specifiers.filter((s) => !(s.start <= at && at <= s.end)).map((s) => s.imported));
    return { kind: "import", start: Math.max(start, braces.open + syntax.bom), end: Math.min(end, braces.close + syntax.bom), present };
  }

  const container = memberObjectAt(sourceCode, namesOf(catalogue), at);
  return container ? { kind: "member", container, start, end } : undefined;
}
