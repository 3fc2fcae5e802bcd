import { memberOf, type GgName, type GgNames } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { LastFileCache } from "./last-file.js";

type Scope = TSESLint.Scope.Scope;
type Variable = TSESLint.Scope.Variable;

/**
 * How many steps (aliases, members, destructurings, wrappers) a resolution follows before it gives up: the one depth
 * limit of every syntax-level reading of names (the rules, the LSP's hover and completion, constant strings).
 * A program that nests deeper reaches nothing certain; the limit keeps a hostile chain of aliases from costing more.
 */
export const MAX_RESOLVE_DEPTH = 32;

/** The name a member access reads when it is static (`a.b`, `a["b"]`), else undefined. */
export function staticMemberName(node: TSESTree.MemberExpression): string | undefined {
  if (!node.computed) return node.property.type === AST_NODE_TYPES.Identifier ? node.property.name : undefined;
  const property = node.property;
  if (property.type === AST_NODE_TYPES.Literal && typeof property.value === "string") return property.value;
  if (property.type === AST_NODE_TYPES.TemplateLiteral && property.expressions.length === 0) return property.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

// Every reference of a file by its identifier, built once per file and shared by every rule (a linear search of a
// scope's references per identifier is quadratic on large files).
const referenceIndex = new LastFileCache<object, Map<TSESTree.Node, TSESLint.Scope.Reference>>();

function referencesOf(sourceCode: Readonly<TSESLint.SourceCode>): Map<TSESTree.Node, TSESLint.Scope.Reference> {
  const cached = referenceIndex.get(sourceCode);
  if (cached) return cached;
  const index = new Map<TSESTree.Node, TSESLint.Scope.Reference>();
  const scopes = (sourceCode.scopeManager as TSESLint.Scope.ScopeManager | null)?.scopes ?? [];
  for (const scope of scopes) for (const reference of scope.references) index.set(reference.identifier, reference);
  referenceIndex.set(sourceCode, index);
  return index;
}

/** The variable an identifier refers to from where it stands, or null when nothing in the program declares it. */
export function variableOf(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier): Variable | null {
  const own = referencesOf(sourceCode).get(identifier);
  if (own) return own.resolved;
  let scope: Scope | null = sourceCode.getScope(identifier);
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) return variable;
    scope = scope.upper;
  }
  return null;
}

/** A variable declared by the program (configured or library globals have no definition and do not count). */
export function isDeclared(variable: Variable | null): variable is Variable {
  return variable !== null && variable.defs.length > 0;
}

