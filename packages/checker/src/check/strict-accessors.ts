/**
 * Reads that strict code refuses (GG1013). Every guest program is a module, and a module's code is strict, so:
 *
 * - `arguments.callee` of a function's own `arguments` throws a TypeError (the strict `arguments` object poisons it);
 * - `f.caller` and `f.arguments` of a function of the program's throw a TypeError (strict functions poison both, and
 *   every function a module defines is strict).
 *
 * Each is certain where the read runs, uncaught. A binding of the program's named `arguments` is another value, and a
 * member `caller` the program gives a function is its own.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { isFunctionLike, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import { calleeFunction } from "./execution/entries.js";
import { fields, memberName, unparenthesised } from "./execution/syntax.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

// Members of a strict function that throw when read.
const POISONED: ReadonlySet<string> = new Set(["caller", "arguments"]);

/** A finding (GG1013) for every read strict code refuses. */
export function strictAccessorFindings(source: Source): RawDiagnostic[] {
  if (!/callee|caller|\.arguments/.test(source.text)) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const node of source.nodes) {
    if (node.kind !== SyntaxKind.PropertyAccessExpression && node.kind !== SyntaxKind.ElementAccessExpression) continue;
    const name = memberName(node);
    if (name === undefined) continue;
    const owner = unparenthesised(fields(node).expression as Node);
    let message: string | undefined;
    if (name === "callee" && owner.kind === SyntaxKind.Identifier && fields(owner).text === "arguments" && model.scopes.declarationOf(owner) === undefined && ownArguments(owner)) {
      message = messages.strictCallee();
    } else if (POISONED.has(name)) {
      const fn = calleeFunction(owner, model.scopes);
      // A member of that name the program writes anywhere may be the function's own (`f.caller = …` throws, though).
      if (fn !== undefined && (model.facts.memberWrites.get(name) ?? []).length === 0 && !model.facts.anyMember) message = messages.strictCaller(name);
    }
    if (message === undefined) continue;
    const certain = model.fails(node);
    const start = source.start(node);
    found.push({ start, length: node.end - start, code: GG.strictOnly, message, certain, advisory: !certain });
  }
  return found;
}

// Whether `arguments` is a function's own: inside a function that is not an arrow (an arrow sees its parent's), not in
// a class field or static block (where `arguments` is an early error the parse reports).
function ownArguments(node: Node): boolean {
  for (let p = node.parent; p !== undefined; p = p.parent) {
    if (p.kind === SyntaxKind.ArrowFunction) continue;
    if (p.kind === SyntaxKind.PropertyDeclaration || p.kind === SyntaxKind.ClassStaticBlockDeclaration) return false;
    if (isFunctionLike(p)) return fields(p).body !== undefined;
  }
  return false;
}
