/**
 * Finds the gg name under the cursor in any of the program's spellings (`gg.files.readFile`, `files.readFile` after an
 * import, `g.files` after `import * as g`, `f` after `const f = gg.files.readFile`, a key compared with a failure's
 * `operation`): the shared resolver's answer on the document as ESLint parsed it.
 */
import { namesOf, type Catalogue, type GgName } from "@gg/catalogue";
import { ggNameAt as resolvedNameAt } from "@gg/eslint-plugin/resolve";
import type { TSESLint } from "@typescript-eslint/utils";
import type { DocumentSyntax } from "./syntax.js";

/** A gg name found in the text, with the document offsets of the word it was found at. */
export interface NameAtCursor {
  readonly symbol: GgName;
  readonly start: number;
  readonly end: number;
}

/** The gg name at the document offset `offset`, or undefined when the word there is not one. */
export function ggNameAt(catalogue: Catalogue, syntax: DocumentSyntax, offset: number): NameAtCursor | undefined {
  const found = resolvedNameAt(asPluginSource(syntax), namesOf(catalogue), offset - syntax.bom);
  return found ? { symbol: found.name, start: found.start + syntax.bom, end: found.end + syntax.bom } : undefined;
}

/** ESLint's `SourceCode` as the plugin types it (typescript-eslint's declaration of the same class). */
export function asPluginSource(syntax: DocumentSyntax): Readonly<TSESLint.SourceCode> {
  return syntax.sourceCode as unknown as Readonly<TSESLint.SourceCode>;
}
