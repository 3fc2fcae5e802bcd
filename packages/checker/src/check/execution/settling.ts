/**
 * Promises that never settle. `new Promise(executor)` whose executor never uses its `resolve` and `reject` (none
 * declared, or declared and never read) and whose body cannot throw (a throw would reject it) stays pending for
 * ever, and so does every `.then`, `.catch` or `.finally` made on it, and `Promise.all` of an array holding it. Code after an `await` of one, in an async
 * function, never runs; nor do the callbacks of its reactions. The rule is small and exact: anything it cannot prove
 * (an executor that calls something, a binding written again, a `Promise` the program may replace) may settle.
 * An `await` of an executor's promise that never uses `resolve` never goes on either, whatever the body does: it
 * stays pending, or rejects and throws at the `await`.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { calleeFunction } from "./entries.js";
import { rootedAtGg } from "./own-objects.js";
import { inert, quietStatement } from "./quiet.js";
import type { Declaration, Scopes } from "./scopes.js";
import { containsNode, fields, isAsync, isGenerator, unparenthesised } from "./syntax.js";

const REACTIONS: ReadonlySet<string> = new Set(["then", "catch", "finally"]);
// Expressions that evaluate to themselves and cannot throw.
const LITERALS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.NumericLiteral, SyntaxKind.BigIntLiteral, SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.TrueKeyword, SyntaxKind.FalseKeyword, SyntaxKind.NullKeyword]);

/** What the model knows of the program that decides settling: whether it may replace `Promise` or a reaction method. */
export interface SettlingFacts {
  /** Whether the program may set the global `name` (then `Promise` may be another constructor). */
  setsGlobal(name: string): boolean;
  /** Whether the program may add or replace a member `name` anywhere (then `.then` may be another method). */
  addsMember(name: string): boolean;
}

/** Which promises of the program never settle, and which statements therefore stop their async function for good. */
export class Settling {
  private readonly known = new Map<Node, boolean>();

  /** `scopes` binds names; `facts` says what the program may replace. */
  constructor(
    private readonly scopes: Scopes,
    private readonly facts: SettlingFacts,
  ) {}

  /**
   * Whether a statement of an async function (`fn`) never finishes: it awaits a promise that never settles, on every
   * run of it (`await p;`, `x = await p;`, `const v = await p;`, a block holding one). The statements after it never run.
   */
  stops(statement: Node, fn: Node | undefined): boolean {
    // `fn` undefined: the module's top level, which awaits as an async function does.
    if (fn !== undefined && !isAsync(fn)) return false;
    // A plain block (no label a `break` could leave it by) stops where a statement in it does: anything before that
    // statement leaves the block only by leaving this statement list too (a throw, a return, a break of a loop).
    if (statement.kind === SyntaxKind.Block) return statement.parent?.kind !== SyntaxKind.LabeledStatement && (fields(statement).statements ?? []).some((s) => this.stops(s, fn));
    if (statement.kind === SyntaxKind.ExpressionStatement) {
      const e = unparenthesised(fields(statement).expression as Node);
      const awaited = e.kind === SyntaxKind.BinaryExpression && fields(e).operatorToken?.kind === SyntaxKind.EqualsToken ? unparenthesised(fields(e).right as Node) : e;
      return this.awaitsNever(awaited);
    }
    if (statement.kind === SyntaxKind.VariableStatement) {
      const list = (statement as Node & { readonly declarationList?: Node & { readonly declarations?: readonly Node[] } }).declarationList;
      // Earlier declarators run first; whether they throw or not, no later one runs past the await.
      return (list?.declarations ?? []).some((d) => fields(d).initializer !== undefined && this.awaitsNever(unparenthesised(fields(d).initializer as Node)));
    }
    return false;
  }

