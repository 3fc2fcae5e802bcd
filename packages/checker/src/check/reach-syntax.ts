/**
 * The operation a direct call calls, read from syntax where the compiler's symbol could be nothing else:
 * `gg.files.readFile(…)` with `gg` declared nowhere in the program, `files.readFile(…)` after
 * `import { files } from "gg"`, `g.files.readFile(…)` after `import * as g from "gg"`. In these shapes the name
 * binds to gg.d.ts (nothing in the program can shadow it: it names nothing else), and gg.d.ts's two levels —
 * namespaces holding functions — decide the operation. Anything else (an alias, a parameter, parentheses, a name
 * the program also declares, a member that is a type) is left to the compiler. Each answer is the compiler's own
 * (tests/reach-syntax.test.ts holds it over the corpus); the point is that most checks then ask it nothing.
 */
import type { Operation } from "@gg/catalogue";
import { isElementAccessExpression, isIdentifier, isPropertyAccessExpression } from "../syntax/ast.js";
import type { CallExpression } from "../syntax/ast.js";
import { memberName } from "./execution/syntax.js";
import type { GgNames } from "./names.js";
import { namesSomething } from "./plain-binding.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

/** What syntax says a call calls: an operation, `null` for certainly none, undefined where only the compiler can tell. */
export type SyntaxAnswer = Operation | null | undefined;

type Named = Node & { readonly name?: Node; readonly propertyName?: Node };
type Texted = Node & { readonly text?: string };

// The name of gg's global namespace in gg.d.ts.
const GG = "gg";
// What an import of the whole module binds (`import * as g from "gg"`).
const WHOLE = "*";

/** For each call, the operation its callee names, as far as syntax can tell. */
export function operationsFromSyntax(source: Source, names: GgNames, calls: readonly CallExpression[]): SyntaxAnswer[] {
  if (calls.length === 0) return [];
  const declared = namingCounts(source);
  const imported = ggImports(source);
  // A name that only its import declares refers to that import everywhere (the module scope, nothing shadows it).
  const importOf = (name: string): string | undefined => (declared.get(name) === 1 ? imported.get(name) : undefined);
  const global = !declared.has(GG);
  const inNamespace = (namespace: string, member: string): SyntaxAnswer => {
    if (!names.namespaces.has(namespace)) return undefined;
    const op = names.operations.get(namespace)?.get(member);
    if (op !== undefined) return op;
    // A type of the namespace (or anything gg.d.ts declares there) is the compiler's to judge; no member at all is none.
    return names.namespaceMembers.get(namespace)?.has(member) === true ? undefined : null;
  };
  return calls.map((call) => {
    const callee = call.expression;
    const member = memberName(callee);
    if (member === undefined || !(isPropertyAccessExpression(callee) || isElementAccessExpression(callee))) return undefined;
    const owner: Node = callee.expression;
    // `files.readFile(…)`: a namespace imported by name.
    if (isIdentifier(owner)) {
      const from = importOf(owner.text);
      return from === undefined || from === WHOLE ? undefined : inNamespace(from, member);
    }
    // `gg.files.readFile(…)` or `g.files.readFile(…)`.
    if (!isPropertyAccessExpression(owner) || !isIdentifier(owner.expression) || !isIdentifier(owner.name)) return undefined;
    const root = owner.expression.text;
    const isGg = (root === GG && global) || importOf(root) === WHOLE;
    return isGg ? inNamespace(owner.name.text, member) : undefined;
  });
}

/**
 * How often each name is some node's name (a declaration, a parameter, an import, a property of a literal): a
 * superset of what the program declares, so a name counted once by its import is declared by nothing else.
 */
function namingCounts(source: Source): Map<string, number> {
  const counts = new Map<string, number>();
  for (const node of source.nodes) {
    if (node.kind !== SyntaxKind.Identifier || !namesSomething(node)) continue;
    const text = (node as Texted).text ?? "";
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
}

/** Local name → what it imports of module "gg" (a member's name, or WHOLE), for value imports only. */
function ggImports(source: Source): Map<string, string> {
  const bound = new Map<string, string>();
  for (const statement of source.tree.statements as readonly Node[]) {
    if (statement.kind !== SyntaxKind.ImportDeclaration) continue;
    const declaration = statement as Node & { readonly moduleSpecifier?: Texted; readonly importClause?: Node & { readonly phaseModifier?: unknown; readonly namedBindings?: Node } };
    const clause = declaration.importClause;
    if (declaration.moduleSpecifier?.kind !== SyntaxKind.StringLiteral || declaration.moduleSpecifier.text !== GG) continue;
    // `import type …` and `import defer …` bind no value that calls run through.
    if (clause === undefined || clause.phaseModifier !== undefined) continue;
    const bindings = clause.namedBindings;
    if (bindings === undefined) continue;
    if (bindings.kind === SyntaxKind.NamespaceImport) {
      const name = (bindings as Named).name as Texted | undefined;
      if (name?.text !== undefined) bound.set(name.text, WHOLE);
      continue;
    }
    for (const element of (bindings as Node & { readonly elements?: readonly Node[] }).elements ?? []) {
      const specifier = element as Named & { readonly isTypeOnly?: boolean };
      if (specifier.isTypeOnly === true) continue;
      // `import { "*" as x }` names an export spelt `*`, which gg has not: not the whole module.
      const local = (specifier.name as Texted | undefined)?.text;
      const from = ((specifier.propertyName ?? specifier.name) as Texted | undefined)?.text;
      if (local !== undefined && from !== undefined && from !== WHOLE) bound.set(local, from);
    }
  }
  return bound;
}
