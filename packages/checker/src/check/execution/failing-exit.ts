/**
 * An exit another host's program ends with on failure: `process.exit(1)`, `Deno.exit(2)`, `process.exitCode = 1`,
 * `process.abort()`. In the guest the name is missing, so the statement throws a ReferenceError: it certainly throws,
 * so a catch or rejection handler holding it passes the error on. In such a handler (which runs only once something
 * failed) the program fails there as the exit meant it to: refusing it would refuse nothing a run does not.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, outermost, unparenthesised } from "./syntax.js";
import { listThrows } from "./throws.js";
import { calleeFunction } from "./entries.js";
import type { Entry } from "./entries.js";

const HOSTS: ReadonlySet<string> = new Set(["process", "Deno"]);

/** Whether `root` (the identifier `process` or `Deno`, bound by nothing) begins an exit with a failure code. */
export function failingExit(root: Node, scopes: Scopes): boolean {
  const r = unparenthesised(root);
  if (r.kind !== SyntaxKind.Identifier || !HOSTS.has(fields(r).text ?? "") || scopes.declarationOf(r) !== undefined) return false;
  const access = outermost(r).parent;
  if (access?.kind !== SyntaxKind.PropertyAccessExpression || fields(access).expression !== outermost(r)) return false;
  const member = fields(access).name?.text;
  const use = outermost(access).parent;
  if (use === undefined) return false;
  if ((member === "exit" || member === "abort") && use.kind === SyntaxKind.CallExpression && fields(use).expression === outermost(access)) {
    if (member === "abort") return true;
    const code = (fields(use).arguments ?? [])[0];
    return code !== undefined && failureCode(code);
  }
  // `process.exitCode = 1`
  return member === "exitCode" && use.kind === SyntaxKind.BinaryExpression && fields(use).left === outermost(access) && fields(use).operatorToken?.kind === SyntaxKind.EqualsToken && failureCode(fields(use).right as Node);
}

/** Whether a statement is such an exit, as a statement of its own (`process.exit(1);`). */
export function exitStatement(statement: Node, scopes: Scopes): boolean {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return false;
  let e = unparenthesised(fields(statement).expression as Node);
  while (e.kind === SyntaxKind.CallExpression || e.kind === SyntaxKind.PropertyAccessExpression || e.kind === SyntaxKind.BinaryExpression) e = unparenthesised((e.kind === SyntaxKind.BinaryExpression ? fields(e).left : fields(e).expression) as Node);
  return failingExit(e, scopes);
}

// A non-zero number written in place: `1`, `2`, `-1`.
function failureCode(code: Node): boolean {
  const c = unparenthesised(code);
  if (c.kind === SyntaxKind.NumericLiteral) return Number(fields(c).text) !== 0;
  return c.kind === SyntaxKind.PrefixUnaryExpression && fields(c).operator === SyntaxKind.MinusToken && unparenthesised(fields(c).operand as Node).kind === SyntaxKind.NumericLiteral && Number(fields(unparenthesised(fields(c).operand as Node)).text) !== 0;
}

/**
 * Whether `node` stands in an error handler: a `catch` clause, or a function handed to `.catch(h)` or as `.then(f, h)`'s
 * second argument, written there or handed by name (`.catch(onFatal)`); or in a function every way into which
 * (`entriesOf`) is such a handler's call (`catch (error) { fatal(error); }`), a few calls deep.
 */
export function inErrorHandler(node: Node, scopes: Scopes, entriesOf?: (fn: Node) => readonly Entry[], depth = 0): boolean {
  for (let child: Node = node, parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
    // A handler the text shows always runs (its `try` always throws, its promise always rejects) is no "once something failed".
    if (parent.kind === SyntaxKind.CatchClause && child === fields(parent).block) {
      const tryBlock = parent.parent === undefined ? undefined : fields(parent.parent).tryBlock;
      return tryBlock === undefined || !listThrows(fields(tryBlock).statements ?? [], scopes);
    }
    if (parent.kind === SyntaxKind.ArrowFunction || parent.kind === SyntaxKind.FunctionExpression) {
      const call = outermost(parent).parent;
      if (call?.kind === SyntaxKind.CallExpression && handlerAt(call, outermost(parent))) return handlerOf(call, scopes);
      return enteredFromHandlers(parent, scopes, entriesOf, depth);
    }
    if (parent.kind === SyntaxKind.FunctionDeclaration || parent.kind === SyntaxKind.MethodDeclaration || parent.kind === SyntaxKind.Constructor || parent.kind === SyntaxKind.GetAccessor || parent.kind === SyntaxKind.SetAccessor) return enteredFromHandlers(parent, scopes, entriesOf, depth);
  }
  return false;
}

// Whether `argument` of `call` is its rejection handler: `.catch(h)`, `.then(f, h)`.
function handlerAt(call: Node, argument: Node): boolean {
  const callee = unparenthesised(fields(call).expression as Node);
  const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  const index = (fields(call).arguments ?? []).indexOf(argument);
  return (method === "catch" && index === 0) || (method === "then" && index === 1);
}

// Whether a rejection handler of `call` runs only once something failed: its promise is not one that always rejects.
function handlerOf(call: Node, scopes: Scopes): boolean {
  return !certainlyRejects(fields(unparenthesised(fields(call).expression as Node)).expression as Node, scopes, 0);
}

// Whether every way into `fn` is a call in an error handler, or `fn` handed by name as one (`.catch(onFatal)`).
function enteredFromHandlers(fn: Node, scopes: Scopes, entriesOf: ((fn: Node) => readonly Entry[]) | undefined, depth: number): boolean {
  if (entriesOf === undefined || depth >= 3) return false;
  const entries = entriesOf(fn);
  return entries.length > 0 && entries.every((e) => {
    if (e.kind === "call") return inErrorHandler(e.site, scopes, entriesOf, depth + 1);
    if (e.kind !== "reaction" || e.site.kind !== SyntaxKind.CallExpression) return false;
    const handed = (fields(e.site).arguments ?? []).find((a) => handlerAt(e.site, a) && calleeFunction(a, scopes) === fn);
    return handed !== undefined && handlerOf(e.site, scopes);
  });
}

// `Promise.reject(…)`, or `new Promise(executor)` whose executor always throws; through a `const` holding one.
function certainlyRejects(expression: Node, scopes: Scopes, depth: number): boolean {
  const e = unparenthesised(expression);
  if (e.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(e);
    if (depth > 3 || d === undefined || d.kind !== "const" || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
    const init = fields(d.holder).initializer;
    return init !== undefined && certainlyRejects(init, scopes, depth + 1);
  }
  const callee = e.kind === SyntaxKind.CallExpression || e.kind === SyntaxKind.NewExpression ? unparenthesised(fields(e).expression as Node) : undefined;
  if (callee === undefined) return false;
  if (e.kind === SyntaxKind.CallExpression) return callee.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "reject";
  const executor = (fields(e).arguments ?? [])[0];
  const body = executor === undefined ? undefined : fields(unparenthesised(executor)).body;
  return callee.kind === SyntaxKind.Identifier && fields(callee).text === "Promise" && body?.kind === SyntaxKind.Block && listThrows(fields(body).statements ?? [], scopes);
}
