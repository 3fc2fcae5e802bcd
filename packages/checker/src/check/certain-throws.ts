/**
 * GG1020: a `throw` the program reaches on every run, which nothing catches: the run ends with that error whatever the
 * operations answer (`throw new Error("not implemented")` left at the top level, a `main()` whose last line throws,
 * `if (code !== 0) throw …` of a `code` no result has).
 *
 * The execution model decides it (execution/dead-zone.ts): the statement runs in the top level's order, directly or
 * through calls that certainly happen synchronously, past no `try` with a `catch`, and behind no branch that a value
 * decides (only a test whose value the text fixes); nothing catches it on any way in, and where it is an async
 * function's, which rejects the promise its call returns, nothing handles that rejection. A throw behind a test the
 * data decides (`if (!res.ok) throw …`) is what a careful program does, and is never asked about.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { executionOf } from "./execution/index.js";
import { forEachCode } from "./execution/syntax.js";
import { testsMayMislead } from "./decided-throws.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

/** A finding for each `throw` that runs on every run and that nothing catches. */
export function certainThrowFindings(source: Source): RawDiagnostic[] {
  if (!/\bthrow\b/.test(source.text)) return [];
  const model = executionOf(source);
  const throws: Node[] = [];
  forEachCode(model.root, (n) => {
    if (n.kind === SyntaxKind.ThrowStatement) throws.push(n);
  });
  const found: RawDiagnostic[] = [];
  for (const statement of throws) {
    const point = model.dead.atTopLevel(statement);
    if (point === undefined || point.caught === true || !model.runs(statement) || model.caught(statement) || testsMayMislead(statement, model, source.text)) continue;
    const start = source.start(statement);
    found.push({ start, length: statement.end - start, code: GG.certainThrow, message: messages.certainThrow(point.via === undefined ? undefined : shownCall(source, point.via)), certain: true });
  }
  return found;
}

// How a finding names the call through which the top level reaches the throw: as written, where short.
function shownCall(source: Source, call: Node): string | undefined {
  const text = source.text.slice(source.start(call), call.end);
  return text.length <= 40 && !text.includes("\n") ? text : undefined;
}
