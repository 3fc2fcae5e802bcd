/**
 * GG1020: a `throw` the program reaches on every run, which nothing catches: the run ends with that error whatever the
 * operations answer (`throw new Error("not implemented")` left at the top level, a `main()` whose last line throws,
 * `if (code !== 0) throw …` of a `code` no result has).
 *
 * The execution model decides it (execution/dead-zone.ts): the statement runs in the top level's order, directly or
 * through calls that certainly happen synchronously, past no `try` with a `catch`, and behind no branch that a value
 * decides (only a test the text alone fixes, `fixed-truth.ts`: never one the value model works out, which the run may
 * prove wrong); nothing catches it on any way in, and where it is an async
 * function's, which rejects the promise its call returns, nothing handles that rejection. A throw behind a test the
 * data decides (`if (!res.ok) throw …`) is what a careful program does, and is never asked about.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { executionOf } from "./execution/index.js";
import { fields, isAsync, isFunctionWithBody, isGenerator, unparenthesised } from "./execution/syntax.js";
import { mayJumpOut } from "./execution/exits.js";
import { mayReturn } from "./execution/throws.js";
import type { ExecutionModel } from "./execution/index.js";
import type { Point } from "./execution/dead-zone.js";
import { testsMayMislead } from "./decided-throws.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { isFunctionLike, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

/** A finding for each `throw` that runs on every run and that nothing catches. */
export function certainThrowFindings(source: Source): RawDiagnostic[] {
  if (!/\bthrow\b/.test(source.text)) return [];
  // Most throws stand behind a test of data (`if (!res.ok) throw …`): found from the syntax alone, before any model.
  const throws = (source.nodes as readonly Node[]).filter((n) => n.kind === SyntaxKind.ThrowStatement && mayRunAlways(n));
  if (throws.length === 0) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const statement of throws) {
    const point = model.deadByText.atTopLevel(statement) ?? lateInAsync(statement, model);
    if (point === undefined || point.caught === true || !model.runs(statement) || model.caught(statement) || testsMayMislead(statement, model, source.text)) continue;
    const start = source.start(statement);
    found.push({ start, length: statement.end - start, code: GG.certainThrow, message: messages.certainThrow(point.via === undefined ? undefined : shownCall(source, point.via)), certain: true });
  }
  return found;
}

/**
 * `async function main() { await step(); throw new Error("todo"); } main();`: a `throw` in an async function's own
 * statement list past an `await` runs later than the top level's order follows, but on every run all the same where
 * the function's first statement does (the top level certainly calls it) and nothing before the throw in the list may
 * return or wait for ever. Where the first statement runs, in the top level's order; undefined otherwise.
 */
function lateInAsync(statement: Node, model: ExecutionModel): Point | undefined {
  const body = statement.parent;
  const fn = body?.parent;
  if (body?.kind !== SyntaxKind.Block || fn === undefined || !isFunctionWithBody(fn) || fields(fn).body !== body || !isAsync(fn) || isGenerator(fn)) return undefined;
  const list = fields(body).statements ?? [];
  const before = list.slice(0, list.indexOf(statement));
  const first = list[0];
  if (first === undefined || first === statement || before.some((s) => mayReturn(s) || mayJumpOut(s) || model.settling.stops(s, fn))) return undefined;
  return model.deadByText.atTopLevel(first);
}

/**
 * Whether the syntax lets a `throw` run on every run its function (or the top level) runs: behind no loop but a
 * `for…of` or a `do` body, no `catch`, `case` or conditional expression, and no `if` but one whose test the text may
 * fix (a literal or a name, maybe negated). A superset of what the model then finds certain.
 */
function mayRunAlways(statement: Node): boolean {
  for (let child = statement, p = statement.parent; p !== undefined && !isFunctionLike(p); child = p, p = p.parent) {
    switch (p.kind) {
      case SyntaxKind.IfStatement:
        if (child !== fields(p).expression && !mayBeFixed(fields(p).expression as Node)) return false;
        break;
      case SyntaxKind.WhileStatement:
      case SyntaxKind.ForStatement:
      case SyntaxKind.ForInStatement:
      case SyntaxKind.CatchClause:
      case SyntaxKind.CaseClause:
      case SyntaxKind.DefaultClause:
      case SyntaxKind.ConditionalExpression:
        return false;
      default:
        break;
    }
  }
  return true;
}

// A test the text alone may fix: a literal, a name, `void`, maybe negated.
function mayBeFixed(test: Node): boolean {
  const t = unparenthesised(test);
  if (t.kind === SyntaxKind.PrefixUnaryExpression && fields(t).operator === SyntaxKind.ExclamationToken) return mayBeFixed(fields(t).operand as Node);
  return t.kind === SyntaxKind.Identifier || t.kind === SyntaxKind.TrueKeyword || t.kind === SyntaxKind.FalseKeyword || t.kind === SyntaxKind.NullKeyword || t.kind === SyntaxKind.NumericLiteral || t.kind === SyntaxKind.StringLiteral || t.kind === SyntaxKind.NoSubstitutionTemplateLiteral || t.kind === SyntaxKind.VoidExpression;
}

// How a finding names the call through which the top level reaches the throw: as written, where short.
function shownCall(source: Source, call: Node): string | undefined {
  const text = source.text.slice(source.start(call), call.end);
  return text.length <= 40 && !text.includes("\n") ? text : undefined;
}
