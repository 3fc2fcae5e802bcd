/**
 * TypeScript 7's syntax tree as the checker reads it: its node kinds and flags, the node types the passes name,
 * the API's own typed guards (`isIdentifier(node): node is Identifier`) and its scanner. This is the one module
 * that imports `typescript7/unstable/ast`: the API is unstable, so a change to it is met here, once
 * (tests/layers.test.ts holds every other file to that).
 */
export { NodeFlags, SyntaxKind } from "typescript7/unstable/ast";
export type {
  AsExpression,
  AwaitExpression,
  CallExpression,
  Expression,
  FileReference,
  Identifier,
  ModifierLike,
  Node,
  NonNullExpression,
  ParenthesizedExpression,
  SatisfiesExpression,
  SourceFile,
  TypeAssertion,
} from "typescript7/unstable/ast";
export {
  isAsExpression,
  isAwaitExpression,
  isBindingElement,
  isCallExpression,
  isElementAccessExpression,
  isExpression,
  isExpressionStatement,
  isIdentifier,
  isNonNullExpression,
  isObjectBindingPattern,
  isParenthesizedExpression,
  isPropertyAccessExpression,
  isSatisfiesExpression,
  isStringLiteralLikeNode,
  isTypeAssertion,
} from "typescript7/unstable/ast";
export { createScanner, getLeadingCommentRanges, skipTrivia } from "typescript7/unstable/ast/scanner";
