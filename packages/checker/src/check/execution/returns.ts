/**
 * Which expression a function's run returns, where the text fixes it: `values.ts` follows a detector
 * (`function env() { if (typeof gg === "object") return "gg"; return "node"; }`) to its answer this way.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { fields, isFunctionWithBody } from "./syntax.js";

/**
 * The expression a function's run returns, where its text fixes which `return` that is: an arrow's expression body,
 * or the first `return` its statements reach, entering only the branches `truth` decides, the clauses of a `switch`
 * on a `constant`, and tries that cannot throw (`quietBlock`). Declarations and expression statements on the way
 * change nothing the caller reads of the result (it reads only steady bindings); any other statement, an undecided
 * test or a run that ends without `return` leaves it unknown.
 */
export function returnedExpression(fn: Node, truth: (test: Node) => boolean | undefined, quietBlock: (block: Node) => boolean, constant: (value: Node) => string | number | undefined): Node | undefined {
  const body = fields(fn).body;
  if (body === undefined) return undefined;
  if (body.kind !== SyntaxKind.Block) return body;
  const walk = (statements: readonly Node[]): Node | "on" | "break" | undefined => {
    for (const s of statements) {
      switch (s.kind) {
        case SyntaxKind.ReturnStatement:
          return fields(s).expression;
        case SyntaxKind.BreakStatement:
          return (s as Node & { readonly label?: Node }).label === undefined ? "break" : undefined;
        case SyntaxKind.TryStatement: {
          // A try block that cannot throw in the guest runs whole; its catch never runs (a finally may return).
          if (fields(s).finallyBlock !== undefined || !quietBlock(fields(s).tryBlock as Node)) return undefined;
          const result = walk(fields(fields(s).tryBlock as Node).statements ?? []);
          if (result !== "on") return result;
          break;
        }
        case SyntaxKind.SwitchStatement: {
          // `switch (typeof gg) { case "object": return "gg"; default: return "node"; }`: the clause a constant picks,
          // and those it falls through to.
          const picked = constant(fields(s).expression as Node);
          const clauses = (s as Node & { readonly caseBlock?: Node & { readonly clauses?: readonly Node[] } }).caseBlock?.clauses ?? [];
          if (picked === undefined) return undefined;
          let at = -1;
          for (const [i, c] of clauses.entries()) {
            if (c.kind !== SyntaxKind.CaseClause) continue;
            const value = constant(fields(c).expression as Node);
            if (value === undefined) return undefined;
            if (value === picked) {
              at = i;
              break;
            }
          }
          if (at < 0) at = clauses.findIndex((c) => c.kind === SyntaxKind.DefaultClause);
          const result = at < 0 ? "on" : walk(clauses.slice(at).flatMap((c) => fields(c).statements ?? []));
          if (result !== "on" && result !== "break") return result;
          break;
        }
        case SyntaxKind.IfStatement: {
          const taken = truth(fields(s).expression as Node);
          if (taken === undefined) return undefined;
          const branch = taken ? fields(s).thenStatement : fields(s).elseStatement;
          const result = branch === undefined ? "on" : walk([branch]);
          if (result !== "on") return result;
          break;
        }
        case SyntaxKind.Block: {
          const result = walk(fields(s).statements ?? []);
          if (result !== "on") return result;
          break;
        }
        case SyntaxKind.VariableStatement:
        case SyntaxKind.ExpressionStatement:
        case SyntaxKind.FunctionDeclaration:
        case SyntaxKind.EmptyStatement:
          break;
        default:
          return undefined;
      }
    }
    return "on";
  };
  const result = walk(fields(body).statements ?? []);
  return result === "on" || result === "break" ? undefined : result;
}

/** The values a function body's `return` statements give (undefined for a bare `return`), its nested functions' aside. */
export function returnStatementsOf(body: Node): (Node | undefined)[] {
  const out: (Node | undefined)[] = [];
  const visit = (node: Node): void => {
    if (node.kind === SyntaxKind.ReturnStatement) out.push(fields(node).expression);
    if (isFunctionWithBody(node) || node.kind === SyntaxKind.ClassDeclaration || node.kind === SyntaxKind.ClassExpression) return;
    node.forEachChild((child) => {
      visit(child);
      return undefined;
    });
  };
  body.forEachChild((child) => {
    visit(child);
    return undefined;
  });
  return out;
}
