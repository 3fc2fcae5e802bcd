/**
 * Whether a name is bound where it is used, from syntax alone, for the common cases: a name nothing in the program
 * declares is unbound; a name declared at the top of the module, by a parameter of a function around the use, at
 * the top of a block around it, by a catch clause or a `for` around it, is bound. Anything else is left to the
 * execution model's scopes (`undefined`). Each answer is the one the scopes give (tests/plain-binding.test.ts
 * holds it over the corpus); the point is that most programs need no scope binding of every name.
 */
import type { Identifier } from "../syntax/ast.js";
import { isReference } from "./execution/scopes.js";
import { isCode, isFunctionLike, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

type Named = Node & { readonly name?: Node; readonly propertyName?: Node };

// The nodes besides functions whose declarations declaredBy reads.
const DECLARING: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.SourceFile, SyntaxKind.Block, SyntaxKind.CatchClause, SyntaxKind.ForStatement, SyntaxKind.ForOfStatement, SyntaxKind.ForInStatement]);
const IMPORT_NAMES: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ImportSpecifier, SyntaxKind.ImportClause, SyntaxKind.NamespaceImport]);

/** Answers, for names of one program, whether each is bound at a use; built once per question list. */
export interface PlainBinding {
  /** True: bound by some declaration; false: declared nowhere; undefined: only the scopes can tell. */
  isBound(use: Identifier): boolean | undefined;
}

/**
 * Whether an identifier is some node's name (a declaration, a parameter, an import, a property of a literal) rather
 * than a use: the names it gives are a superset of what the program declares.
 */
export function namesSomething(node: Node): boolean {
  const p = node.parent as Named | undefined;
  return p !== undefined && p.kind !== SyntaxKind.PropertyAccessExpression && (p.name === node || p.propertyName === node);
}

/** The plain binding of a program. */
export function plainBinding(source: Source): PlainBinding {
  // Every identifier that names something (a superset of the declared names): a name outside it is bound nowhere.
  const naming = new Set<string>();
  for (const node of source.nodes) {
    if (node.kind !== SyntaxKind.Identifier) continue;
    if (namesSomething(node)) naming.add((node as Identifier).text);
  }
  const declaredIn = new Map<Node, ReadonlySet<string>>();
  const namesOf = (holder: Node): ReadonlySet<string> => {
    let names = declaredIn.get(holder);
    if (names === undefined) {
      names = declaredBy(holder);
      declaredIn.set(holder, names);
    }
    return names;
  };
  return {
    isBound(use) {
      // Only what the scopes take for a use, and visit: an import's own names are neither.
      const parent = use.parent;
      if (!isReference(use) || parent === undefined || IMPORT_NAMES.has(parent.kind)) return undefined;
      const name = use.text;
      if (!naming.has(name)) return false;
      let child: Node = use;
      for (let n = use.parent; n !== undefined; child = n, n = n.parent) {
        // A catch clause's variable is seen in its block; a function's parameters in its parameters and body (its
        // computed name, for one, is read outside it).
        if (!DECLARING.has(n.kind) && !isFunctionLike(n)) continue;
        if (!namesOf(n).has(name)) continue;
        if (n.kind === SyntaxKind.CatchClause && child !== (n as Node & { readonly block?: Node }).block) continue;
        if (isFunctionLike(n) && !insideFunction(n, child)) continue;
        return true;
      }
      return undefined;
    },
  };
}

/** Whether `child` of the function `fn` is its body or one of its parameters. */
function insideFunction(fn: Node, child: Node): boolean {
  const f = fn as Node & { readonly body?: Node; readonly parameters?: readonly Node[] };
  return child === f.body || (f.parameters ?? []).includes(child);
}

/** The names a node surely declares for every use inside it (an empty set for a node that declares none). */
function declaredBy(node: Node): ReadonlySet<string> {
  const names = new Set<string>();
  const s = node as Node & { readonly statements?: readonly Node[]; readonly parameters?: readonly Node[]; readonly variableDeclaration?: Named; readonly initializer?: Node };
  if (node.kind === SyntaxKind.SourceFile || node.kind === SyntaxKind.Block) {
    for (const statement of s.statements ?? []) if (isCode(statement)) statementNames(statement, names);
  } else if (isFunctionLike(node)) {
    for (const parameter of s.parameters ?? []) patternNames((parameter as Named).name, names);
  } else if (node.kind === SyntaxKind.CatchClause) {
    patternNames(s.variableDeclaration?.name, names);
  } else if (node.kind === SyntaxKind.ForStatement || node.kind === SyntaxKind.ForOfStatement || node.kind === SyntaxKind.ForInStatement) {
    listNames(s.initializer, names);
  }
  return names;
}

/** The names a variable declaration list declares. */
function listNames(list: Node | undefined, into: Set<string>): void {
  if (list?.kind !== SyntaxKind.VariableDeclarationList) return;
  for (const d of (list as Node & { readonly declarations: readonly Node[] }).declarations) if (isCode(d)) patternNames((d as Named).name, into);
}

/** The names a statement of a block declares in it: variables, functions, classes, imports. */
function statementNames(statement: Node, into: Set<string>): void {
  switch (statement.kind) {
    case SyntaxKind.VariableStatement:
      listNames((statement as Node & { readonly declarationList?: Node }).declarationList, into);
      return;
    case SyntaxKind.FunctionDeclaration:
    case SyntaxKind.ClassDeclaration:
      patternNames((statement as Named).name, into);
      return;
    case SyntaxKind.ImportDeclaration: {
      const clause = (statement as Node & { readonly importClause?: Named & { readonly namedBindings?: Node & { readonly elements?: readonly Node[] } } }).importClause;
      if (clause === undefined) return;
      patternNames(clause.name, into);
      const bindings = clause.namedBindings;
      if (bindings?.kind === SyntaxKind.NamespaceImport) patternNames((bindings as Named).name, into);
      else if (bindings?.kind === SyntaxKind.NamedImports) for (const specifier of bindings.elements ?? []) patternNames((specifier as Named).name, into);
      return;
    }
    default:
      return;
  }
}

/** The names a declaration's name declares: a name, or every name of a binding pattern. */
function patternNames(name: Node | undefined, into: Set<string>): void {
  if (name === undefined || !isCode(name)) return;
  if (name.kind === SyntaxKind.Identifier) {
    into.add((name as Identifier).text);
    return;
  }
  if (name.kind !== SyntaxKind.ObjectBindingPattern && name.kind !== SyntaxKind.ArrayBindingPattern) return;
  for (const element of (name as Node & { readonly elements: readonly Node[] }).elements) if (element.kind === SyntaxKind.BindingElement) patternNames((element as Named).name, into);
}
