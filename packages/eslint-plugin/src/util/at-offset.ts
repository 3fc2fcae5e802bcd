/**
 * The resolver asked about a place in the text rather than about a node: which gg name is written at an offset, what
 * the expression before a member being typed refers to, the braces of an import from "gg", a string compared with a
 * failure's field. The LSP's hover and completion ask these; offsets are UTF-16 offsets into `sourceCode.text`
 * (which has no byte-order mark).
 */
import { memberOf, type GgName, type GgNames } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { comparedFailureField, type FailureField } from "./failure-field.js";
import { patternSource, propertyName } from "./pattern-source.js";
import { resolverFor } from "./resolve.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A gg name found in the text, with the offsets of the word (or the quoted key) it was found at. */
export interface NameAt {
  readonly name: GgName;
  readonly start: number;
  readonly end: number;
}

/** The deepest node whose text holds `offset` or ends right at it (a cursor just after a word is on that word). */
function nodeAt(sourceCode: SourceCode, offset: number): TSESTree.Node | undefined {
  const at = sourceCode.getNodeByRangeIndex(offset) as TSESTree.Node | null;
  if (at && (at.type === AST_NODE_TYPES.Identifier || at.type === AST_NODE_TYPES.Literal || at.type === AST_NODE_TYPES.TemplateLiteral)) return at;
  const before = offset > 0 ? (sourceCode.getNodeByRangeIndex(offset - 1) as TSESTree.Node | null) : null;
  if (before && before.range[1] === offset && (before.type === AST_NODE_TYPES.Identifier || before.type === AST_NODE_TYPES.Literal)) return before;
  return at ?? undefined;
}

function importedName(specifier: TSESTree.ImportSpecifier): string {
  return specifier.imported.type === AST_NODE_TYPES.Identifier ? specifier.imported.name : specifier.imported.value;
}

function isGgImport(node: TSESTree.Node | undefined): node is TSESTree.ImportDeclaration {
  return node?.type === AST_NODE_TYPES.ImportDeclaration && node.source.value === "gg";
}

/**
 * What an identifier written at its place names in gg: the member it reads (`gg.files.readFile` at `readFile`), the
 * name an import from "gg" brings, the key of a destructuring, or what the name is bound to. Undefined for a word that
 * is no name (an object literal's key, a method's name) or names nothing of gg.
 */
function identifierName(sourceCode: SourceCode, names: GgNames, node: TSESTree.Identifier): GgName | undefined {
  const resolver = resolverFor(sourceCode, names);
  const parent = node.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.MemberExpression:
      // The word after the dot stands for the whole chain up to it.
      if (parent.property === node) return parent.computed ? resolver.resolve(node) : resolver.resolve(parent);
      break;
    case AST_NODE_TYPES.TSQualifiedName:
      if (parent.right === node) return resolver.resolve(parent);
      break;
    case AST_NODE_TYPES.ImportSpecifier:
      // Either word of `import { files as f } from "gg"` is the namespace.
      return isGgImport(parent.parent) ? memberOf(names, names.root, importedName(parent)) : undefined;
    case AST_NODE_TYPES.ImportNamespaceSpecifier:
      return isGgImport(parent.parent) ? names.root : undefined;
    case AST_NODE_TYPES.Property: {
      if (parent.value === node) break;
      if (parent.key !== node || parent.computed) return undefined;
      // The key of `const { readFile: f } = gg.files` (or of a nested, parameter or assignment pattern) names the
      // member it reads; an object literal's key names nothing.
      const pattern = parent.parent;
      if (pattern?.type !== AST_NODE_TYPES.ObjectPattern) return undefined;
      const source = patternSource(pattern, names, resolver, sourceCode)?.ref;
      const key = propertyName(parent);
      return source && key !== undefined ? memberOf(names, source, key) : undefined;
    }
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.MethodDefinition:
    case AST_NODE_TYPES.TSPropertySignature:
    case AST_NODE_TYPES.TSMethodSignature:
    case AST_NODE_TYPES.LabeledStatement:
    case AST_NODE_TYPES.BreakStatement:
    case AST_NODE_TYPES.ContinueStatement:
      return undefined;
    default:
  }
  return resolver.resolve(node);
}

