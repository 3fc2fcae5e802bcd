/**
 * GG1009: a function called before a `let`, `const` or `class` it reads is declared. Function declarations are
 * hoisted, so the call runs; the binding it reads is still in its dead zone, and the read throws a ReferenceError.
 * TypeScript reports a direct read before the declaration (TS2448), not one inside a function that is called too
 * early: `function show() { console.log(root); } show(); let root = ".";`.
 *
 * The execution model decides it (execution/dead-zone.ts): the read runs, through calls bound by scope that
 * certainly happen synchronously, before the declaration on every run; the finding is placed at the call in the
 * declaration's own statement list, and is certain where that call runs and nothing catches what it throws.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { executionOf } from "./execution/index.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

/** A finding for each call of a function that reads a binding declared later. */
export function earlyCallFindings(source: Source): RawDiagnostic[] {
  // Only a program with a lexical declaration can read one too early: most short programs stop here.
  if (!/\b(?:let|const|class)\b/.test(source.text)) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const { call, name } of model.dead.earlyCalls()) {
    if (!model.runs(call) || model.caught(call)) continue;
    const start = source.start(call);
    const callee = calleeOf(call);
    const shown = callee === undefined ? "" : source.text.slice(source.start(callee), callee.end);
    found.push({ start, length: call.end - start, code: GG.earlyCall, message: messages.earlyCall(shown.length > 0 && shown.length <= 40 ? shown : "this function", name), certain: true });
  }
  return found;
}

function calleeOf(call: Node): Node | undefined {
  const c = call as Node & { readonly expression?: Node; readonly tag?: Node };
  return call.kind === SyntaxKind.TaggedTemplateExpression ? c.tag : c.expression;
}
