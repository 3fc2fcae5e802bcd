/**
 * GG1021: the `await` forgotten. An async function's call always returns a promise, whatever its body returns and
 * whatever the compiler makes of it (a recursive `walk` it types as `any`, a `retry(fn)` whose promise resolves to
 * anything), so using that value as what the promise resolves to throws a TypeError: `walk(".").filter(…)` calls a
 * member no promise has, `for (const f of walk("."))` and `[...walk(".")]` iterate what is not iterable, and
 * `const { stdout } = git("log"); stdout.split("\n")` uses a field no promise has, which is `undefined`. An async
 * generator's object likewise is async iterable only: `for…of` over it without `await` throws.
 *
 * The call is the promise where the callee is bound, by scope, to an async function that is not a generator and that
 * nothing writes again, or is an async method of the program's own object that nothing may replace
 * (`new Store().load()`, `this.load()` where no class extends another), in place or through a `const` that holds the
 * call. Handing the missing member to what refuses `undefined` (`Object.keys(load().dependencies)`) is a use too. The
 * finding is certain where the use runs uncaught (the execution model's `fails`), untested, and the program gives
 * promises no such member.
 * JavaScript only: in TypeScript the compiler refuses these uses.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { isFunctionLike, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { calleeFunction, ownMethod } from "./execution/entries.js";
import { constReads, fields, forEachCode, isAsync, isGenerator, OBJECT_PROTOTYPE, outermost, unparenthesised } from "./execution/syntax.js";
import { isGuarded, isUsedOn, iterates, shownIn } from "./classify.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { builtinRefusesUndefined } from "./undefined-refusers.js";

/** What every promise has, of its own prototype's. */
const PROMISE_MEMBERS: ReadonlySet<string> = new Set(["then", "catch", "finally"]);

/** A finding for each use of an async function's call as the value it resolves to. */
export function forgottenAwaitFindings(source: Source): RawDiagnostic[] {
  if (!/\basync\b/.test(source.text)) return [];
  const nodes = source.nodes as readonly Node[];
  // Asked of the syntax first: a program with no async function (most) builds no model here.
  if (!nodes.some((n) => (n.kind === SyntaxKind.FunctionDeclaration || n.kind === SyntaxKind.FunctionExpression || n.kind === SyntaxKind.ArrowFunction || n.kind === SyntaxKind.MethodDeclaration) && isAsync(n))) return [];
  const model = executionOf(source);
  // A class that extends another: `this` in a base's method may be a subclass's instance, with its own methods.
  const extended = nodes.some((n) => n.kind === SyntaxKind.HeritageClause);
  const found: RawDiagnostic[] = [];
  for (const call of nodes) {
    if (call.kind !== SyntaxKind.CallExpression) continue;
    if (promiseCall(call, model, extended)) for (const use of usesOf(call, model)) found.push(...findingsAt(use, shownIn(source, use), source, model));
    else if (asyncGeneratorCall(call, model)) for (const use of usesOf(call, model)) found.push(...iteratedPlainly(use, shownIn(source, use), source, model));
  }
  return found;
}

// Whether a call is of an async function (not a generator) bound by scope and never written again, or of an async
// method of the program's own object (`new Store().load()`, `this.load()`, `api.load()` of a `const` literal).
function promiseCall(call: Node, model: ExecutionModel, extended: boolean): boolean {
  const callee = unparenthesised(fields(call).expression as Node);
  const fn = calleeFunction(callee, model.scopes) ?? (callee.kind === SyntaxKind.PropertyAccessExpression ? ownAsyncMethod(callee, model, extended) : undefined);
  return fn !== undefined && isAsync(fn) && !isGenerator(fn);
}

// Whether a call is of an async generator function bound by scope and never written again: its object is async
// iterable only.
function asyncGeneratorCall(call: Node, model: ExecutionModel): boolean {
  const fn = calleeFunction(fields(call).expression as Node, model.scopes);
  return fn !== undefined && isAsync(fn) && isGenerator(fn);
}

// `for (const f of walk("src"))` of an async generator, without `await`: the object has no `[Symbol.iterator]`.
function iteratedPlainly(value: Node, shown: string, source: Source, model: ExecutionModel): RawDiagnostic[] {
  const outer = outermost(value);
  const parent = outer.parent;
  if (parent === undefined || !iterates(parent, outer) || (parent.kind === SyntaxKind.ForOfStatement && fields(parent).awaitModifier !== undefined)) return [];
  // `yield*` in an async generator iterates asynchronously.
  if (parent.kind === SyntaxKind.YieldExpression && enclosingIsAsync(parent)) return [];
  const at = parent.kind === SyntaxKind.VariableDeclaration ? (fields(parent).name as Node) : outer;
  return [finding(source, at, messages.asyncGeneratorIterated(shown), !model.facts.anyMember && model.fails(outer))];
}