/** The gg name written at `offset` (an identifier, or a key string compared with a failure's `operation`), or undefined. */
export function ggNameAt(sourceCode: SourceCode, names: GgNames, offset: number): NameAt | undefined {
  const node = nodeAt(sourceCode, offset);
  if (!node) return undefined;
  if (node.type === AST_NODE_TYPES.Literal && typeof node.value === "string") {
    // `gg.files["readFile"]`: the key names the member it reads.
    const parent = node.parent;
    if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.computed && parent.property === node) {
      const name = resolverFor(sourceCode, names).resolve(parent);
      return name ? { name, start: node.range[0], end: node.range[1] } : undefined;
    }
    if (comparedFailureField(node) !== "operation") return undefined;
    const operation = names.operationsByKey.get(node.value);
    const name = operation && names.operationNames.get(operation);
    return name ? { name, start: node.range[0], end: node.range[1] } : undefined;
  }
  if (node.type !== AST_NODE_TYPES.Identifier) return undefined;
  const name = identifierName(sourceCode, names, node);
  return name ? { name, start: node.range[0], end: node.range[1] } : undefined;
}

/**
 * What the object of a member access refers to, when `offset` is in (or right after) the member's word: `gg.files.re|`
 * → gg.files. Undefined when no static member access is written there or its object names nothing of gg.
 */
export function memberObjectAt(sourceCode: SourceCode, names: GgNames, offset: number): GgName | undefined {
  const node = nodeAt(sourceCode, offset);
  const parent = node?.parent;
  if (node?.type === AST_NODE_TYPES.Identifier && parent?.type === AST_NODE_TYPES.MemberExpression && parent.property === node && !parent.computed) {
    return resolverFor(sourceCode, names).resolve(parent.object);
  }
  if (node?.type === AST_NODE_TYPES.Identifier && parent?.type === AST_NODE_TYPES.TSQualifiedName && parent.right === node) {
    return resolverFor(sourceCode, names).resolve(parent.left);
  }
  return undefined;
}

/** The braces of an `import { … } from "gg"` holding `offset`, with the names imported there and where. */
export interface GgImportAt {
  /** Just after `{`. */
  readonly open: number;
  /** At `}`. */
  readonly close: number;
  readonly specifiers: readonly { readonly imported: string; readonly start: number; readonly end: number }[];
}

/** The braces of the `import { … } from "gg"` that hold `offset`, or undefined. */
export function ggImportAt(sourceCode: SourceCode, offset: number): GgImportAt | undefined {
  for (const statement of sourceCode.ast.body) {
    if (!isGgImport(statement)) continue;
    const tokens = sourceCode.getTokens(statement);
    const open = tokens.find((token) => token.value === "{");
    const close = tokens.find((token) => token.value === "}");
    if (!open || !close || offset < open.range[1] || offset > close.range[0]) continue;
    const specifiers = statement.specifiers.flatMap((specifier) =>
      specifier.type === AST_NODE_TYPES.ImportSpecifier ? [{ imported: importedName(specifier), start: specifier.local.range[0], end: specifier.local.range[1] }] : [],
    );
    return { open: open.range[1], close: close.range[0], specifiers };
  }
  return undefined;
}

/** A string at `offset` compared with a failure's field, with the offsets of its text between the quotes. */
export interface FailureStringAt {
  readonly field: FailureField;
  readonly start: number;
  readonly end: number;
}

/** The string literal holding `offset` when it is compared with a failure's `operation` or `code`, or undefined. */
export function failureStringAt(sourceCode: SourceCode, offset: number): FailureStringAt | undefined {
  const node = sourceCode.getNodeByRangeIndex(offset) as TSESTree.Node | null;
  const isString = node?.type === AST_NODE_TYPES.Literal && typeof node.value === "string";
  const isTemplate = node?.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0;
  if (!node || (!isString && !isTemplate)) return undefined;
  const start = node.range[0] + 1;
  const end = node.range[1] - 1;
  if (offset < start || offset > end) return undefined;
  const field = comparedFailureField(node);
  return field ? { field, start, end } : undefined;
}
