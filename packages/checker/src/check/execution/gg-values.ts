/**
 * What the guest's gg holds, as values: gg and its namespaces are objects, each operation a function. The catalogue
 * decides it; the model reads it through `GgShape`, so a test of gg's presence (`typeof globalThis.gg`, `!gg.files`,
 * `typeof files.readFile === "function"`, `gg.files.readFile ?? fallback`) is constant in the guest.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, unparenthesised } from "./syntax.js";

/**
 * What the value at a path under gg is (`[]`: gg itself; `["files", "readFile"]`): "absent" where gg has no such
 * member (reading it gives undefined); undefined where not known.
 */
export type GgShape = (path: readonly string[]) => "object" | "function" | "absent" | "value" | undefined;

/**
 * The last step of a path that asks what calling the operation before it returns (`["files", "readFile", GG_RESULT]`):
 * "value" where it always hands back a value (never null or undefined: a string, a list, a record), undefined where it
 * may hand back none (`option<…>`, or nothing). No member is named so, so no path a program reads ends with it.
 */
export const GG_RESULT = "()";

/** A shape that knows gg itself only: what the model assumes without a catalogue. */
export const GG_ONLY: GgShape = (path) => (path.length === 0 ? "object" : undefined);

/**
 * The path under gg an expression reads: `gg`, `globalThis.gg`, a namespace import of "gg" (`[]`), a named import
 * (`files` of `import { files } from "gg"`), and members of those by name. Undefined for anything else.
 */
export function ggPathOf(expression: Node, scopes: Scopes, depth = 0): GgReach | undefined {
  const n = unparenthesised(expression);
  if (depth > 4) return undefined;
  if (n.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(n);
    if (d === undefined) return fields(n).text === "gg" ? { path: [], global: true } : undefined;
    // `const fs = gg.files`, `const { files } = gg`: a constant holds what it was given.
    if (d.kind === "const" && d.count === 1) return heldPath(d.holder, scopes, depth + 1);
    if (d.kind !== "import" || !importsFromGg(d.holder)) return undefined;
    if (d.holder.kind === SyntaxKind.NamespaceImport) return { path: [], global: false };
    if (d.holder.kind !== SyntaxKind.ImportSpecifier) return undefined;
    const imported = (d.holder as Node & { readonly propertyName?: Node }).propertyName ?? fields(d.holder).name;
    return imported === undefined ? undefined : { path: [fields(imported).text ?? ""], global: false };
  }
  if (n.kind !== SyntaxKind.PropertyAccessExpression) return undefined;
  const owner = unparenthesised(fields(n).expression as Node);
  const name = fields(n).name?.text ?? "";
  if (name === "gg" && owner.kind === SyntaxKind.Identifier && fields(owner).text === "globalThis" && scopes.declarationOf(owner) === undefined) return { path: [], global: true };
  const base = ggPathOf(owner, scopes, depth + 1);
  return base === undefined ? undefined : { path: [...base.path, name], global: base.global };
}

/** A path under gg, and whether it starts at the global `gg` (which a program may replace) or at an import of "gg". */
export interface GgReach {
  readonly path: readonly string[];
  readonly global: boolean;
}

/** Whether an import's binding (its specifier, clause or namespace import) comes from the module "gg". */
export function importsFromGg(holder: Node): boolean {
  let n: Node | undefined = holder;
  while (n !== undefined && n.kind !== SyntaxKind.ImportDeclaration) n = n.parent;
  const specifier = n === undefined ? undefined : (n as Node & { readonly moduleSpecifier?: Node }).moduleSpecifier;
  return specifier !== undefined && fields(specifier).text === "gg";
}

// The path under gg a constant's declaration gives its name: its initializer's, and a member's by name for each step of
// a pattern (`files` of `const { files } = gg`); undefined where a step has a default, a computed key or a rest.
function heldPath(holder: Node, scopes: Scopes, depth: number): GgReach | undefined {
  if (holder.kind === SyntaxKind.VariableDeclaration) {
    const init = fields(holder).initializer;
    return init === undefined ? undefined : ggPathOf(init, scopes, depth);
  }
  const pattern = holder.parent;
  const declared = pattern?.parent;
  if (holder.kind !== SyntaxKind.BindingElement || pattern?.kind !== SyntaxKind.ObjectBindingPattern || declared === undefined) return undefined;
  const element = holder as Node & { readonly propertyName?: Node; readonly dotDotDotToken?: Node; readonly initializer?: Node };
  if (element.dotDotDotToken !== undefined || element.initializer !== undefined) return undefined;
  const key = element.propertyName ?? fields(holder).name;
  if (key === undefined || (key.kind !== SyntaxKind.Identifier && key.kind !== SyntaxKind.StringLiteral)) return undefined;
  const base = heldPath(declared, scopes, depth + 1);
  return base === undefined ? undefined : { path: [...base.path, fields(key).text ?? ""], global: base.global };
}