// Whether the function around a node is async.
function enclosingIsAsync(node: Node): boolean {
  for (let n = node.parent; n !== undefined; n = n.parent) if (isFunctionLike(n)) return isAsync(n);
  return false;
}

/**
 * The method a call of the program's own object reaches, where nothing may put another in its place: no member of
 * that name is written anywhere, nor any by a computed key; a class's constructor returns no other object; and where
 * the receiver is `this`, no class of the program extends another, so `this` is an instance of the method's class.
 */
function ownAsyncMethod(callee: Node, model: ExecutionModel, extended: boolean): Node | undefined {
  const name = fields(callee).name?.text ?? "";
  const facts = model.facts;
  if (facts.anyMember || facts.memberWrites.has(name) || facts.prototypeWrites.has(name)) return undefined;
  if (extended && unparenthesised(fields(callee).expression as Node).kind === SyntaxKind.ThisKeyword) return undefined;
  const fn = ownMethod(callee, model.scopes);
  const owner = fn?.parent;
  if (fn === undefined || owner === undefined) return undefined;
  const isClass = owner.kind === SyntaxKind.ClassDeclaration || owner.kind === SyntaxKind.ClassExpression;
  return isClass && constructorReturnsValue(owner) ? undefined : fn;
}

// Whether a class's constructor has a `return` with a value (which may hand `new` another object).
function constructorReturnsValue(cls: Node): boolean {
  const members = (cls as Node & { readonly members?: readonly Node[] }).members ?? [];
  let found = false;
  for (const member of members) {
    if (member.kind !== SyntaxKind.Constructor) continue;
    forEachCode(member, (n) => {
      if (n.kind === SyntaxKind.ReturnStatement && fields(n).expression !== undefined) found = true;
    });
  }
  return found;
}

// The call itself, and the reads of a `const` (declared once, by name) that holds it.
function usesOf(call: Node, model: ExecutionModel): Node[] {
  return [call, ...(constReads(call, model.scopes) ?? [])];
}

// The findings about one use of the promise `value` (shown as `shown`): a member no promise has, used; iterated;
// taken apart into a field no promise has, then used.
function findingsAt(value: Node, shown: string, source: Source, model: ExecutionModel): RawDiagnostic[] {
  const outer = outermost(value);
  const parent = outer.parent;
  if (parent === undefined) return [];
  if (parent.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer && fields(parent).questionDotToken === undefined) {
    const name = fields(parent).name as Node;
    const member = fields(name).text ?? "";
    // Used on, or handed to what refuses `undefined` (`Object.keys(load().dependencies)`).
    const refused = isUsedOn(parent) ? undefined : builtinRefusesUndefined(parent, model);
    if ((!isUsedOn(parent) && refused === undefined) || PROMISE_MEMBERS.has(member) || OBJECT_PROTOTYPE.has(member) || model.addsMember(parent, outer, member)) return [];
    const certain = !isGuarded(parent) && model.fails(parent, member);
    return [finding(source, name, messages.missingOnPromise(shown, member), certain)];
  }
  if (iterates(parent, outer)) {
    const certain = !model.facts.anyMember && model.fails(outer);
    // `const [first] = load()`: where the compiler places it, at the pattern.
    const at = parent.kind === SyntaxKind.VariableDeclaration ? (fields(parent).name as Node) : outer;
    return [finding(source, at, messages.promiseIterated(shown), certain)];
  }
  // `const { stdout } = git("log")`: each field no promise has is undefined; using its binding throws.
  const pattern = parent.kind === SyntaxKind.VariableDeclaration && fields(parent).initializer === outer ? fields(parent).name : undefined;
  if (pattern?.kind !== SyntaxKind.ObjectBindingPattern) return [];
  const found: RawDiagnostic[] = [];
  for (const element of fields(pattern).elements ?? []) {
    const key = (fields(element).propertyName ?? fields(element).name) as Node;
    const member = key.kind === SyntaxKind.Identifier ? fields(key).text : undefined;
    if (member === undefined || fields(element).dotDotDotToken !== undefined || PROMISE_MEMBERS.has(member) || OBJECT_PROTOTYPE.has(member) || model.addsMember(element, outer, member)) continue;
    const name = fields(element).name as Node;
    const d = name.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(name) : undefined;
    const plain = d !== undefined && d.writes === 0 && fields(element).initializer === undefined;
    const certain = plain && d.references.some((r) => r !== d.identifier && ((isUsedOn(r) && !isGuarded(r)) || builtinRefusesUndefined(r, model) !== undefined) && model.fails(r, d.name));
    found.push(finding(source, key, messages.missingOnPromise(shown, member), certain));
  }
  return found;
}

// One finding, certain or a warning.
function finding(source: Source, node: Node, message: string, certain: boolean): RawDiagnostic {
  const start = source.start(node);
  return { start, length: node.end - start, code: GG.forgottenAwait, message, certain, advisory: !certain };
}
