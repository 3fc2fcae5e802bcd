/**
 * A write to gg or one of its namespaces (GG1019): `files.writeFile = (p, c) => console.log(p)` to stub a call out in
 * a dry run, `gg.files = mock`, `gg.extra = 1`, `delete files.grep`. The guest hands the program gg and each namespace
 * frozen, so in its strict code each such write throws a TypeError whenever it runs ("Cannot assign to read only
 * property", "object is not extensible").
 *
 * The execution model's gg values decide what is gg: the global `gg` (where the program does not replace it), a
 * namespace read off it, imported from "gg" or held in a binding never written again. A logical assignment (`??=`,
 * `||=`, `&&=`) may write nothing and is left alone. The compiler says nothing of most of these (a namespace's member
 * is a function, and JavaScript checks no assignment to one).
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import { isAssignmentOperator } from "./execution/scopes.js";
import type { Scopes } from "./execution/scopes.js";
import { fields, unparenthesised } from "./execution/syntax.js";
import { outermostParentheses } from "../syntax/parentheses.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

// Assignments that may leave the member as it is.
const LOGICAL: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.BarBarEqualsToken, SyntaxKind.AmpersandAmpersandEqualsToken, SyntaxKind.QuestionQuestionEqualsToken]);

/** A finding (GG1019) for each write, `++`, `--` or `delete` of a member of gg or of a gg namespace. */
export function ggWriteFindings(source: Source): RawDiagnostic[] {
  const targets: Node[] = [];
  for (const node of source.nodes) {
    const target = writtenMember(node);
    if (target !== undefined) targets.push(target);
  }
  if (targets.length === 0) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const target of targets) {
    const owner = fields(target).expression as Node;
    if (model.values.env.ggValue(owner) !== "object" || namespaceImport(owner, model.scopes)) continue;
    const certain = model.fails(target);
    const start = source.start(target);
    const text = source.text.slice(start, target.end);
    found.push({ start, length: target.end - start, code: GG.ggWrite, message: messages.ggWrite(text.length > 60 ? `${text.slice(0, 57)}...` : text), certain, advisory: !certain });
  }
  return found;
}

// `g` of `import * as g from "gg"`: a write of its member is the module namespace's, which the compiler reports
// (TS2540, certain) already.
function namespaceImport(owner: Node, scopes: Scopes): boolean {
  const o = unparenthesised(owner);
  const d = o.kind === SyntaxKind.Identifier ? scopes.declarationOf(o) : undefined;
  return d?.kind === "import" && d.holder.kind === SyntaxKind.NamespaceImport;
}

// The member access a node writes or deletes (`x.y = …`, `x[k] += 1`, `x.y++`, `delete x.y`), if any.
function writtenMember(node: Node): Node | undefined {
  let target: Node | undefined;
  if (node.kind === SyntaxKind.BinaryExpression) {
    const op = fields(node).operatorToken?.kind as SyntaxKind;
    if (isAssignmentOperator(op) && !LOGICAL.has(op)) target = fields(node).left as Node;
  } else if (node.kind === SyntaxKind.PrefixUnaryExpression || node.kind === SyntaxKind.PostfixUnaryExpression) {
    const op = fields(node).operator;
    if (op === SyntaxKind.PlusPlusToken || op === SyntaxKind.MinusMinusToken) target = fields(node).operand as Node;
  } else if (node.kind === SyntaxKind.DeleteExpression) target = fields(node).expression as Node;
  const t = target === undefined ? undefined : unparenthesised(target);
  if (t === undefined || (t.kind !== SyntaxKind.PropertyAccessExpression && t.kind !== SyntaxKind.ElementAccessExpression)) return undefined;
  // `files?.x` never appears as a target; an optional chain's `delete files?.x` stops where it is nullish.
  return outermostParentheses(t) === outermostParentheses(target as Node) && fields(t).questionDotToken === undefined ? t : undefined;
}
