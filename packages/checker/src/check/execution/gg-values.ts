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
