/**
 * Whether code certainly ends by throwing: a `throw`, a block or `if` whose every way ends in one, a `try` whose block
 * throws past a `finally` that does not leave, a call of the program's function whose body always throws (a
 * `rethrow(e)` or `die()` helper). A catch clause or rejection handler that does is no handler: it passes the error on.
 */
import { isFunctionLike, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { calleeFunction } from "./entries.js";
import { mayJumpOut } from "./exits.js";
import { exitStatement } from "./failing-exit.js";
import type { Scopes } from "./scopes.js";
import { constantTruth, fields, isAsync, isFunctionWithBody, unparenthesised } from "./syntax.js";

/** Whether a statement list certainly throws before anything in it may leave by `return`, `break` or `continue`. */
export function listThrows(statements: readonly Node[], scopes: Scopes | undefined, depth = 0): boolean {
  for (const s of statements) {
    if (statementThrows(s, scopes, depth)) return true;
    if (mayLeave(s)) return false;
  }
  return false;
}

function statementThrows(s: Node, scopes: Scopes | undefined, depth: number): boolean {
  if (depth > 6) return false;
  const f = fields(s);
  switch (s.kind) {
    case SyntaxKind.ThrowStatement:
      return true;
    case SyntaxKind.Block:
      return listThrows(f.statements ?? [], scopes, depth + 1);
    case SyntaxKind.LabeledStatement:
      return f.statement !== undefined && statementThrows(f.statement, scopes, depth + 1);
    case SyntaxKind.IfStatement: {
      const truth = constantTruth(f.expression as Node);
      const then = f.thenStatement !== undefined && statementThrows(f.thenStatement, scopes, depth + 1);
      const otherwise = f.elseStatement !== undefined && statementThrows(f.elseStatement, scopes, depth + 1);
      return truth === true ? then : truth === false ? otherwise : then && otherwise;
    }
    case SyntaxKind.TryStatement:
      // Without a catch, what the block throws goes on, unless the finally leaves.
      return f.catchClause === undefined && f.tryBlock !== undefined && statementThrows(f.tryBlock, scopes, depth + 1) && (f.finallyBlock === undefined || !mayLeave(f.finallyBlock));
    case SyntaxKind.ExpressionStatement: {
      const call = unparenthesised(f.expression as Node);
      // `process.exit(1);`: the guest has no `process`, so it throws.
      if (scopes !== undefined && exitStatement(s, scopes)) return true;
      if (call.kind !== SyntaxKind.CallExpression || scopes === undefined) return false;
      const fn = calleeFunction(fields(call).expression as Node, scopes);
      const body = fn === undefined || isAsync(fn) ? undefined : fields(fn).body;
      return body?.kind === SyntaxKind.Block && listThrows(fields(body).statements ?? [], scopes, depth + 1);
    }
    default:
      return false;
  }
}

/**
 * Whether a statement may leave its block: a `return` (not of a nested function), or a `break` or `continue` whose
 * target is outside it (one that ends a loop or `switch` of its own stays inside).
 */
export function mayLeave(statement: Node): boolean {
  return mayReturn(statement) || mayJumpOut(statement);
}

/** Whether a statement holds a `return` of its own function (not of a function or class nested in it). */
export function mayReturn(statement: Node): boolean {
  if (statement.kind === SyntaxKind.ReturnStatement) return true;
  // A branch a constant condition never takes returns nothing (`if (false) return 1;`, `while (false) …`).
  if (statement.kind === SyntaxKind.IfStatement) {
    const f = fields(statement);
    const truth = constantTruth(f.expression as Node);
    if (truth !== undefined) {
      const taken = truth ? f.thenStatement : f.elseStatement;
      return taken !== undefined && mayReturn(taken);
    }
  }
  if (statement.kind === SyntaxKind.WhileStatement && constantTruth(fields(statement).expression as Node) === false) return false;
  if (isFunctionWithBody(statement) || isFunctionLike(statement) || statement.kind === SyntaxKind.ClassDeclaration || statement.kind === SyntaxKind.ClassExpression) return false;
  let found = false;
  statement.forEachChild((child) => {
    found ||= mayReturn(child);
    return found ? true : undefined;
  });
  return found;
}
