/**
 * Globals TypeScript's ES2023 library declares that the guest does not have (`Intl`, ECMA-402): the compiler finds the
 * name and says nothing, yet reading it throws a ReferenceError in the guest. A use that certainly runs, uncaught and
 * not behind a test of the name (`typeof Intl !== "undefined"`), fails the program; any other is a warning. A program
 * that sets the global itself (a polyfill on `globalThis`) has it.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { isInTypeContext, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import { isReference } from "./execution/scopes.js";
import { LIBRARY_ONLY_GLOBALS } from "./host-globals.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

/** A finding (GG1011) for every read of a global the library declares and the guest lacks. */
export function libraryOnlyGlobalFindings(source: Source): RawDiagnostic[] {
  if (![...LIBRARY_ONLY_GLOBALS].some((name) => source.text.includes(name))) return [];
  const found: RawDiagnostic[] = [];
  for (const node of source.nodes) {
    const name = (node as Node & { readonly text?: string }).text;
    if (node.kind !== SyntaxKind.Identifier || name === undefined || !LIBRARY_ONLY_GLOBALS.has(name) || !isReference(node) || isInTypeContext(node)) continue;
    const model = executionOf(source);
    if (model.scopes.declarationOf(node) !== undefined || model.setsGlobal(name)) continue;
    // `typeof Intl` reads nothing that throws.
    if (node.parent?.kind === SyntaxKind.TypeOfExpression) continue;
    const certain = model.fails(node, name);
    const start = source.start(node);
    found.push({ start, length: node.end - start, code: GG.libraryOnlyGlobal, message: messages.libraryOnlyGlobal(name), certain, advisory: !certain });
  }
  return found;
}
