/**
 * The code at the start of a function body that certainly runs whenever the body runs: its leading plain statements
 * (expression and declaration statements, up to the first that may branch, loop or wait, or a `return` or `throw`,
 * which ends them), and within them what
 * no condition, short-circuit or optional chain may skip, outside nested functions and classes.
 */
import { SyntaxKind } from "../syntax/tree.js";
import type { Node } from "../syntax/tree.js";
import { fields } from "./execution/syntax.js";

/** The statements of a body that certainly run, in order, from the moment it starts. */
export function leadingStatements(body: Node): Node[] {
  const out: Node[] = [];
  for (const statement of fields(body).statements ?? []) {
    // A `return` or `throw` runs its expression, then leaves.
    if (statement.kind === SyntaxKind.ReturnStatement || statement.kind === SyntaxKind.ThrowStatement) {
      out.push(statement);
      break;
    }
    if (statement.kind !== SyntaxKind.ExpressionStatement && statement.kind !== SyntaxKind.VariableStatement) break;
    out.push(statement);
    // An `await` hands control back: what follows may run later, or never.
    let waits = false;
    const look = (n: Node): void => {
      if (n.kind === SyntaxKind.AwaitExpression || n.kind === SyntaxKind.YieldExpression) waits = true;
      if (!waits && !isNested(n)) n.forEachChild((c) => (look(c), undefined));
    };
    look(statement);
    if (waits) break;
  }
  return out;
}

/** Calls `visit` on each node of a body's leading statements that certainly runs when they do. */
export function forEachLeadingNode(body: Node, visit: (node: Node) => void): void {
  for (const statement of leadingStatements(body)) forEachCertainNode(statement, visit);
}

/** Calls `visit` on each node of `node` that certainly runs when it does (no condition, short-circuit or `?.` skips it). */
export function forEachCertainNode(node: Node, visit: (node: Node) => void): void {
  if (isNested(node) || node.kind === SyntaxKind.ConditionalExpression) return;
  visit(node);
  if (node.kind === SyntaxKind.BinaryExpression && SHORT_CIRCUITS.has(fields(node).operatorToken?.kind ?? SyntaxKind.Unknown)) {
    forEachCertainNode(fields(node).left as Node, visit);
    return;
  }
  node.forEachChild((child) => {
    // An optional chain stops at a nullish link: the link and what follows may not run.
    if (fields(child).questionDotToken === undefined) forEachCertainNode(child, visit);
    return undefined;
  });
}

function isNested(node: Node): boolean {
  return node.kind === SyntaxKind.ArrowFunction || node.kind === SyntaxKind.FunctionExpression || node.kind === SyntaxKind.FunctionDeclaration || node.kind === SyntaxKind.ClassExpression || node.kind === SyntaxKind.ClassDeclaration;
}

const SHORT_CIRCUITS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.AmpersandAmpersandToken, SyntaxKind.BarBarToken, SyntaxKind.QuestionQuestionToken,
  SyntaxKind.AmpersandAmpersandEqualsToken, SyntaxKind.BarBarEqualsToken, SyntaxKind.QuestionQuestionEqualsToken,
]);
