/**
 * Built-ins that read every own enumerable member of an object, getters included: `JSON.stringify(o)`,
 * `Object.values(o)`, `Object.entries(o)`, `Object.assign(target, o)` and a spread `{ ...o }`. An object literal's
 * getter is such a member, so it runs there as surely as at `o.name`. (A class's getters sit on its prototype, which
 * none of these read.)
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, globalMethodCall, outermost, unparenthesised } from "./syntax.js";

/**
 * Where the object literal `literal` is read whole, in place or through a `const` never written again that holds it:
 * each site is a call or spread that runs its getter named `name`.
 */
export function wholeReadSites(literal: Node, name: string, scopes: Scopes): Node[] {
  const sites: Node[] = [];
  const at = (use: Node): void => {
    const site = wholeRead(use, name, scopes);
    if (site !== undefined) sites.push(site);
  };
  const outer = outermost(literal);
  at(outer);
  const holder = outer.parent;
  if (holder?.kind !== SyntaxKind.VariableDeclaration || fields(holder).initializer !== outer) return sites;
  const binding = fields(holder).name;
  const d = binding?.kind === SyntaxKind.Identifier ? scopes.declarationOf(binding) : undefined;
  if (d === undefined || d.kind !== "const" || d.count > 1) return sites;
  for (const r of d.references) if (r !== d.identifier) at(outermost(r));
  return sites;
}

// The call or spread that reads `use` whole, its getter `name` included; undefined for any other use.
function wholeRead(use: Node, name: string, scopes: Scopes): Node | undefined {
  const parent = use.parent;
  if (parent?.kind === SyntaxKind.SpreadAssignment) return parent;
  if (parent?.kind !== SyntaxKind.CallExpression) return undefined;
  const args = fields(parent).arguments ?? [];
  const index = args.indexOf(use);
  const named = globalMethodCall(parent, scopes);
  if (index < 0 || named === undefined) return undefined;
  const [owner, method] = named;
  if (owner === "Object" && (method === "values" || method === "entries")) return index === 0 ? parent : undefined;
  if (owner === "Object" && method === "assign") return index >= 1 ? parent : undefined;
  if (owner !== "JSON" || method !== "stringify" || index !== 0) return undefined;
  // A list of keys as the replacer reads only those.
  const replacer = args[1] === undefined ? undefined : unparenthesised(args[1]);
  if (replacer?.kind !== SyntaxKind.ArrayLiteralExpression) return parent;
  const keys = (replacer as Node & { readonly elements?: readonly Node[] }).elements ?? [];
  return keys.some((k) => k.kind !== SyntaxKind.StringLiteral || fields(k).text === name) ? parent : undefined;
}
