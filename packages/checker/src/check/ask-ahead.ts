/**
 * The engine's questions the classification asks of each finding on a member (`gg.files.readFle`, `Math.sumPrecise`,
 * `entry.isFile()`): what its owner is — a gg namespace, a gg record, a library global. Asked one finding at a time,
 * each is a round trip, and a program of thousands of such findings waits on thousands of them; asked ahead, they
 * are one batch whatever the number of findings.
 */
import { tsCodeSet } from "../codes.js";
import type { EngineDiagnostic } from "../engine-interface.js";
import { unparenthesised } from "../syntax/parentheses.js";
import { nodeAt, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

const MEMBER_CODES = tsCodeSet("missing-member");

type Access = Node & { readonly expression?: Node; readonly name?: Node; readonly argumentExpression?: Node };

/** The owners of the members these diagnostics find missing, and what each owner is read from (`gg` of `gg.files`). */
export function ownersOfMissingMembers(source: Source, diagnostics: readonly EngineDiagnostic[]): Node[] {
  const owners: Node[] = [];
  for (const d of diagnostics) {
    if (!MEMBER_CODES.has(d.code)) continue;
    const member = nodeAt(source, d.start);
    const access = member.parent as Access | undefined;
    const named = access?.kind === SyntaxKind.PropertyAccessExpression && access.name === member;
    const keyed = access?.kind === SyntaxKind.ElementAccessExpression && access.argumentExpression === member;
    if (!named && !keyed) continue;
    const owner = access.expression;
    if (owner === undefined) continue;
    owners.push(owner);
    const inner = unparenthesised(owner) as Access;
    if (inner.kind === SyntaxKind.PropertyAccessExpression && inner.expression !== undefined) owners.push(inner.expression);
  }
  return owners;
}
