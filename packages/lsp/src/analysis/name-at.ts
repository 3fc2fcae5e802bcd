/**
 * Finds the gg name under the cursor in any of the program's spellings: `gg.files.readFile`,
 * `files.readFile` after an import, `g.files` after `import * as g`, or `f` after `const f = gg.files.readFile`.
 */
import type TS from "typescript";
import ts from "./typescript.js";
import { ggPathOf, namesOf, resolveGgPath, type Catalogue, type GgName } from "@gg/catalogue";
import { comparedField } from "./completion-site.js";
import type { GgPath, ParsedProgram } from "./program.js";

/** A gg name found in the text, with the offsets of the word it was found at. */
export interface NameAtCursor {
  readonly symbol: GgName;
  readonly path: GgPath;
  readonly start: number;
  readonly end: number;
}

/** The gg name at `offset`, or undefined when the word there is not one. */
export function ggNameAt(catalogue: Catalogue, program: ParsedProgram, offset: number): NameAtCursor | undefined {
  const node = program.nodeAt(offset);
  if (node && ts.isStringLiteralLike(node)) return keyAt(catalogue, program, node);
  if (!node || !ts.isIdentifier(node)) return undefined;
  const path = pathAtIdentifier(program, node);
  if (path === undefined) return undefined;
  const symbol = resolveGgPath(namesOf(catalogue), path);
  if (!symbol) return undefined;
  return { symbol, path, start: node.getStart(program.source), end: node.end };
}

/** A key compared with a failure's `operation` (`e.operation === "read_file"`) names its operation. */
function keyAt(catalogue: Catalogue, program: ParsedProgram, node: TS.StringLiteralLike): NameAtCursor | undefined {
  if (comparedField(node) !== "operation") return undefined;
  const names = namesOf(catalogue);
  const operation = names.operationsByKey.get(node.text);
  const symbol = operation && names.operationNames.get(operation);
  if (!symbol) return undefined;
  return { symbol, path: ggPathOf(symbol), start: node.getStart(program.source), end: node.end };
}

function pathAtIdentifier(program: ParsedProgram, node: TS.Identifier): GgPath | undefined {
  const parent = node.parent;
  // The right-hand word of `a.b` / `A.B` stands for the whole chain up to it.
  if ((ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isQualifiedName(parent) && parent.right === node)) {
    return program.pathOf(parent);
  }
  if (ts.isImportSpecifier(parent)) return program.pathOf(parent);
  return program.pathOf(node);
}
