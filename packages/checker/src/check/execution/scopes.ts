/**
 * Which declaration each name of the program refers to, by scope — never by its text alone. One walk collects the
 * scopes and their declarations (with JavaScript's hoisting: `var` and a function's top-level functions belong to
 * the function, `let`, `const`, `class` and a block's functions to the block); the references are then bound from the
 * innermost scope out. A name bound by nothing is a global (or no name at all).
 */
import { NodeFlags } from "../../syntax/ast.js";
import { childrenOf, combinedNodeFlags, isFunctionLike, isTypeNode, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";

/** How a name is declared. */
export type DeclarationKind = "var" | "let" | "const" | "class" | "function" | "parameter" | "import" | "catch";

/** One declared name of one scope. */
export interface Declaration {
  readonly name: string;
  readonly kind: DeclarationKind;
  /** The identifier that declares it (the first, when a `var` or function is declared twice). */
  readonly identifier: Node;
  /** The declaration the identifier names: a variable, function, class, parameter, binding element or import. */
  readonly holder: Node;
  /** The node whose scope holds it: the source file, a function, a block, a catch clause, a loop. */
  readonly scope: Node;
  /** Every identifier that reads or writes it, in source order. */
  readonly references: Node[];
  /** Assignments to it after its declaration (`x = 1`, `x++`, `[x] = …`, `for (x of …)`). */
  writes: number;
  /** How many times the scope declares it (a `var` or function declared again). */
  count: number;
}

/** The bindings of one program. */
export interface Scopes {
  readonly declarations: readonly Declaration[];
  /** The declaration an identifier refers to (or declares); undefined for a global or an unbound name. */
  declarationOf(identifier: Node): Declaration | undefined;
  /** Whether an identifier is written there (assigned, incremented, destructured into). */
  isWrite(identifier: Node): boolean;
}

type Named = Node & { readonly name?: Node; readonly text?: string };
type ScopeEntry = { readonly node: Node; readonly parent: ScopeEntry | undefined; readonly functionScope: boolean; readonly names: Map<string, Declaration> };

/**
 * Binds every name of the program to its declaration, in one walk and one pass over the references. `children`
 * reads a node's code children: the program's Source has read them all once already (reading them again from the
 * compiler's tree costs more than the rest of the walk).
 */
export function bindScopes(root: Node, children: (node: Node) => readonly Node[] = childrenOf): Scopes {
  const declarations: Declaration[] = [];
  const bound = new Map<Node, Declaration>();
  const writes = new Set<Node>();
  const pending: [Node, ScopeEntry][] = [];

  const declare = (scope: ScopeEntry, identifier: Node, holder: Node, kind: DeclarationKind): void => {
    const name = (identifier as Named).text ?? "";
    const known = scope.names.get(name);
    if (known !== undefined) {
      known.count += 1;
      bound.set(identifier, known);
      return;
    }
    const d: Declaration = { name, kind, identifier, holder, scope: scope.node, references: [], writes: 0, count: 1 };
    scope.names.set(name, d);
    declarations.push(d);
    bound.set(identifier, d);
  };
  const functionScopeOf = (scope: ScopeEntry): ScopeEntry => {
    let s = scope;
    while (!s.functionScope && s.parent !== undefined) s = s.parent;
    return s;
  };
  // Every name a binding pattern (or a plain name) declares.
  const declarePattern = (scope: ScopeEntry, name: Node | undefined, holder: Node, kind: DeclarationKind, visit: (n: Node, s: ScopeEntry) => void): void => {
    if (name === undefined) return;
    if (name.kind === SyntaxKind.Identifier) {
      declare(scope, name, holder, kind);
      return;
    }
    for (const element of children(name)) {
      if (element.kind !== SyntaxKind.BindingElement) continue;
      const e = element as Node & { readonly name?: Node; readonly propertyName?: Node; readonly initializer?: Node };
      if (e.propertyName !== undefined && e.propertyName.kind === SyntaxKind.ComputedPropertyName) visit(e.propertyName, scope);
      if (e.initializer !== undefined) visit(e.initializer, scope);
      declarePattern(scope, e.name, element, kind, visit);
    }
  };

  const visit = (node: Node, scope: ScopeEntry): void => {
    if (isTypeNode(node) || node.kind === SyntaxKind.TypeAliasDeclaration || node.kind === SyntaxKind.InterfaceDeclaration) return;
    switch (node.kind) {
      case SyntaxKind.Identifier:
        if (isReference(node)) {
          pending.push([node, scope]);
          if (isWritten(node)) writes.add(node);
        }
        return;
      case SyntaxKind.VariableDeclaration: {
        const v = node as Node & { readonly name: Node; readonly initializer?: Node };
        const flags = combinedNodeFlags(node);
        const kind: DeclarationKind = (flags & NodeFlags.Const) !== 0 ? "const" : (flags & NodeFlags.BlockScoped) !== 0 ? "let" : "var";
        declarePattern(kind === "var" ? functionScopeOf(scope) : scope, v.name, node, kind, visit);
        if (v.initializer !== undefined) visit(v.initializer, scope);
        return;
      }
      case SyntaxKind.FunctionDeclaration: {
        const name = (node as Named).name;
        // In a module every function declaration is scoped to its block (or the function body it stands in).
        if (name !== undefined) declare(scope, name, node, "function");
        visitFunction(node, scope);
        return;
      }
      case SyntaxKind.ClassDeclaration: {
        const name = (node as Named).name;
        if (name !== undefined) declare(scope, name, node, "class");
        for (const child of children(node)) if (child !== name) visit(child, scope);
        return;
      }
      case SyntaxKind.ClassExpression: {
        const name = (node as Named).name;
        const inner: ScopeEntry = { node, parent: scope, functionScope: false, names: new Map() };
        if (name !== undefined) declare(inner, name, node, "class");
        for (const child of children(node)) if (child !== name) visit(child, inner);
        return;
      }
      case SyntaxKind.ImportSpecifier:
      case SyntaxKind.ImportClause:
      case SyntaxKind.NamespaceImport: {
        const name = (node as Named).name;
        if (name !== undefined && name.kind === SyntaxKind.Identifier) declare(scope, name, node, "import");
        for (const child of children(node)) if (child !== name && child.kind !== SyntaxKind.Identifier) visit(child, scope);
        return;
      }
      case SyntaxKind.CatchClause: {
        const c = node as Node & { readonly variableDeclaration?: Node & { readonly name: Node }; readonly block: Node };
        const inner: ScopeEntry = { node, parent: scope, functionScope: false, names: new Map() };
        if (c.variableDeclaration !== undefined) declarePattern(inner, c.variableDeclaration.name, c.variableDeclaration, "catch", visit);
        visitBlock(c.block, inner);
        return;
      }
      case SyntaxKind.Block:
      case SyntaxKind.CaseBlock:
      case SyntaxKind.ForStatement:
      case SyntaxKind.ForInStatement:
      case SyntaxKind.ForOfStatement:
        visitBlock(node, { node, parent: scope, functionScope: false, names: new Map() });
        return;
      default:
        if (isFunctionLike(node) || node.kind === SyntaxKind.ClassStaticBlockDeclaration) {
          visitFunction(node, scope);
          return;
        }
        for (const child of children(node)) visit(child, scope);
    }
  };
  // A block's own functions are declared before its statements run (hoisted within it).
  const visitBlock = (node: Node, inner: ScopeEntry): void => {
    for (const child of children(node)) visit(child, inner);
  };
  const visitFunction = (node: Node, outer: ScopeEntry): void => {
    const f = node as Node & { readonly name?: Node; readonly parameters?: readonly Node[]; readonly body?: Node };
    const inner: ScopeEntry = { node, parent: outer, functionScope: true, names: new Map() };
    if (node.kind === SyntaxKind.FunctionExpression && f.name !== undefined) declare(inner, f.name, node, "function");
    for (const p of f.parameters ?? []) {
      const param = p as Node & { readonly name: Node; readonly initializer?: Node };
      declarePattern(inner, param.name, p, "parameter", visit);
      if (param.initializer !== undefined) visit(param.initializer, inner);
    }
    if (f.body === undefined) return;
    // The body's block shares the function's scope: its `let` and `var` live beside the parameters.
    if (f.body.kind === SyntaxKind.Block) for (const child of children(f.body)) visit(child, inner);
    else visit(f.body, inner);
    // Computed names (`[String(name)]() {}`, evaluated where the class or object is made), decorators and the like
    // belong to the outer scope; a plain name binds or references nothing.
    const plainName = f.name !== undefined && f.name.kind !== SyntaxKind.ComputedPropertyName ? f.name : undefined;
    for (const child of children(node)) if (child !== f.body && child !== plainName && !(f.parameters ?? []).includes(child) && !isTypeNode(child)) visit(child, outer);
  };

  const module: ScopeEntry = { node: root, parent: undefined, functionScope: true, names: new Map() };
  for (const child of children(root)) visit(child, module);

  for (const [identifier, scope] of pending) {
    const name = (identifier as Named).text ?? "";
    for (let s: ScopeEntry | undefined = scope; s !== undefined; s = s.parent) {
      const d = s.names.get(name);
      if (d === undefined) continue;
      bound.set(identifier, d);
      d.references.push(identifier);
      if (writes.has(identifier)) d.writes += 1;
      break;
    }
  }
  return {
    declarations,
    declarationOf: (identifier) => bound.get(identifier),
    isWrite: (identifier) => writes.has(identifier),
  };
}


/** Whether an identifier reads or writes a variable here (not a member name, a key, a label or a declaration's name). */
export function isReference(node: Node): boolean {
  const p = node.parent as (Node & { readonly name?: Node; readonly propertyName?: Node; readonly expression?: Node; readonly label?: Node; readonly moduleSpecifier?: Node }) | undefined;
  if (p === undefined) return false;
  switch (p.kind) {
    case SyntaxKind.PropertyAccessExpression:
      return p.expression === node;
    case SyntaxKind.ShorthandPropertyAssignment:
      return p.name === node;
    case SyntaxKind.ExportSpecifier: {
      const from = p.parent?.parent as (Node & { readonly moduleSpecifier?: Node }) | undefined;
      return from?.moduleSpecifier === undefined && (p.propertyName ?? p.name) === node;
    }
    case SyntaxKind.LabeledStatement:
    case SyntaxKind.BreakStatement:
    case SyntaxKind.ContinueStatement:
    case SyntaxKind.MetaProperty:
    case SyntaxKind.QualifiedName:
      return false;
    default:
      return p.name !== node && p.propertyName !== node;
  }
}

/** Whether an operator token assigns (`=`, `+=`, `??=`, …). */
export function isAssignmentOperator(kind: SyntaxKind): boolean {
  return kind >= SyntaxKind.FirstAssignment && kind <= SyntaxKind.LastAssignment;
}

/** Whether an identifier is a target of an assignment, an update, a destructuring assignment or a for-in/of head. */
function isWritten(node: Node): boolean {
  let child: Node = node;
  for (let p = node.parent; p !== undefined; child = p, p = p.parent) {
    switch (p.kind) {
      case SyntaxKind.ParenthesizedExpression:
      case SyntaxKind.ShorthandPropertyAssignment:
      case SyntaxKind.SpreadElement:
      case SyntaxKind.SpreadAssignment:
      case SyntaxKind.ArrayLiteralExpression:
      case SyntaxKind.ObjectLiteralExpression:
        continue;
      case SyntaxKind.PropertyAssignment:
        if ((p as Node & { readonly initializer?: Node }).initializer === child) continue;
        return false;
      case SyntaxKind.BinaryExpression: {
        const b = p as Node & { readonly left: Node; readonly operatorToken: Node };
        if (b.left !== child) return false;
        const op = b.operatorToken.kind;
        // A pattern on the left of `=` is written whole; a plain name by any compound assignment.
        return op === SyntaxKind.EqualsToken || (child === node && isAssignmentOperator(op)) || (child.kind === SyntaxKind.ParenthesizedExpression && isAssignmentOperator(op));
      }
      case SyntaxKind.PrefixUnaryExpression:
      case SyntaxKind.PostfixUnaryExpression: {
        const op = (p as Node & { readonly operator: SyntaxKind }).operator;
        return child === node && (op === SyntaxKind.PlusPlusToken || op === SyntaxKind.MinusMinusToken);
      }
      case SyntaxKind.ForInStatement:
      case SyntaxKind.ForOfStatement:
        return (p as Node & { readonly initializer?: Node }).initializer === child;
      default:
        return false;
    }
  }
  return false;
}