  /** Whether a `.then`, `.catch` or `.finally` call (a reaction's site) is made on a promise that never settles: its callbacks never run. */
  reactsToNever(site: Node): boolean {
    if (site.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesised(fields(site).expression as Node);
    return callee.kind === SyntaxKind.PropertyAccessExpression && REACTIONS.has(fields(callee).name?.text ?? "") && !this.facts.addsMember(fields(callee).name?.text ?? "") && this.neverSettles(fields(callee).expression as Node);
  }

  /**
   * Whether a reaction's callback runs only on a rejection that cannot come: `.catch(h)`, `.then(f, h)` (with `h` the
   * callback) on `Promise.resolve(v)` of the built-in `Promise`, with `v` no thenable (a primitive literal, a template,
   * an array or object literal with no `then`, a gg operation's result), where the program adds no member `then` anywhere.
   */
  rejectsNever(site: Node, callback: Node): boolean {
    if (site.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesised(fields(site).expression as Node);
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || this.facts.addsMember("then")) return false;
    const method = fields(callee).name?.text;
    const handler = (fields(site).arguments ?? [])[method === "catch" ? 0 : method === "then" ? 1 : -1];
    if (handler === undefined || !this.isCallback(handler, callback)) return false;
    return this.resolvedPlain(unparenthesised(fields(callee).expression as Node), new Set());
  }

  // The argument is the callback itself, or a binding that only ever holds it.
  private isCallback(argument: Node, callback: Node): boolean {
    const a = unparenthesised(argument);
    if (a === callback) return true;
    if (a.kind !== SyntaxKind.Identifier) return false;
    const d = this.scopes.declarationOf(a);
    if (d === undefined || d.writes > 0 || d.count > 1) return false;
    if (d.holder === callback) return true;
    const init = d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    return init !== undefined && unparenthesised(init) === callback;
  }

  /**
   * Whether a reaction's callback runs only on a fulfilment that cannot come: `.then(f, …)` (with `f` the callback) on
   * `Promise.reject(…)` of the built-in `Promise`, where the program adds no member `then` anywhere.
   */
  fulfilsNever(site: Node, callback: Node): boolean {
    if (site.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesised(fields(site).expression as Node);
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).name?.text !== "then" || this.facts.addsMember("then")) return false;
    const handler = (fields(site).arguments ?? [])[0];
    if (handler === undefined || !this.isCallback(handler, callback)) return false;
    const promise = unparenthesised(fields(callee).expression as Node);
    const maker = promise.kind === SyntaxKind.CallExpression ? unparenthesised(fields(promise).expression as Node) : undefined;
    return maker?.kind === SyntaxKind.PropertyAccessExpression && fields(maker).name?.text === "reject" && this.isBuiltinPromise(fields(maker).expression as Node);
  }