/** Creates a resolver for one file. */
export function createResolver(sourceCode: Readonly<TSESLint.SourceCode>, names: GgNames) {
  const memo = new Map<Variable, GgName | undefined>();
  const references = referencesOf(sourceCode);
  // Set when a lookup stops at MAX_RESOLVE_DEPTH: what it found then depends on how deep the query started, so it is not
  // memoised, and every memoised answer is the same whichever query (or rule) asked first.
  let cut = false;

  function member(ref: GgName | undefined, name: string): GgName | undefined {
    return ref === undefined ? undefined : memberOf(names, ref, name);
  }

  function ofVariable(variable: Variable, depth: number): GgName | undefined {
    if (memo.has(variable)) return memo.get(variable);
    memo.set(variable, undefined); // a cycle resolves to nothing
    const outer = cut;
    cut = false;
    const result = computeVariable(variable, depth);
    if (cut) memo.delete(variable);
    else memo.set(variable, result);
    cut ||= outer;
    return result;
  }

  function computeVariable(variable: Variable, depth: number): GgName | undefined {
    const [def, ...more] = variable.defs;
    if (!def || more.length > 0) return undefined;
    if (def.type === "ImportBinding") {
      const node = def.node;
      if (node.type === AST_NODE_TYPES.TSImportEqualsDeclaration) {
        const reference = node.moduleReference;
        if (reference.type === AST_NODE_TYPES.TSExternalModuleReference) return undefined;
        return entity(reference, depth + 1);
      }
      const declaration = def.parent;
      if (declaration?.type !== AST_NODE_TYPES.ImportDeclaration || declaration.source.value !== "gg") return undefined;
      if (node.type === AST_NODE_TYPES.ImportNamespaceSpecifier) return names.root;
      if (node.type === AST_NODE_TYPES.ImportSpecifier) {
        const imported = node.imported.type === AST_NODE_TYPES.Identifier ? node.imported.name : node.imported.value;
        return member(names.root, imported);
      }
      return undefined;
    }
    if (def.type !== "Variable") return undefined;
    const declarator = def.node;
    if (!declarator.init) return undefined;
    // A binding written again after its declaration may hold anything by the time it is read. The declaration's own
    // writes (its initialiser, and a destructuring default) are the writes of its own identifier.
    if (variable.references.some((reference) => reference.isWrite() && (reference.identifier !== def.name || !reference.init))) return undefined;
    const source = expression(declarator.init, depth + 1);
    if (!source) return undefined;
    if (declarator.id.type === AST_NODE_TYPES.Identifier) return declarator.id === def.name ? source : undefined;
    return pattern(declarator.id, def.name, source);
  }

  // Follows a destructuring pattern down to the binding `target`, reading one member per level.
  function pattern(node: TSESTree.Node, target: TSESTree.Identifier, source: GgName | undefined): GgName | undefined {
    if (node === target) return source;
    if (node.type === AST_NODE_TYPES.AssignmentPattern) return pattern(node.left, target, source);
    if (node.type !== AST_NODE_TYPES.ObjectPattern) return undefined;
    for (const property of node.properties) {
      if (property.type !== AST_NODE_TYPES.Property) continue;
      if (!contains(property.value, target)) continue;
      const key = property.key;
      const name = !property.computed && key.type === AST_NODE_TYPES.Identifier ? key.name
        : key.type === AST_NODE_TYPES.Literal && typeof key.value === "string" ? key.value : undefined;
      if (name === undefined) return undefined;
      return pattern(property.value, target, member(source, name));
    }
    return undefined;
  }

  function identifier(node: TSESTree.Identifier, depth: number): GgName | undefined {
    const own = references.get(node);
    const variable = own ? own.resolved : variableOf(sourceCode, node);
    if (!isDeclared(variable)) return node.name === "gg" ? names.root : undefined;
    if (depth > MAX_RESOLVE_DEPTH) {
      cut = true;
      return undefined;
    }
    return ofVariable(variable, depth);
  }

  function entity(node: TSESTree.EntityName | TSESTree.Expression, depth: number): GgName | undefined {
    if (depth > MAX_RESOLVE_DEPTH) {
      cut = true;
      return undefined;
    }
    if (node.type === AST_NODE_TYPES.TSQualifiedName) {
      // A name no gg member has reaches nothing, whatever is left of it: no need to resolve that.
      if (!names.memberNames.has(node.right.name)) return undefined;
      return member(entity(node.left, depth + 1), node.right.name);
    }
    return expression(node, depth);
  }

  function expression(node: TSESTree.Node, depth: number): GgName | undefined {
    if (depth > MAX_RESOLVE_DEPTH) {
      cut = true;
      return undefined;
    }
    switch (node.type) {
      case AST_NODE_TYPES.Identifier:
        return identifier(node, depth);
      case AST_NODE_TYPES.MemberExpression: {
        const name = staticMemberName(node);
        if (name === undefined) return undefined;
        // `globalThis.gg` is the same global the unshortened form names.
        if (name === "gg" && node.object.type === AST_NODE_TYPES.Identifier && node.object.name === "globalThis"
          && !isDeclared(variableOf(sourceCode, node.object))) return names.root;
        // Most member reads in a program (`console.log`, `line.trim`) name nothing of gg: skip resolving their object.
        if (!names.memberNames.has(name)) return undefined;
        return member(expression(node.object, depth + 1), name);
      }
      case AST_NODE_TYPES.TSQualifiedName:
        return entity(node, depth);
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
        return expression(node.expression, depth + 1);
      case AST_NODE_TYPES.SequenceExpression: {
        // `(0, gg.files)` is its last expression.
        const last = node.expressions[node.expressions.length - 1];
        return last === undefined ? undefined : expression(last, depth + 1);
      }
      case AST_NODE_TYPES.LogicalExpression: {
        // gg and its namespaces are objects, never falsy or nullish: `gg.files || other` and `gg.files ?? other` are
        // gg.files. (`&&` gives its right side, which may be anything.)
        if (node.operator === "&&") return undefined;
        const left = expression(node.left, depth + 1);
        return left !== undefined && (left.kind === "root" || left.kind === "namespace") ? left : undefined;
      }
      default:
        return undefined;
    }
  }

  function lookup(at: TSESTree.Node, name: string): GgName | undefined {
    let scope: Scope | null = sourceCode.getScope(at);
    while (scope) {
      const variable = scope.set.get(name);
      if (isDeclared(variable ?? null)) return ofVariable(variable as Variable, 0);
      scope = scope.upper;
    }
    return name === "gg" ? names.root : undefined;
  }

  /** Whether `name`, written at `at`, would be bound by something of the program (else it is free there). */
  function isBoundAt(at: TSESTree.Node, name: string): boolean {
    let scope: Scope | null = sourceCode.getScope(at);
    while (scope) {
      if (isDeclared(scope.set.get(name) ?? null)) return true;
      scope = scope.upper;
    }
    return false;
  }

  return {
    /** What `name` would denote if written at `at`. */
    lookup,
    isBoundAt,
    /** What a variable of the program is certainly bound to in gg, or undefined. */
    variable: (variable: Variable): GgName | undefined => ofVariable(variable, 0),
    /** What a node denotes in gg, or undefined when it is not (statically) a gg name. */
    resolve: (node: TSESTree.Node): GgName | undefined => expression(node, 0),
  };
}

/** The resolver type. */
export type Resolver = ReturnType<typeof createResolver>;

// One resolver per file and catalogue, shared by every rule: its memo of what each variable denotes is filled once.
const resolvers = new LastFileCache<object, { readonly names: GgNames; readonly resolver: Resolver }>();

/** The resolver of one file's gg names, shared by the rules that lint it with `names`. */
export function resolverFor(sourceCode: Readonly<TSESLint.SourceCode>, names: GgNames): Resolver {
  const cached = resolvers.get(sourceCode);
  if (cached?.names === names) return cached.resolver;
  const resolver = createResolver(sourceCode, names);
  resolvers.set(sourceCode, { names, resolver });
  return resolver;
}

function contains(outer: TSESTree.Node, inner: TSESTree.Node): boolean {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}
