/**
 * `globalThis.process`, `globalThis["require"]`: a property the guest's global object does not have (it has
 * ECMAScript 2023's globals, `console` and `gg`). Reading on from it or calling it is a certain TypeError; a bare read
 * (undefined), an assignment (it creates the global) or a guarded test runs, and is only a warning.
 */
import * as messages from "../messages.js";
import { isUsedOn } from "./classify.js";
import type { EngineProgram } from "./engine.js";
import type { GgNames } from "./names.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { isInTypeContext, SyntaxKind } from "./tree.js";
import type { Node, Source } from "./tree.js";

/** A finding (GG1008) for every property of `globalThis` the guest lacks. */
export function globalThisFindings(source: Source, program: EngineProgram, names: GgNames): RawDiagnostic[] {
  if (!source.text.includes("globalThis")) return [];
  const found: RawDiagnostic[] = [];
  for (const node of source.nodes) {
    const access = node as Node & { readonly expression?: Node; readonly name?: Node & { readonly text?: string }; readonly argumentExpression?: Node & { readonly text?: string } };
    let member: (Node & { readonly text?: string }) | undefined;
    if (node.kind === SyntaxKind.PropertyAccessExpression) member = access.name;
    else if (node.kind === SyntaxKind.ElementAccessExpression && (access.argumentExpression?.kind === SyntaxKind.StringLiteral || access.argumentExpression?.kind === SyntaxKind.NoSubstitutionTemplateLiteral)) {
      member = access.argumentExpression;
    }
    const owner = access.expression;
    const name = owner === undefined ? undefined : globalThisName(owner);
    if (member?.text === undefined || name === undefined || isInTypeContext(node)) continue;
    if (!program.isLibraryGlobal(name) || program.isGlobalValue(member.text)) continue;
    const certain = isUsedOn(node);
    const start = source.start(member);
    found.push({ start, length: member.end - start, code: messages.GG.globalThis, message: messages.missingGlobalProperty(names, member.text), certain, advisory: !certain });
  }
  return found;
}

/** The name `globalThis` an expression is (through parentheses), if it is that name. */
function globalThisName(node: Node): Node | undefined {
  let n = node as Node & { readonly expression?: Node; readonly text?: string };
  while (n.kind === SyntaxKind.ParenthesizedExpression && n.expression !== undefined) n = n.expression as Node & { readonly expression?: Node; readonly text?: string };
  return n.kind === SyntaxKind.Identifier && n.text === "globalThis" ? n : undefined;
}