  // `Promise.resolve(v)` with `v` no thenable, a call of an async function that cannot throw and returns no
  // thenable, or a binding that only ever holds one.
  private resolvedPlain(e: Node, seen: Set<Declaration>): boolean {
    if (e.kind === SyntaxKind.Identifier) {
      const d = this.scopes.declarationOf(e);
      if (d === undefined || seen.has(d) || d.writes > 0 || d.count > 1 || d.kind !== "const" || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
      seen.add(d);
      const init = fields(d.holder).initializer;
      return init !== undefined && this.resolvedPlain(unparenthesised(init), seen);
    }
    if (e.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesised(fields(e).expression as Node);
    const own = calleeFunction(callee, this.scopes);
    if (own !== undefined) return isAsync(own) && !isGenerator(own) && fulfilsPlain(own, this.scopes);
    const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || !this.isBuiltinPromise(fields(callee).expression as Node)) return false;
    const args = fields(e).arguments ?? [];
    // `Promise.allSettled([…])` never rejects; `Promise.all([…])` not where every element is no thenable.
    if ((method === "allSettled" || method === "all") && args.length === 1) {
      // A `const` array stays an array, which `allSettled` settles whatever it holds; `all` needs its elements as written.
      const list = method === "allSettled" ? this.listHeld(unparenthesised(args[0] as Node)) : unparenthesised(args[0] as Node);
      const elements = list.kind === SyntaxKind.ArrayLiteralExpression ? ((list as Node & { readonly elements?: readonly Node[] }).elements ?? []) : undefined;
      if (elements === undefined || elements.some((x) => x.kind === SyntaxKind.SpreadElement)) return false;
      return method === "allSettled" || elements.every((x) => this.plain(unparenthesised(x), seen));
    }
    if (method !== "resolve") return false;
    return args.length === 0 || (args[0] !== undefined && this.plain(unparenthesised(args[0]), seen));
  }

  // The array literal a list is: written in place, or the one a `const` holds.
  private listHeld(list: Node): Node {
    if (list.kind !== SyntaxKind.Identifier) return list;
    const d = this.scopes.declarationOf(list);
    const init = d !== undefined && d.kind === "const" && d.count === 1 && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    const literal = init === undefined ? undefined : unparenthesised(init);
    return literal?.kind === SyntaxKind.ArrayLiteralExpression ? literal : list;
  }

  // No thenable: a literal without `then`, a gg operation's result (plain data, or a synchronous throw), or a `const` of one.
  private plain(value: Node, seen: Set<Declaration>): boolean {
    if (notThenable(value)) return true;
    if (value.kind === SyntaxKind.CallExpression) {
      const callee = unparenthesised(fields(value).expression as Node);
      return callee.kind === SyntaxKind.PropertyAccessExpression && rootedAtGg(callee, this.scopes);
    }
    if (value.kind !== SyntaxKind.Identifier) return false;
    const d = this.scopes.declarationOf(value);
    if (d === undefined || seen.has(d) || d.writes > 0 || d.count > 1 || d.kind !== "const" || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
    seen.add(d);
    const init = fields(d.holder).initializer;
    return init !== undefined && this.plain(unparenthesised(init), seen);
  }

  /** Whether the value of `expression` is a promise that never settles. */
  neverSettles(expression: Node): boolean {
    const e = unparenthesised(expression);
    let answer = this.known.get(e);
    if (answer === undefined) {
      // A binding that refers back to itself decides nothing by that path.
      this.known.set(e, false);
      answer = this.decide(e, new Set());
      this.known.set(e, answer);
    }
    return answer;
  }

  private awaitsNever(expression: Node): boolean {
    if (expression.kind !== SyntaxKind.AwaitExpression || fields(expression).expression === undefined) return false;
    const awaited = fields(expression).expression as Node;
    return this.neverSettles(awaited) || this.neverFulfils(unparenthesised(awaited), new Set());
  }

  /**
   * Whether a promise never fulfils: `new Promise(executor)` whose executor never uses `resolve` (nor `reject`), whatever
   * its body does. It stays pending, or rejects where the body throws: either way an `await` of it never goes on to
   * the next statement. (Its reactions may still run on that rejection, so `neverSettles` keeps its stricter rule.)
   */
  private neverFulfils(e: Node, seen: Set<Declaration>): boolean {
    if (e.kind === SyntaxKind.Identifier) {
      const init = this.heldOnly(e, seen);
      return init !== undefined && this.neverFulfils(init, seen);
    }
    const executor = this.plainExecutor(e);
    if (executor === undefined) return false;
    // A function's `arguments[0]` is its `resolve` by another name.
    if (executor.kind === SyntaxKind.FunctionExpression && containsNode(executor, (n) => n.kind === SyntaxKind.Identifier && fields(n).text === "arguments")) return false;
    return (fields(executor).parameters ?? []).every((p) => this.unused(p));
  }

  private decide(e: Node, seen: Set<Declaration>): boolean {
    switch (e.kind) {
      case SyntaxKind.NewExpression:
        return this.pendingForEver(e);
      case SyntaxKind.Identifier: {
        const init = this.heldOnly(e, seen);
        return init !== undefined && this.decide(init, seen);
      }
      case SyntaxKind.CallExpression: {
        // A reaction on a promise that never settles makes one that never settles either.
        const callee = unparenthesised(fields(e).expression as Node);
        if (callee.kind !== SyntaxKind.PropertyAccessExpression || (fields(e).questionDotToken ?? fields(callee).questionDotToken) !== undefined) return false;
        const method = fields(callee).name?.text ?? "";
        if (this.isBuiltinPromise(fields(callee).expression as Node)) return this.combinedNever(method, fields(e).arguments ?? [], seen);
        return REACTIONS.has(method) && !this.facts.addsMember(method) && this.decide(unparenthesised(fields(callee).expression as Node), seen);
      }
      default:
        return false;
    }
  }

  /**
   * A combinator of the built-in `Promise` over an array written in place: `all` and `allSettled` never settle when
   * one element never does, `race` and `any` when every element never does (`race([])` included; `any([])` rejects).
   */
  private combinedNever(method: string, args: readonly Node[], seen: Set<Declaration>): boolean {
    const list = args.length === 1 ? unparenthesised(args[0] as Node) : undefined;
    if (list?.kind !== SyntaxKind.ArrayLiteralExpression) return false;
    const elements = (list as Node & { readonly elements?: readonly Node[] }).elements ?? [];
    if (elements.some((x) => x.kind === SyntaxKind.SpreadElement || x.kind === SyntaxKind.OmittedExpression)) return false;
    const never = (x: Node): boolean => this.decide(unparenthesised(x), new Set(seen));
    if (method === "all" || method === "allSettled") return elements.some(never);
    if (method === "race") return elements.every(never);
    if (method === "any") return elements.length > 0 && elements.every(never);
    return false;
  }

  // `Promise` of the language: not a binding of the program's, and not a global it may replace.
  private isBuiltinPromise(owner: Node): boolean {
    const o = unparenthesised(owner);
    return o.kind === SyntaxKind.Identifier && fields(o).text === "Promise" && this.scopes.declarationOf(o) === undefined && !this.facts.setsGlobal("Promise");
  }

  /** `new Promise(executor)` with the built-in `Promise`, an executor that never settles it and cannot throw. */
  /** The value a binding that never holds anything else holds (a `const`, or a `let`/`var` declared once and never written). */
  private heldOnly(e: Node, seen: Set<Declaration>): Node | undefined {
    const d = this.scopes.declarationOf(e);
    if (d === undefined || seen.has(d) || d.writes > 0 || d.count > 1 || (d.kind !== "const" && d.kind !== "let" && d.kind !== "var")) return undefined;
    if (d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
    seen.add(d);
    const init = fields(d.holder).initializer;
    return init === undefined ? undefined : unparenthesised(init);
  }

  /**
   * The executor of `new Promise(executor)` of the guest's `Promise`, which the program does not replace, where it is a
   * plain function (an async executor's throw rejects its own promise, not this one).
   */
  private plainExecutor(e: Node): Node | undefined {
    const executor = e.kind === SyntaxKind.NewExpression && (fields(e).arguments ?? []).length === 1 ? guestPromiseExecutor(e, this.scopes) : undefined;
    return executor === undefined || this.facts.setsGlobal("Promise") || isAsync(executor) || isGenerator(executor) ? undefined : executor;
  }

  private pendingForEver(e: Node): boolean {
    const executor = this.plainExecutor(e);
    if (executor === undefined) return false;
    const body = fields(executor).body as Node | undefined;
    // `new Promise((resolve) => { requestShutdown = resolve; })` where nothing ever calls `requestShutdown`.
    const stores = new Set<Node>();
    if (!(fields(executor).parameters ?? []).every((p) => this.unused(p) || this.storedUncalled(p, body, e, stores))) return false;
    if (body?.kind === SyntaxKind.Block) return (fields(body).statements ?? []).every((s) => stores.has(s) || statementCannotThrow(s));
    return cannotThrow(body, executor.kind === SyntaxKind.ArrowFunction);
  }

  /**
   * A parameter only stored (`name = resolve;`, a statement of the executor's body) into bindings declared before the
   * promise is made (so out of their dead zone) and never read but by `typeof`: nothing can call it. The storing
   * statements go into `stores`.
   */
  private storedUncalled(parameter: Node, body: Node | undefined, made: Node, stores: Set<Node>): boolean {
    const name = (parameter as Node & { readonly name?: Node }).name;
    const d = name?.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(name) : undefined;
    if (d === undefined || body?.kind !== SyntaxKind.Block || (parameter as Node & { readonly initializer?: Node }).initializer !== undefined) return false;
    for (const r of d.references) {
      if (r === d.identifier) continue;
      const assignment = r.parent;
      const statement = assignment?.parent;
      if (assignment?.kind !== SyntaxKind.BinaryExpression || fields(assignment).right !== r || fields(assignment).operatorToken?.kind !== SyntaxKind.EqualsToken || statement?.kind !== SyntaxKind.ExpressionStatement || statement.parent !== body) return false;
      const target = unparenthesised(fields(assignment).left as Node);
      const t = target.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(target) : undefined;
      if (t === undefined || (t.kind !== "let" && t.kind !== "var") || t.holder.end > made.pos) return false;
      if (!t.references.every((x) => x === t.identifier || this.scopes.isWrite(x) || x.parent?.kind === SyntaxKind.TypeOfExpression)) return false;
      stores.add(statement);
    }
    return true;
  }

  /** A parameter that is a plain name no code reads (no default, no rest, no pattern). */
  private unused(parameter: Node): boolean {
    const f = parameter as Node & { readonly name?: Node; readonly initializer?: Node; readonly dotDotDotToken?: Node };
    if (f.name?.kind !== SyntaxKind.Identifier || f.initializer !== undefined || f.dotDotDotToken !== undefined) return false;
    const d = this.scopes.declarationOf(f.name);
    return d !== undefined && d.references.every((r) => r === d.identifier);
  }
}

/** The executor written in place in `new Promise(executor)` (a `NewExpression`) of the guest's own `Promise`. */
export function guestPromiseExecutor(made: Node, scopes: Scopes): Node | undefined {
  const callee = unparenthesised(fields(made).expression as Node);
  if (callee.kind !== SyntaxKind.Identifier || fields(callee).text !== "Promise" || scopes.declarationOf(callee) !== undefined) return undefined;
  const first = (fields(made).arguments ?? [])[0];
  const executor = first === undefined ? undefined : unparenthesised(first);
  return executor?.kind === SyntaxKind.ArrowFunction || executor?.kind === SyntaxKind.FunctionExpression ? executor : undefined;
}

/**
 * Whether an async function's promise certainly fulfils with no thenable: its body cannot throw (statements of literals
 * and declarations, `return` of a value that is no thenable), or an arrow's body is such a value.
 */
function fulfilsPlain(fn: Node, scopes: Scopes): boolean {
  const body = fields(fn).body;
  if (body === undefined) return false;
  if (body.kind !== SyntaxKind.Block) return notThenable(unparenthesised(body)) && inert(body);
  return (fields(body).statements ?? []).every((s) => {
    if (s.kind !== SyntaxKind.ReturnStatement) return quietStatement(s, body, scopes);
    const value = fields(s).expression;
    return value === undefined || (notThenable(unparenthesised(value)) && inert(value));
  });
}

/** Whether a value is certainly no thenable: a primitive literal, a template, an array or object literal without `then`. */
function notThenable(value: Node): boolean {
  if (LITERALS.has(value.kind) || value.kind === SyntaxKind.TemplateExpression || value.kind === SyntaxKind.ArrayLiteralExpression) return true;
  if (value.kind !== SyntaxKind.ObjectLiteralExpression) return false;
  const properties = (value as Node & { readonly properties?: readonly Node[] }).properties ?? [];
  return properties.every((p) => {
    const name = fields(p).name;
    return p.kind !== SyntaxKind.SpreadAssignment && name !== undefined && name.kind !== SyntaxKind.ComputedPropertyName && fields(name).text !== "then";
  });
}

/**
 * Whether an executor's body cannot throw: an arrow's literal, or a block of empty statements, literal expression
 * statements, declarations of literals and function declarations (which run nothing). A function expression may not
 * read `arguments` (it would reach `resolve`), which a body of these never does.
 */
function cannotThrow(body: Node | undefined, arrow: boolean): boolean {
  if (body === undefined) return false;
  if (body.kind !== SyntaxKind.Block) return arrow && LITERALS.has(unparenthesised(body).kind);
  return (fields(body).statements ?? []).every(statementCannotThrow);
}

function statementCannotThrow(s: Node): boolean {
  switch (s.kind) {
    case SyntaxKind.EmptyStatement:
    case SyntaxKind.FunctionDeclaration:
      return true;
    case SyntaxKind.ExpressionStatement:
      return LITERALS.has(unparenthesised(fields(s).expression as Node).kind);
    case SyntaxKind.VariableStatement: {
      const list = (s as Node & { readonly declarationList?: Node & { readonly declarations?: readonly Node[] } }).declarationList;
      return (list?.declarations ?? []).every((d) => fields(d).name?.kind === SyntaxKind.Identifier && (fields(d).initializer === undefined || LITERALS.has(unparenthesised(fields(d).initializer as Node).kind)));
    }
    default:
      return false;
  }
}
