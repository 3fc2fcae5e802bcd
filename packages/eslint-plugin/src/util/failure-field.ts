import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { staticMemberName } from "./resolve.js";

/** The two fields of a gg failure a program compares with a string: the operation's key and the failure code. */
export type FailureField = "operation" | "code";

/** A string literal, or a template literal without substitutions. */
export type StringNode = TSESTree.StringLiteral | TSESTree.TemplateLiteral;

const EQUALITY: ReadonlySet<string> = new Set(["==", "===", "!=", "!=="]);

/** Whether a binary operator compares for (in)equality. */
export function isEquality(operator: string): boolean {
  return EQUALITY.has(operator);
}

/** A constant string's node and value: a string literal or a template without substitutions, else undefined. */
export function stringValue(node: TSESTree.Node | null | undefined): { node: StringNode; value: string } | undefined {
  if (node?.type === AST_NODE_TYPES.Literal && typeof node.value === "string") return { node: node as TSESTree.StringLiteral, value: node.value };
  if (node?.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0) {
    const value = node.quasis[0]?.value.cooked;
    if (typeof value === "string") return { node, value };
  }
  return undefined;
}

/** `x.operation` / `x?.code` → the object and the field read, else undefined. */
export function failureField(node: TSESTree.Node): { object: TSESTree.Expression; field: FailureField } | undefined {
  const inner = node.type === AST_NODE_TYPES.ChainExpression ? node.expression : node;
  if (inner.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const name = staticMemberName(inner);
  return name === "operation" || name === "code" ? { object: inner.object, field: name } : undefined;
}

/**
 * The failure field a string is compared with, by its place: `x.operation === "…"`, `"…" !== x.code`,
 * `switch (x.operation) { case "…": }`. Undefined for a string anywhere else.
 */
export function comparedFailureField(literal: TSESTree.Node): FailureField | undefined {
  const parent = literal.parent;
  if (parent?.type === AST_NODE_TYPES.BinaryExpression && isEquality(parent.operator)) {
    return failureField(parent.left === literal ? parent.right : parent.left)?.field;
  }
  if (parent?.type === AST_NODE_TYPES.SwitchCase && parent.test === literal && parent.parent?.type === AST_NODE_TYPES.SwitchStatement) {
    return failureField(parent.parent.discriminant)?.field;
  }
  return undefined;
}
