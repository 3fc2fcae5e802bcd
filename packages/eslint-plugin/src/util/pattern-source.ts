/**
 * What a destructuring pattern takes apart, read once for the rules and the editor: `const { readFile } = gg.files`,
 * a parameter's default, an assignment's right side, and — nested — a member of the outer pattern's value
 * (`const { files: { readFile } } = gg`).
 */
import { memberOf, type GgName, type GgNames } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type { Resolver } from "./resolve.js";

/** A value members are read from: what gg name it is, and how the program wrote it (read only when needed). */
export interface PatternSource {
  readonly ref: GgName | undefined;
  readonly text: () => string;
}

/** The name a destructuring property reads: an identifier key or a string literal one, not a computed key. */
export function propertyName(property: TSESTree.Property): string | undefined {
  const key = property.key;
  if (!property.computed && key.type === AST_NODE_TYPES.Identifier) return key.name;
  return key.type === AST_NODE_TYPES.Literal && typeof key.value === "string" ? key.value : undefined;
}

/** What the object pattern `pattern` takes apart, or undefined where no value is written for it. */
export function patternSource(pattern: TSESTree.Node, names: GgNames, resolver: Resolver, sourceCode: Readonly<TSESLint.SourceCode>): PatternSource | undefined {
  const fromNode = (node: TSESTree.Node): PatternSource => ({ ref: resolver.resolve(node), text: () => sourceCode.getText(node) });
  const parent = pattern.parent;
  if (parent === undefined) return undefined;
  if (parent.type === AST_NODE_TYPES.AssignmentPattern && parent.left === pattern) {
    // `{ files: { readFile } = {} }`: the default stands in only for a member that is missing.
    if (parent.parent?.type === AST_NODE_TYPES.Property) return patternSource(parent, names, resolver, sourceCode);
    return fromNode(parent.right);
  }
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.id === pattern) return parent.init ? fromNode(parent.init) : undefined;
  if (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === pattern) return fromNode(parent.right);
  if (parent.type === AST_NODE_TYPES.Property && parent.value === pattern && parent.parent?.type === AST_NODE_TYPES.ObjectPattern) {
    const outer = patternSource(parent.parent, names, resolver, sourceCode);
    const key = propertyName(parent);
    if (outer === undefined || key === undefined) return undefined;
    return { ref: outer.ref && memberOf(names, outer.ref, key), text: () => `${outer.text()}.${key}` };
  }
  return undefined;
}
