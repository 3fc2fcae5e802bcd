/**
 * Objects the program makes itself (`this` in its classes, an object or array literal, a `new`, a class): a member
 * written on one of them (`this.files = []`) is not written on gg's namespaces, which the program only ever reads.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import { NodeFlags } from "../../syntax/ast.js";
import type { Node } from "../../syntax/tree.js";
import { isAssignmentOperator } from "./scopes.js";
import type { Declaration, Scopes } from "./scopes.js";
import { baseClassOf, calleeFunction } from "./entries.js";
import { importsFromGg } from "./gg-values.js";
import { classNamed, extendsExpression } from "./instances.js";
import { freshMembers, readOf, readThrough } from "./fresh-members.js";
import { anywhereInProgram, calledInPlace, containsNode, fields, globalMethodCall, isAsync, isFunctionWithBody, isGenerator, isStaticMember, memberName, outermost, statementsOf, unparenthesised } from "./syntax.js";

/** Whether a member write (`x.files = …`, `Object.defineProperty(x, "files", …)`) may land on a gg value. */
export function mayWriteGg(write: Node, scopes: Scopes): boolean {
  const w = unparenthesised(write);
  const receiver = w.kind === SyntaxKind.CallExpression ? fields(w).arguments?.[0] : w.kind === SyntaxKind.PropertyAccessExpression || w.kind === SyntaxKind.ElementAccessExpression ? fields(w).expression : undefined;
  return receiver === undefined || !madeByProgram(receiver, scopes);
}

/** Whether an access chain starts at gg: the global `gg`, or a binding imported from "gg". */
export function rootedAtGg(expression: Node, scopes: Scopes): boolean {
  let n = unparenthesised(expression);
  while (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) n = unparenthesised(fields(n).expression as Node);
  if (n.kind !== SyntaxKind.Identifier) return false;
  const d = scopes.declarationOf(n);
  if (d === undefined) return fields(n).text === "gg";
  return d.kind === "import" && importsFromGg(d.holder);
}

// `this`, a literal, a `new`, a class, or a binding never written again that holds one.
function madeByProgram(receiver: Node, scopes: Scopes): boolean {
  const r = unparenthesised(receiver);
  if (r.kind === SyntaxKind.ThisKeyword || made(r)) return true;
  if (r.kind !== SyntaxKind.Identifier) return false;
  const d = scopes.declarationOf(r);
  if (d === undefined || d.writes > 0 || d.count > 1) return false;
  if (d.kind === "class") return true;
  if (d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
  const init = fields(d.holder).initializer;
  return init !== undefined && made(unparenthesised(init));
}

function made(n: Node): boolean {
  return n.kind === SyntaxKind.ObjectLiteralExpression || n.kind === SyntaxKind.ArrayLiteralExpression || n.kind === SyntaxKind.NewExpression || n.kind === SyntaxKind.ClassExpression;
}

/**
 * Whether `owner` holds a value whose members the text spells out in full, so a member the compiler finds missing on
 * it is missing when it runs: a string or number literal, an object literal without spreads, computed keys or
 * `__proto__`, or `new C()` of the program's class with no `extends` and no computed member name, whose constructor returns nothing and whose body
 * hands `this` to nothing and writes no computed key on it; written in place, or in a `const` never written again.
 */
// How many calls and member reads a value is followed through (`new Query().where(…).limit(…)…`).
const MAX_CHAIN = 12;

export function spelledOut(owner: Node, scopes: Scopes, depth = 0, despiteStatedType = false): boolean {
  if (depth === 0 && reshapesAnything(owner, scopes)) return false;
  // A type stated on the value (a JSDoc cast, `x as T`) is what the compiler's finding is about, not the value.
  if (typeStated(owner)) return false;
  const o = unparenthesised(owner);
  switch (o.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
    case SyntaxKind.TemplateExpression:
    case SyntaxKind.NumericLiteral:
      return true;
    case SyntaxKind.ObjectLiteralExpression:
      return ((o as Node & { readonly properties?: readonly Node[] }).properties ?? []).every((p) => {
        const name = fields(p).name;
        // (A BigInt literal's key, `1n: …`, is one the compiler's type of the literal leaves out.)
        return p.kind !== SyntaxKind.SpreadAssignment && name !== undefined && name.kind !== SyntaxKind.ComputedPropertyName && name.kind !== SyntaxKind.BigIntLiteral && fields(name).text !== "__proto__";
      });
    case SyntaxKind.NewExpression: {
      const callee = unparenthesised(fields(o).expression as Node);
      const d = callee.kind === SyntaxKind.Identifier ? scopes.declarationOf(callee) : undefined;
      return d !== undefined && d.kind === "class" && d.writes === 0 && d.count === 1 && closedClass(d.holder, scopes);
    }
    case SyntaxKind.ThisKeyword:
      return thisOfClosedClass(o, scopes) || thisOfHeldLiteral(o, scopes);
    case SyntaxKind.PropertyAccessExpression:
      return depth <= MAX_CHAIN && nestedSpelledOut(o, scopes, depth);
    case SyntaxKind.SuperKeyword:
      return superOfProgramClasses(o, scopes);
    case SyntaxKind.AwaitExpression:
      return depth <= MAX_CHAIN && awaitedSpelledOut(unparenthesised(fields(o).expression as Node), scopes, depth);
    case SyntaxKind.CallExpression: {
      // `new Query().where(…)` of a fluent method whose every `return` is `this`: the instance it is called on.
      const receiver = depth > MAX_CHAIN ? undefined : fluentReceiver(o, scopes);
      if (receiver !== undefined) return spelledOut(receiver, scopes, depth + 1);
      // `q.where(…)` of a method whose every `return` is `new Query(…)`, `Maybe.of(1)` of a static one: a new instance
      // of a closed class of the program's.
      const method = depth > MAX_CHAIN ? undefined : (methodCalled(o, scopes) ?? staticMethodCalled(o, scopes));
      if (method !== undefined) {
        if (isAsync(method) || isGenerator(method) || fields(method).type !== undefined) return false;
        const made = returnsOf(method);
        // (Or an object literal spelled out: `l.handlers()` of `handlers() { return { green: … }; }`.)
        return made !== undefined && !made.bare && made.values.length > 0 && made.values.every((v) => (unparenthesised(v).kind === SyntaxKind.NewExpression || unparenthesised(v).kind === SyntaxKind.ObjectLiteralExpression) && spelledOut(v, scopes, depth + 1));
      }
      // `createEmitter()` of a function of the program's whose every `return` hands back an object literal spelled out.
      const fn = depth > MAX_CHAIN ? undefined : calleeFunction(fields(o).expression as Node, scopes);
      // A return type JSDoc states (`@returns {void}`, `@type {() => T}` on the binding) is what the finding is about.
      if (fn === undefined || isAsync(fn) || isGenerator(fn) || fields(fn).type !== undefined || calleeTypeStated(fields(o).expression as Node, scopes)) return false;
      const returned = returnsOf(fn);
      if (returned === undefined) return false;
      // A function with no `return` of a value hands back undefined, which has no members at all.
      if (returned.values.length === 0) return true;
      return !returned.bare && returned.values.every((v) => unparenthesised(v).kind === SyntaxKind.ObjectLiteralExpression && spelledOut(v, scopes, depth + 1));
    }
    case SyntaxKind.Identifier: {
      const d = scopes.declarationOf(o);
      // A class read statically (`Inventory.add(…)`): its static side has the statics it spells out and a function's
      // members, where it extends nothing, is closed, and is never handed on (only made, tested, read by member).
      if (d !== undefined && d.kind === "class") return d.writes === 0 && d.count === 1 && closedClass(d.holder) && d.references.every((r) => r === d.identifier || isMemberOwner(r) || plainClassUse(r));
      // A function declaration read by member (`test.skip(…)`): a function's members alone, where it is never handed
      // on (only called, made, tested or read by member), so nothing the text does not show adds to it.
      if (d !== undefined && d.kind === "function") {
        const uses = (x: Declaration): boolean => x.references.every((r) => r === x.identifier || isMemberOwner(r) || plainClassUse(r) || calledInPlace(r));
        if (d.writes > 0 || d.count > 1 || !uses(d)) return false;
        if (d.holder.kind === SyntaxKind.FunctionDeclaration) return true;
        // `const run = function shell(cmd) { shell.run(cmd) }`: a named function expression's own name, inside it, is
        // the function itself; so is the `const` it is held in, where that is only called or read by member too.
        const holder = outermost(d.holder).parent;
        const name = holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outermost(d.holder) ? fields(holder).name : undefined;
        const held = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
        return d.holder.kind === SyntaxKind.FunctionExpression && held !== undefined && held.kind === "const" && held.count === 1 && uses(held);
      }
      // A `var` or `let` never written again holds its first value as a `const` does (or undefined before it, which
      // has no members either).
      if (depth > MAX_CHAIN || d === undefined || (d.kind !== "const" && d.kind !== "let" && d.kind !== "var") || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
      // A type JSDoc states on the binding (`/** @type {{ a: number }} */ const o = { a: 1, b: 2 }`) is what the
      // compiler's finding is about, not the value.
      if (fields(d.holder).type !== undefined && !despiteStatedType) return false;
      // Only ever read by member (`o.x`) or iterated (`for (… of o)`, which reads its iterator): never handed on,
      // aliased, stored or spread, where another name could add to it.
      // A read by a key it computes (`handlers[cmd]`) hands it on no more than one by name.
      if (!d.references.every((r) => r === d.identifier || isMemberOwner(r) || isIterated(r) || isKeyedRead(r))) return false;
      const init = fields(d.holder).initializer;
      return init !== undefined && spelledOut(init, scopes, depth + 1);
    }
    default:
      return false;
  }
}

/**
 * Whether what `await` gives for `call` is a value spelled out: the one a promise of it fulfils with, where that value
 * has no `then` (which `await` would call instead). `Promise.resolve(new Job())` of the guest's `Promise`;
 * `makeClient()` of an async function of the program's whose every `return` is an object literal spelled out (or a
 * `new` of a closed class); `new Indexer().build()` of an async method whose every `return` is `this`, or such a `new`.
 */
function awaitedSpelledOut(call: Node, scopes: Scopes, depth: number): boolean {
  if (call.kind !== SyntaxKind.CallExpression || (call.flags & NodeFlags.OptionalChain) !== 0) return false;
  const callee = unparenthesised(fields(call).expression as Node);
  const args = fields(call).arguments ?? [];
  const owner = callee.kind === SyntaxKind.PropertyAccessExpression ? unparenthesised(fields(callee).expression as Node) : undefined;
  if (owner?.kind === SyntaxKind.Identifier && fields(owner).text === "Promise" && scopes.declarationOf(owner) === undefined && fields(callee).name?.text === "resolve") {
    const [value] = args;
    return args.length === 1 && value !== undefined && value.kind !== SyntaxKind.SpreadElement && thenless(value, scopes) && spelledOut(value, scopes, depth + 1);
  }
  const receiver = owner === undefined ? undefined : fields(callee).expression as Node;
  const method = methodCalled(call, scopes) ?? staticMethodCalled(call, scopes);
  const fn = method ?? (receiver === undefined ? calleeFunction(callee, scopes) : undefined);
  if (fn === undefined || !isAsync(fn) || isGenerator(fn) || fields(fn).type !== undefined) return false;
  const returned = returnsOf(fn);
  if (returned === undefined || returned.bare || returned.values.length === 0) return false;
  return returned.values.every((v) => {
    const value = unparenthesised(v);
    // `return this` of a method: the instance it is called on.
    if (value.kind === SyntaxKind.ThisKeyword) return method !== undefined && receiver !== undefined && thenless(receiver, scopes) && spelledOut(receiver, scopes, depth + 1);
    return (value.kind === SyntaxKind.ObjectLiteralExpression || value.kind === SyntaxKind.NewExpression) && thenless(value, scopes) && spelledOut(value, scopes, depth + 1);
  });
}

// Whether a value spelled out has no `then` member: an object literal without one, an instance of a class of the
// program's whose class (and bases) define none. (A thenable's `then` is what `await` calls.)
function thenless(value: Node, scopes: Scopes): boolean {
  const v = unparenthesised(value);
  if (v.kind === SyntaxKind.ObjectLiteralExpression) return !((v as Node & { readonly properties?: readonly Node[] }).properties ?? []).some((p) => fields(fields(p).name as Node)?.text === "then");
  const cls = instanceClassOf(v, scopes, 0);
  if (cls === undefined) return false;
  for (let c: Node | undefined = cls, hops = 0; c !== undefined && hops < 8; hops++) {
    if (((c as Node & { readonly members?: readonly Node[] }).members ?? []).some((m) => fields(m).name?.text === "then")) return false;
    const base = extendsExpression(c);
    c = base === undefined ? undefined : classNamed(base, scopes);
  }
  return true;
}

/**
 * Whether `plugins.markdown` is an object literal spelled out: the member, written once in place, of a `const` object
 * literal spelled out, where every read of that member is itself read by member and never written, so no other name
 * can hold (and add to) it.
 */
function nestedSpelledOut(access: Node, scopes: Scopes, depth: number): boolean {
  const root = unparenthesised(fields(access).expression as Node);
  const name = fields(access).name?.text;
  const d = root.kind === SyntaxKind.Identifier ? scopes.declarationOf(root) : undefined;
  if (name === undefined || d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || fields(d.holder).type !== undefined) return false;
  const init = fields(d.holder).initializer;
  const literal = init === undefined ? undefined : unparenthesised(init);
  if (literal?.kind !== SyntaxKind.ObjectLiteralExpression || !spelledOut(root, scopes, depth + 1)) return false;
  const named = ((literal as Node & { readonly properties?: readonly Node[] }).properties ?? []).filter((p) => fields(fields(p).name as Node)?.text === name);
  const [property] = named;
  if (named.length !== 1 || property?.kind !== SyntaxKind.PropertyAssignment) return false;
  const heldOnly = d.references.every((r) => {
    if (r === d.identifier) return true;
    const read = outermost(r).parent;
    if (read?.kind !== SyntaxKind.PropertyAccessExpression || fields(read).name?.text !== name) return true;
    return isMemberOwner(read) && !isWriteTarget(read);
  });
  return heldOnly && unparenthesised(fields(property).initializer as Node).kind === SyntaxKind.ObjectLiteralExpression && spelledOut(fields(property).initializer as Node, scopes, depth + 1);
}

// Whether a function states the type of its `this` (JSDoc's `@this {T}`, which the compiler reads as a `this` parameter).
function thisTypeStated(fn: Node): boolean {
  return (fields(fn).parameters ?? []).some((p) => {
    const name = fields(p).name;
    return name?.kind === SyntaxKind.Identifier && fields(name).text === "this";
  });
}

// Whether the binding a callee is read from states a type in JSDoc (`/** @type {() => void} */ const load = …`).
function calleeTypeStated(callee: Node, scopes: Scopes): boolean {
  const c = unparenthesised(callee);
  const d = c.kind === SyntaxKind.Identifier ? scopes.declarationOf(c) : undefined;
  return d !== undefined && fields(d.holder).type !== undefined;
}

// Whether a type wrapper stands between `node` and the value it wraps (`/** @type {{}} */ (x)`, `x as T`).
function typeStated(node: Node): boolean {
  for (let n = node; n !== unparenthesised(n); n = fields(n).expression as Node) {
    if (n.kind !== SyntaxKind.ParenthesizedExpression && n.kind !== SyntaxKind.NonNullExpression) return true;
  }
  return false;
}

// `new C()`, `x instanceof C`, `typeof C`: a use of a class that hands it nowhere.
function plainClassUse(r: Node): boolean {
  const outer = outermost(r);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.NewExpression) return fields(parent).expression === outer;
  if (parent?.kind === SyntaxKind.TypeOfExpression) return true;
  return parent?.kind === SyntaxKind.BinaryExpression && fields(parent).right === outer && fields(parent).operatorToken?.kind === SyntaxKind.InstanceOfKeyword;
}

/**
 * A class whose instances have only the members it spells out: no base, no constructor's `return`, `this` never
 * handed on (`Object.assign(this, o)`, `mixin(this)`) nor written by a computed key (`this[k] = v`).
 */
export function closedClass(cls: Node, scopes?: Scopes, depth = 0): boolean {
  const heritage = (cls as Node & { readonly heritageClauses?: readonly Node[] }).heritageClauses ?? [];
  // With `scopes`, a base that is itself a closed class of the program's, declared once and never written, adds only
  // the members it spells out.
  if (heritage.length > 0 && (scopes === undefined || depth > 4 || !closedBase(cls, scopes, depth))) return false;
  // A member by a computed key (`[key()] = …`) may have any name; one by a BigInt literal (`1n() {}`) has a name the
  // compiler's type of the class leaves out.
  if (((cls as Node & { readonly members?: readonly Node[] }).members ?? []).some((m) => fields(m).name?.kind === SyntaxKind.ComputedPropertyName || fields(m).name?.kind === SyntaxKind.BigIntLiteral)) return false;
  let open = false;
  const visit = (n: Node): void => {
    if (open) return;
    if (n.kind === SyntaxKind.ReturnStatement && fields(n).expression !== undefined && constructorOf(n) !== undefined) open = true;
    // `this.x` alone: `this` handed on, stored, spread or indexed may gain any member. A method's `return this` (a
    // fluent class) hands it back to its caller, whose writes by name the member's use sees as any write.
    else if (n.kind === SyntaxKind.ThisKeyword && !isMemberOwner(n) && !returnedByMethod(n)) open = true;
    n.forEachChild((c) => {
      visit(c);
      return undefined;
    });
  };
  visit(cls);
  return !open;
}

// `extends Base` of a class the program makes once and never writes, itself closed.
function closedBase(cls: Node, scopes: Scopes, depth: number): boolean {
  const base = extendsExpression(cls);
  const named = base === undefined ? undefined : classNamed(base, scopes);
  return named !== undefined && closedClass(named, scopes, depth + 1);
}

// `return this;` in a method, not through an arrow or function inside it.
function returnedByMethod(self: Node): boolean {
  const outer = outermost(self);
  const statement = outer.parent;
  if (statement?.kind !== SyntaxKind.ReturnStatement || fields(statement).expression !== outer) return false;
  for (let n = statement.parent; n !== undefined; n = n.parent) {
    if (n.kind === SyntaxKind.MethodDeclaration) return !(fields(n).modifiers ?? []).some((m) => m.kind === SyntaxKind.StaticKeyword);
    if (isFunctionWithBody(n) || n.kind === SyntaxKind.ClassStaticBlockDeclaration) return false;
  }
  return false;
}

/**
 * The object a call of a fluent method hands back: `x` of `x.where(…)`, where `x` is an instance of a class of the
 * program's (`new Query()`, a binding of one, another such call) and the method its class (or a base) defines for it,
 * not async nor a generator, returns `this` on every `return`.
 */
function fluentReceiver(call: Node, scopes: Scopes): Node | undefined {
  const callee = unparenthesised(fields(call).expression as Node);
  const name = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  if (name === undefined || (call.flags & NodeFlags.OptionalChain) !== 0) return undefined;
  const receiver = fields(callee).expression as Node;
  const cls = instanceClassOf(receiver, scopes, 0);
  const method = cls === undefined ? undefined : methodOf(cls, name, scopes, 0);
  // A declared return type (JSDoc `@returns`, which the compiler reads as one) types the call, whatever it returns.
  if (method === undefined || isAsync(method) || isGenerator(method) || fields(method).type !== undefined) return undefined;
  const returned = returnsOf(method);
  if (returned === undefined || returned.bare || returned.values.length === 0) return undefined;
  return returned.values.every((v) => unparenthesised(v).kind === SyntaxKind.ThisKeyword) ? receiver : undefined;
}

// What `instanceClassOf` answered for an expression (null: none), or that it is being decided. A fluent chain asks
// each link twice (its receiver's class, then the class of what it hands back): the answer kept makes a long chain
// cost its length, and a link met again while it is decided (`const q = q.where()`) has none.
const instanceClasses = new WeakMap<Node, Node | null | "deciding">();

// The class of the program's an expression is an instance of, by its making: `new C()`, a `const` of one, a fluent call on one.
function instanceClassOf(expression: Node, scopes: Scopes, depth: number): Node | undefined {
  const known = instanceClasses.get(expression);
  if (known !== undefined) return known === null || known === "deciding" ? undefined : known;
  if (depth > MAX_CHAIN) return undefined;
  instanceClasses.set(expression, "deciding");
  const found = instanceClassOnce(expression, scopes, depth);
  instanceClasses.set(expression, found ?? null);
  return found;
}

function instanceClassOnce(expression: Node, scopes: Scopes, depth: number): Node | undefined {
  const e = unparenthesised(expression);
  if (e.kind === SyntaxKind.NewExpression) {
    const callee = unparenthesised(fields(e).expression as Node);
    const d = callee.kind === SyntaxKind.Identifier ? scopes.declarationOf(callee) : undefined;
    return d !== undefined && d.kind === "class" && d.writes === 0 && d.count === 1 ? d.holder : undefined;
  }
  if (e.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(e);
    if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
    const init = fields(d.holder).initializer;
    return init === undefined ? undefined : instanceClassOf(init, scopes, depth + 1);
  }
  if (e.kind === SyntaxKind.CallExpression) {
    const receiver = fluentReceiver(e, scopes);
    if (receiver !== undefined) return instanceClassOf(receiver, scopes, depth + 1);
    // `Maybe.of(x).map(f)`: a method whose every `return` is `new` of one class of the program's.
    const method = methodCalled(e, scopes) ?? staticMethodCalled(e, scopes);
    const made = method === undefined || isAsync(method) || isGenerator(method) || fields(method).type !== undefined ? undefined : returnsOf(method);
    if (made === undefined || made.bare || made.values.length === 0) return undefined;
    const classes = new Set(made.values.map((v) => instanceClassOf(v, scopes, depth + 1)));
    const [only] = classes;
    return classes.size === 1 && only !== undefined && made.values.every((v) => unparenthesised(v).kind === SyntaxKind.NewExpression) ? only : undefined;
  }
  return undefined;
}

/**
 * The method of the program's a call certainly runs: `c.codes()` of `const c = new Catalog()` (or `new Catalog()` in
 * place, or a fluent call on one), a closed class's (or its bases') one method of that name; undefined otherwise.
 */
export function methodCalled(call: Node, scopes: Scopes): Node | undefined {
  const callee = unparenthesised(fields(call).expression as Node);
  if (callee.kind !== SyntaxKind.PropertyAccessExpression || (call.flags & NodeFlags.OptionalChain) !== 0) return undefined;
  const name = fields(callee).name?.text;
  const cls = instanceClassOf(fields(callee).expression as Node, scopes, 0);
  return cls === undefined || name === undefined || !closedClass(cls, scopes) ? undefined : methodOf(cls, name, scopes, 0);
}

/** The static method a call `C.of(…)` runs: a closed class's own static method of that name, read off its binding. */
function staticMethodCalled(call: Node, scopes: Scopes): Node | undefined {
  const callee = unparenthesised(fields(call).expression as Node);
  if (callee.kind !== SyntaxKind.PropertyAccessExpression || (call.flags & NodeFlags.OptionalChain) !== 0) return undefined;
  const owner = unparenthesised(fields(callee).expression as Node);
  const d = owner.kind === SyntaxKind.Identifier ? scopes.declarationOf(owner) : undefined;
  const name = fields(callee).name?.text;
  if (d === undefined || d.kind !== "class" || d.writes > 0 || d.count > 1 || name === undefined || !closedClass(d.holder, scopes) || extendsExpression(d.holder) !== undefined) return undefined;
  const statics = ((d.holder as Node & { readonly members?: readonly Node[] }).members ?? []).filter((m) => isStaticMember(m) && fields(m).name?.text === name);
  return statics.length === 1 && statics[0]?.kind === SyntaxKind.MethodDeclaration ? statics[0] : undefined;
}

// The instance method `name` a class or its chain of the program's own classes defines first; undefined where a
// base is not such a class, or the name is also a field (which an instance holds in its place).
function methodOf(cls: Node, name: string, scopes: Scopes, depth: number): Node | undefined {
  if (depth > 6) return undefined;
  const members = ((cls as Node & { readonly members?: readonly Node[] }).members ?? []).filter((m) => !(fields(m).modifiers ?? []).some((x) => x.kind === SyntaxKind.StaticKeyword) && fields(m).name?.text === name);
  if (members.length > 0) return members.length === 1 && members[0]?.kind === SyntaxKind.MethodDeclaration ? members[0] : undefined;
  const base = extendsExpression(cls);
  const named = base === undefined ? undefined : classNamed(base, scopes);
  return named === undefined ? undefined : methodOf(named, name, scopes, depth + 1);
}

// The constructor a `return` belongs to (not through a nested function).
function constructorOf(node: Node): Node | undefined {
  for (let n = node.parent; n !== undefined; n = n.parent) {
    if (n.kind === SyntaxKind.Constructor) return n;
    if (n.kind === SyntaxKind.FunctionDeclaration || n.kind === SyntaxKind.FunctionExpression || n.kind === SyntaxKind.MethodDeclaration || n.kind === SyntaxKind.GetAccessor || n.kind === SyntaxKind.SetAccessor) return undefined;
  }
  return undefined;
}

// `x` in `x.name`: the owner of a member read or written by its name.
// `for (… of node)`, `[...node]`, `f(...node)`: iterating a value reads its iterator and hands the value itself nowhere.
export function isIterated(node: Node): boolean {
  let outer = node;
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.SpreadElement) return parent.parent?.kind === SyntaxKind.ArrayLiteralExpression || parent.parent?.kind === SyntaxKind.CallExpression || parent.parent?.kind === SyntaxKind.NewExpression;
  // `const [x, y] = point`: an array pattern takes its value apart by its iterator.
  if (parent?.kind === SyntaxKind.VariableDeclaration && fields(parent).initializer === outer) return fields(parent).name?.kind === SyntaxKind.ArrayBindingPattern;
  return parent?.kind === SyntaxKind.ForOfStatement && fields(parent).expression === outer;
}

/** Whether `node` is the object of a member read by name (`node.x`). */
export function isMemberOwner(node: Node): boolean {
  let outer = node;
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
  return outer.parent?.kind === SyntaxKind.PropertyAccessExpression && fields(outer.parent).expression === outer;
}

// `o[k]` read, not written: the object keyed is `node`.
function isKeyedRead(node: Node): boolean {
  const outer = outermost(node);
  const parent = outer.parent;
  return parent?.kind === SyntaxKind.ElementAccessExpression && fields(parent).expression === outer && !isWriteTarget(parent);
}

// The values a function's `return`s hand back (an arrow's expression body), and whether some `return` hands back
// none; undefined for a function without a body.
function returnsOf(fn: Node): { readonly values: readonly Node[]; readonly bare: boolean } | undefined {
  const body = fields(fn).body;
  if (body === undefined) return undefined;
  if (body.kind !== SyntaxKind.Block) return { values: [body], bare: false };
  const values: Node[] = [];
  let bare = false;
  const visit = (n: Node): void => {
    if (isFunctionWithBody(n)) return;
    if (n.kind === SyntaxKind.ReturnStatement) {
      const value = fields(n).expression;
      if (value === undefined) bare = true;
      else values.push(value);
    }
    n.forEachChild((c) => {
      visit(c);
      return undefined;
    });
  };
  for (const s of fields(body).statements ?? []) visit(s);
  return { values, bare };
}

/**
 * Whether writing the member `name` of `owner` throws in the guest's strict code: `owner` is frozen
 * (`const o = Object.freeze({ … })`, never written again), or sealed the same way where the write adds a member the
 * literal lacks (`adding`), or spelled out in full (`spelledOut`) with a getter of that name and no setter (an object
 * literal, or an instance of a closed class: `new C()`, a `const` of one, `this`).
 */
export function writeThrows(owner: Node, name: string, scopes: Scopes, adding = false): boolean {
  const o = unparenthesised(owner);
  if (o.kind === SyntaxKind.Identifier) {
    // Through `const` aliases (`const o = DEFAULTS`) to the `const` the frozen object was made into.
    let value: Node | undefined = o;
    for (let depth = 0; depth < 4 && value?.kind === SyntaxKind.Identifier; depth++) {
      const d = scopes.declarationOf(value);
      const init = d !== undefined && d.kind === "const" && d.count === 1 && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
      value = init === undefined ? undefined : unparenthesised(init);
    }
    const locked = value === undefined || value.kind === SyntaxKind.CallExpression ? undefined : lockedBefore(o, scopes);
    const frozen = value?.kind === SyntaxKind.CallExpression && frozenInPlace(value, scopes, adding) ? unparenthesised((fields(value).arguments ?? [])[0] as Node) : value !== undefined && (locked === "freeze" || (adding && locked !== undefined)) ? literalOf(value) : undefined;
    // A frozen object's setter still runs (`Object.freeze({ set last(v) { … } })`), here or inherited (`__proto__`), and a computed key may be one.
    if (frozen !== undefined) {
      const properties = (frozen as Node & { readonly properties?: readonly Node[] }).properties ?? [];
      if (properties.some((p) => fields(p).name?.kind === SyntaxKind.ComputedPropertyName || memberText(p) === "__proto__")) return false;
      // Only a setter of its own runs on a write (a spread copies values, never accessors). The last definition of the
      // name decides (`{ set level(v) {}, level: 1 }` is a data field); a spread after the setter may replace it. A
      // setter that writes its frozen `this` throws all the same.
      const setterAt = properties.findLastIndex((p) => p.kind === SyntaxKind.SetAccessor && memberText(p) === name);
      if (setterAt < 0) return true;
      const later = properties.slice(setterAt + 1);
      if (later.some((p) => p.kind === SyntaxKind.PropertyAssignment || p.kind === SyntaxKind.ShorthandPropertyAssignment || p.kind === SyntaxKind.MethodDeclaration ? memberText(p) === name : false)) return true;
      // `...{ level: 1 }` written in place is read like the literal's own fields.
      const spreadGives = (p: Node): boolean | undefined => {
        const spread = unparenthesised(fields(p).expression as Node);
        if (spread.kind !== SyntaxKind.ObjectLiteralExpression) return undefined;
        const inner = (spread as Node & { readonly properties?: readonly Node[] }).properties ?? [];
        if (inner.some((q) => q.kind === SyntaxKind.SpreadAssignment || fields(q).name?.kind === SyntaxKind.ComputedPropertyName)) return undefined;
        return inner.some((q) => memberText(q) === name);
      };
      const spreads = later.filter((p) => p.kind === SyntaxKind.SpreadAssignment).map(spreadGives);
      if (spreads.some((g) => g === true)) return true;
      if (spreads.some((g) => g === undefined)) return false;
      const setter = properties[setterAt] as Node;
      return containsNode(setter, (n) => (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) && unparenthesised(fields(n).expression as Node).kind === SyntaxKind.ThisKeyword && isWriteTarget(n));
    }
  }
  if (!spelledOut(owner, scopes)) return false;
  const members = membersSpelled(o, scopes, 0);
  return members !== undefined && members.some((m) => m.kind === SyntaxKind.GetAccessor && memberText(m) === name) && !members.some((m) => (m.kind === SyntaxKind.SetAccessor || m.kind === SyntaxKind.PropertyAssignment || m.kind === SyntaxKind.PropertyDeclaration) && memberText(m) === name);
}

// `Object.freeze({ … })` of the language's `Object`.
// `Object.freeze({ … })` written in place; with `adding`, `Object.seal` and `Object.preventExtensions` too, which
// refuse a new member alone.
function frozenInPlace(call: Node, scopes: Scopes, adding = false): boolean {
  const callee = unparenthesised(fields(call).expression as Node);
  const how = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  if (how !== "freeze" && !(adding && (how === "seal" || how === "preventExtensions"))) return false;
  const owner = unparenthesised(fields(callee).expression as Node);
  const [first] = fields(call).arguments ?? [];
  return owner.kind === SyntaxKind.Identifier && fields(owner).text === "Object" && scopes.declarationOf(owner) === undefined && first !== undefined && (unparenthesised(first).kind === SyntaxKind.ObjectLiteralExpression || unparenthesised(first).kind === SyntaxKind.ArrayLiteralExpression);
}

/**
 * The object or array literal a value certainly is, frozen where it was made (`Object.freeze({ … })`, in place or
 * through `const`s), where a write by any key throws: no setter, computed name or `__proto__` in it that may take the
 * write instead. Undefined for anything else.
 */
export function frozenLiteral(value: Node, scopes: Scopes): Node | undefined {
  let v: Node | undefined = unparenthesised(value);
  for (let depth = 0; depth < 4 && v?.kind === SyntaxKind.Identifier; depth++) {
    const d = scopes.declarationOf(v);
    const init = d !== undefined && d.kind === "const" && d.count === 1 && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    v = init === undefined ? undefined : unparenthesised(init);
  }
  const later = v !== undefined && lockedBefore(unparenthesised(value), scopes) === "freeze" ? literalOf(v) : undefined;
  if (later === undefined && (v?.kind !== SyntaxKind.CallExpression || !frozenInPlace(v, scopes))) return undefined;
  const first = later ?? unparenthesised((fields(v as Node).arguments ?? [])[0] as Node);
  const properties = (first as Node & { readonly properties?: readonly Node[] }).properties ?? [];
  return properties.some((p) => p.kind === SyntaxKind.SetAccessor || fields(p).name?.kind === SyntaxKind.ComputedPropertyName || memberText(p) === "__proto__") ? undefined : first;
}

// An object or array literal itself.
function literalOf(value: Node): Node | undefined {
  return value.kind === SyntaxKind.ObjectLiteralExpression || value.kind === SyntaxKind.ArrayLiteralExpression ? value : undefined;
}

/**
 * How a read of a `const` is locked where it certainly runs after a statement `Object.freeze(name);` (or `seal`,
 * `preventExtensions`) of the language's `Object`: the call stands in a statement list, and the read in a later
 * statement of that list, no function between (a lock lasts: everything after it sees the object locked). Freezing
 * wins over the others.
 */
function lockedBefore(use: Node, scopes: Scopes): "freeze" | "seal" | "preventExtensions" | undefined {
  if (use.kind !== SyntaxKind.Identifier) return undefined;
  const d = scopes.declarationOf(use);
  if (d === undefined || d.kind !== "const" || d.count !== 1) return undefined;
  let found: "seal" | "preventExtensions" | undefined;
  for (const r of d.references) {
    if (r === d.identifier || r === use) continue;
    const outer = outermost(r);
    const call = outer.parent;
    if (call?.kind !== SyntaxKind.CallExpression || (fields(call).arguments ?? [])[0] !== outer) continue;
    const named = globalMethodCall(call, scopes);
    const how = named?.[0] === "Object" ? named[1] : undefined;
    if (how !== "freeze" && how !== "seal" && how !== "preventExtensions") continue;
    const statement = outermost(call).parent;
    const list = statement?.parent;
    if (statement?.kind !== SyntaxKind.ExpressionStatement || list === undefined) continue;
    const statements = statementsOf(list) ?? [];
    const at = statements.indexOf(statement);
    if (at < 0) continue;
    let child: Node = use;
    while (child.parent !== undefined && child.parent !== list && !isFunctionWithBody(child.parent)) child = child.parent;
    if (child.parent === list && statements.indexOf(child) > at) {
      if (how === "freeze") return "freeze";
      found = how;
    }
  }
  return found;
}

/**
 * The array literal a value certainly is, frozen where it was made (`Object.freeze([…])`, in place or through `const`s):
 * every write to it throws in strict code, its length's included. Undefined for anything else.
 */
export function frozenArray(value: Node, scopes: Scopes): Node | undefined {
  const literal = frozenLiteral(value, scopes);
  return literal?.kind === SyntaxKind.ArrayLiteralExpression ? literal : undefined;
}

// The members a spelled-out value has by its text: an object literal's properties, or its class's members.
function membersSpelled(value: Node, scopes: Scopes, depth: number): readonly Node[] | undefined {
  const v = unparenthesised(value);
  if (v.kind === SyntaxKind.ObjectLiteralExpression) return (v as Node & { readonly properties?: readonly Node[] }).properties ?? [];
  let cls: Node | undefined;
  if (v.kind === SyntaxKind.NewExpression) {
    const callee = unparenthesised(fields(v).expression as Node);
    const d = callee.kind === SyntaxKind.Identifier ? scopes.declarationOf(callee) : undefined;
    cls = d?.kind === "class" ? d.holder : undefined;
  } else if (v.kind === SyntaxKind.ThisKeyword) {
    const fn = thisOwnerOf(v);
    cls = fn?.parent;
  } else if (v.kind === SyntaxKind.Identifier && depth < 3) {
    const d = scopes.declarationOf(v);
    const init = d !== undefined && d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
    return init === undefined ? undefined : membersSpelled(init, scopes, depth + 1);
  }
  if (cls === undefined || (cls.kind !== SyntaxKind.ClassDeclaration && cls.kind !== SyntaxKind.ClassExpression)) return undefined;
  return ((cls as Node & { readonly members?: readonly Node[] }).members ?? []).filter((m) => !(fields(m).modifiers ?? []).some((x) => x.kind === SyntaxKind.StaticKeyword));
}

function memberText(member: Node): string | undefined {
  const name = fields(member).name;
  return name !== undefined && (name.kind === SyntaxKind.Identifier || name.kind === SyntaxKind.StringLiteral) ? fields(name).text : undefined;
}

/**
 * The class `this` is in a static method of a class declared once and never written, every reference of which makes
 * an instance, tests one, or reads a static (never extended, handed on or read for its prototype), where the method is
 * never taken off uncalled and nothing rebinds `this`: `Log` for `this.tables` in `static table(rows)`.
 */
export function thisOfStaticClass(self: Node, scopes: Scopes): Node | undefined {
  const fn = thisOwnerOf(self);
  const cls = fn?.parent;
  if (fn?.kind !== SyntaxKind.MethodDeclaration || cls?.kind !== SyntaxKind.ClassDeclaration || !(fields(fn).modifiers ?? []).some((m) => m.kind === SyntaxKind.StaticKeyword) || thisTypeStated(fn)) return undefined;
  const name = fields(cls).name;
  const d = name === undefined ? undefined : scopes.declarationOf(name);
  const staticRead = (r: Node): boolean => isMemberOwner(r) && fields(outermost(r).parent as Node).name?.text !== "prototype";
  if (d === undefined || d.kind !== "class" || d.writes > 0 || d.count > 1 || !d.references.every((r) => r === d.identifier || staticRead(r) || plainClassUse(r))) return undefined;
  let root: Node = cls;
  while (root.parent !== undefined) root = root.parent;
  const method = memberText(fn);
  return method === undefined || methodHandedOut(root, method) || rebindsThis(root, scopes) ? undefined : cls;
}

/** The object literal `this` is in its method, where `thisOfHeldLiteral` holds. */
export function heldLiteralOfThis(self: Node, scopes: Scopes): Node | undefined {
  if (!thisOfHeldLiteral(self, scopes)) return undefined;
  const fn = thisOwnerOf(self);
  return fn?.parent;
}

/**
 * `this` in an instance method, accessor or constructor of a closed class (see `closedClass`) that nothing extends and
 * whose prototype the program never reads, in a program that never rebinds `this` (`call`, `apply`, `bind`): an
 * instance of that class, whose members the class spells out. Arrows inside share the method's `this`.
 */
export function thisOfClosedClass(self: Node, scopes: Scopes): boolean {
  const fn = thisOwnerOf(self);
  const cls = fn?.parent;
  if (fn === undefined || cls === undefined || (cls.kind !== SyntaxKind.ClassDeclaration && cls.kind !== SyntaxKind.ClassExpression)) return false;
  if (fn.kind === SyntaxKind.ClassStaticBlockDeclaration || (fields(fn).modifiers ?? []).some((m) => m.kind === SyntaxKind.StaticKeyword) || !closedClass(cls) || thisTypeStated(fn)) return false;
  const name = cls.kind === SyntaxKind.ClassDeclaration ? fields(cls).name : undefined;
  const d = name === undefined ? undefined : scopes.declarationOf(name);
  if (d === undefined || d.writes > 0 || d.count > 1) return false;
  // Every reference makes an instance, tests it, or reads a static: never `C.prototype`, never extended or handed on.
  const plainUse = (r: Node): boolean => {
    let outer = r;
    while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
    const parent = outer.parent;
    if (parent?.kind === SyntaxKind.NewExpression) return fields(parent).expression === outer;
    if (parent?.kind === SyntaxKind.TypeOfExpression) return true;
    if (parent?.kind === SyntaxKind.BinaryExpression) return fields(parent).right === outer && fields(parent).operatorToken?.kind === SyntaxKind.InstanceOfKeyword;
    return parent?.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer && fields(parent).name?.text !== "prototype";
  };
  if (!d.references.every((r) => r === d.identifier || plainUse(r))) return false;
  let root: Node = cls;
  while (root.parent !== undefined) root = root.parent;
  // A method taken off an instance (`{ title, describe: card.describe }`, `forEach(card.describe, other)`) runs with
  // whatever object it is called on.
  const method = fn.kind === SyntaxKind.MethodDeclaration ? memberText(fn) : undefined;
  if (fn.kind === SyntaxKind.MethodDeclaration && (method === undefined || methodHandedOut(root, method))) return false;
  return !rebindsThis(root, scopes);
}

/**
 * Whether `this` is an object literal's own, spelled out: in a method (not an arrow's) of a literal held in a `const`
 * never written again, every reference of which reads a member of it, no method of which is taken off it uncalled,
 * and nothing in the program calls a function with another `this`.
 */
export function thisOfHeldLiteral(self: Node, scopes: Scopes): boolean {
  const fn = thisOwnerOf(self);
  if (fn === undefined || fn.kind !== SyntaxKind.MethodDeclaration) return false;
  const literal = fn.parent;
  const holder = literal === undefined ? undefined : outermost(literal).parent;
  if (literal?.kind !== SyntaxKind.ObjectLiteralExpression || holder?.kind !== SyntaxKind.VariableDeclaration || fields(holder).initializer !== outermost(literal)) return false;
  const name = fields(holder).name;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.kind !== "const" || d.writes > 0 || d.count > 1 || !d.references.every((r) => r === d.identifier || isMemberOwner(r))) return false;
  // A type JSDoc states for `this` (`@this {{ n: number }}`) or for the binding is what the finding is about.
  if (fields(holder).type !== undefined || thisTypeStated(fn)) return false;
  let root: Node = literal;
  while (root.parent !== undefined) root = root.parent;
  const method = memberText(fn);
  return method !== undefined && !methodHandedOut(root, method) && !rebindsThis(root, scopes);
}

const handedOutMemo = new WeakMap<Node, Map<string, boolean>>();

/**
 * Whether the program may take a method named `name` off its object without calling it there: a read of a member of
 * that name (by name, string key, or a computed key where the program spells the name) that is not the callee of a
 * call, nor assigned to, or a destructuring of it.
 */
function methodHandedOut(root: Node, name: string): boolean {
  let known = handedOutMemo.get(root);
  if (known === undefined) handedOutMemo.set(root, (known = new Map()));
  let answer = known.get(name);
  if (answer === undefined) {
    // A key the text does not spell (`rows[i]`) may be the name only where the program spells it as text somewhere
    // (`for (const k of ["describe"]) other[k] = card[k]`); a numeric key never is.
    const spelt = containsNode(root, (n) => (n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral) && fields(n).text === name);
    answer = containsNode(root, (n) => {
      if (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) {
        const key = memberName(n);
        const argument = n.kind === SyntaxKind.ElementAccessExpression ? unparenthesised((n as Node & { readonly argumentExpression: Node }).argumentExpression) : undefined;
        const computed = key === undefined && argument !== undefined && argument.kind !== SyntaxKind.NumericLiteral && spelt;
        if (key !== name && !computed) return false;
        const user = outermost(n).parent;
        // Written (`x.describe = f`, `delete x.describe`) or only tested, the method is not handed anywhere.
        const assigned = user?.kind === SyntaxKind.BinaryExpression && fields(user).left === outermost(n) && isAssignmentOperator(fields(user).operatorToken?.kind as SyntaxKind);
        return !calledInPlace(n) && !assigned && user?.kind !== SyntaxKind.DeleteExpression && user?.kind !== SyntaxKind.TypeOfExpression;
      }
      if (n.kind !== SyntaxKind.BindingElement || n.parent?.kind !== SyntaxKind.ObjectBindingPattern) return false;
      const property = (n as Node & { readonly propertyName?: Node }).propertyName ?? fields(n).name;
      return property === undefined || property.kind === SyntaxKind.ComputedPropertyName || fields(property).text === name;
    });
    known.set(name, answer);
  }
  return answer;
}

/**
 * `super` in an instance member of a class whose base is a class of the program's (see `baseClassOf`),
 * whose own base is one too, down to a class with none: `super.x` reads the prototypes of that chain, whose members
 * the classes spell out (and then Object.prototype's).
 */
function superOfProgramClasses(self: Node, scopes: Scopes): boolean {
  const fn = thisOwnerOf(self);
  const cls = fn?.parent;
  if (fn === undefined || cls === undefined || (cls.kind !== SyntaxKind.ClassDeclaration && cls.kind !== SyntaxKind.ClassExpression)) return false;
  if (fn.kind === SyntaxKind.ClassStaticBlockDeclaration || (fields(fn).modifiers ?? []).some((m) => m.kind === SyntaxKind.StaticKeyword)) return false;
  let base = baseClassOf(cls, scopes);
  if (base === "none") return false;
  for (let depth = 0; depth < 8 && base !== undefined && base !== "none"; depth++) {
    if (((base as Node & { readonly members?: readonly Node[] }).members ?? []).some((m) => fields(m).name?.kind === SyntaxKind.ComputedPropertyName)) return false;
    base = baseClassOf(base, scopes);
  }
  return base === "none";
}

/**
 * Whether a prototype `super` reads in an instance member (its class's base chain of the program's classes) has a
 * method or accessor named `name`: `super.label()` runs it even where a base also declares a field of that name.
 */
export function superChainHas(self: Node, name: string, scopes: Scopes): boolean {
  const fn = thisOwnerOf(self);
  const cls = fn?.parent;
  if (cls === undefined || (cls.kind !== SyntaxKind.ClassDeclaration && cls.kind !== SyntaxKind.ClassExpression)) return true;
  for (let base = baseClassOf(cls, scopes), depth = 0; base !== "none"; base = baseClassOf(base, scopes), depth++) {
    if (base === undefined || depth > 8) return true;
    const members = (base as Node & { readonly members?: readonly Node[] }).members ?? [];
    if (members.some((m) => (m.kind === SyntaxKind.MethodDeclaration || m.kind === SyntaxKind.GetAccessor || m.kind === SyntaxKind.SetAccessor) && !(fields(m).modifiers ?? []).some((x) => x.kind === SyntaxKind.StaticKeyword) && memberText(m) === name)) return true;
  }
  return false;
}

// A method or accessor, a constructor, a field's initializer (`tick = () => this.n`), or a function.
function isFunctionOrMember(node: Node): boolean {
  return node.kind === SyntaxKind.MethodDeclaration || node.kind === SyntaxKind.GetAccessor || node.kind === SyntaxKind.SetAccessor || node.kind === SyntaxKind.Constructor || node.kind === SyntaxKind.PropertyDeclaration || node.kind === SyntaxKind.ClassStaticBlockDeclaration || node.kind === SyntaxKind.FunctionDeclaration || node.kind === SyntaxKind.FunctionExpression;
}

const rebinding = new WeakMap<Node, boolean>();

// The program may call a function with another `this`: `f.call(x)`, `f.apply(x)`, `f.bind(x)`, `Reflect.apply`. Not
// `editor.apply(p)` on an instance of a class of the program's that has a method of that name: that calls the method.
function rebindsThis(root: Node, scopes: Scopes): boolean {
  return anywhereInProgram(root, rebinding, (n) => (n.kind === SyntaxKind.PropertyAccessExpression && ["call", "apply", "bind"].includes(fields(n).name?.text ?? "") && !ownMethodCall(n, scopes)) || (n.kind === SyntaxKind.Identifier && fields(n).text === "Reflect"));
}

// `x.name` where `x` is a `const` holding `new C(…)` of a class of the program's that defines a method `name`.
function ownMethodCall(access: Node, scopes: Scopes): boolean {
  const receiver = unparenthesised(fields(access).expression as Node);
  const d = receiver.kind === SyntaxKind.Identifier ? scopes.declarationOf(receiver) : undefined;
  const init = d !== undefined && d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
  const made = init === undefined ? undefined : unparenthesised(init);
  const callee = made?.kind === SyntaxKind.NewExpression ? unparenthesised(fields(made).expression as Node) : undefined;
  const cls = callee?.kind === SyntaxKind.Identifier ? scopes.declarationOf(callee) : undefined;
  if (cls === undefined || cls.kind !== "class" || cls.writes > 0) return false;
  const name = fields(access).name?.text;
  return ((cls.holder as Node & { readonly members?: readonly Node[] }).members ?? []).some((m) => m.kind === SyntaxKind.MethodDeclaration && memberText(m) === name);
}

// Member names that reshape an object or a prototype by a key or a value the text may not spell.
const RESHAPERS: ReadonlySet<string> = new Set(["defineProperty", "defineProperties", "setPrototypeOf", "assign", "__defineGetter__", "__defineSetter__", "set", "create"]);
const reshaping = new WeakMap<Node, boolean>();

/**
 * Whether the program may add members it does not name: a write by a computed key (`x[k] = …`, through any alias or
 * prototype), a definer (`Object.defineProperty`, `Object.assign`, `Reflect.set`, `__defineGetter__`, …), `__proto__`,
 * or text run as code (`eval`, `Function`). Asked once per program. A write or definition on an object the program
 * made where it names it (`const counts = {}; counts[word] = 1`, `Object.assign({}, a)`) reshapes that object alone,
 * which no other binding can hold; a `set` with fewer than three arguments (`map.set(k, v)`) is no `Reflect.set` that
 * gives a member a value.
 */
function reshapesAnything(node: Node, scopes: Scopes): boolean {
  let root = node;
  while (root.parent !== undefined) root = root.parent;
  const fresh = freshMembers(root, scopes);
  // A member that only ever holds objects made in place, written by a key the program computes (`this.events[type] =
  // fn`), reshapes those objects alone: a value read through it may have any member.
  const keyed = keyedFreshMembers(root, fresh, scopes);
  if (keyed.size > 0 && readThrough(node, keyed, scopes)) return true;
  return anywhereInProgram(node, reshaping, (n) => {
    // `pkg["scripts"] = {}` writes the member its literal key names, as `pkg.scripts = {}` does: nothing else.
    if (n.kind === SyntaxKind.ElementAccessExpression) return isWriteTarget(n) && memberName(n) === undefined && !numericKey(n) && !freshObject(fields(n).expression as Node, scopes) && !readOf(fields(n).expression as Node, fresh, scopes);
    if (n.kind === SyntaxKind.Identifier) return ["eval", "Function", "__proto__"].includes(fields(n).text ?? "");
    if (n.kind === SyntaxKind.StringLiteral) return fields(n).text === "__proto__";
    if (n.kind !== SyntaxKind.PropertyAccessExpression || n.parent?.kind !== SyntaxKind.CallExpression || fields(n.parent).expression !== n) return false;
    const name = fields(n).name?.text ?? "";
    if (!RESHAPERS.has(name)) return false;
    const args = fields(n.parent).arguments ?? [];
    if (args.some((a) => a.kind === SyntaxKind.SpreadElement)) return true;
    if (name === "set") return args.length >= 3;
    // `Object.assign({}, a)`, `Object.defineProperty(made, …)`: the first argument is what changes.
    const [target] = args;
    return name.startsWith("__") || target === undefined || !freshObject(target, scopes);
  });
}

const keyedMembers = new WeakMap<Node, ReadonlySet<string>>();

// The fresh members (`fresh-members.ts`) the program writes into by keys it computes (`this.events[type] = fn`).
function keyedFreshMembers(root: Node, fresh: ReadonlySet<string>, scopes: Scopes): ReadonlySet<string> {
  let keyed = keyedMembers.get(root);
  if (keyed === undefined) {
    const names = new Set<string>();
    if (fresh.size > 0) {
      const visit = (n: Node): void => {
        if (n.kind === SyntaxKind.ElementAccessExpression && isWriteTarget(n) && memberName(n) === undefined && !numericKey(n)) {
          for (let e = unparenthesised(fields(n).expression as Node), hops = 0; hops < 16; hops++) {
            if (e.kind === SyntaxKind.PropertyAccessExpression && fresh.has(fields(e).name?.text ?? "")) names.add(fields(e).name?.text ?? "");
            if (e.kind === SyntaxKind.Identifier) {
              const d = scopes.declarationOf(e);
              const init = d !== undefined && d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
              if (init === undefined) break;
              e = unparenthesised(init);
              continue;
            }
            if (e.kind !== SyntaxKind.PropertyAccessExpression && e.kind !== SyntaxKind.ElementAccessExpression) break;
            e = unparenthesised(fields(e).expression as Node);
          }
        }
        n.forEachChild((c) => {
          visit(c);
          return undefined;
        });
      };
      visit(root);
    }
    keyed = names;
    keyedMembers.set(root, keyed);
  }
  return keyed;
}

/**
 * Whether `expression` is an object the program makes where it names it and no other binding can hold: an object or
 * array literal, or a `new` of a built-in, written in place or held in a binding never written again, never `this`.
 */
export function freshObject(expression: Node, scopes: Scopes): boolean {
  let e = unparenthesised(expression);
  if (e.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(e);
    if (d === undefined || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
    const init = fields(d.holder).initializer;
    if (init === undefined) return false;
    e = unparenthesised(init);
  }
  if (e.kind === SyntaxKind.ObjectLiteralExpression || e.kind === SyntaxKind.ArrayLiteralExpression) return true;
  if (e.kind !== SyntaxKind.NewExpression) return false;
  const callee = unparenthesised(fields(e).expression as Node);
  return callee.kind === SyntaxKind.Identifier && scopes.declarationOf(callee) === undefined && FRESH_BUILTINS.has(fields(callee).text ?? "");
}

// Built-ins whose `new` makes a plain object of their own (never a value the program already holds).
const FRESH_BUILTINS: ReadonlySet<string> = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array", "Error"]);

// `rows[0] = …`: an index, which names no member the program reads by name.
function numericKey(access: Node): boolean {
  return (access as Node & { readonly argumentExpression?: Node }).argumentExpression?.kind === SyntaxKind.NumericLiteral;
}

// An element access written: assigned (also compound), incremented, deleted, or a destructuring target.
/** Whether a member access may be written, not only read: an assignment's target, `++`, `delete`, a destructuring target. */
export function isWriteTarget(access: Node): boolean {
  let outer = access;
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
  const parent = outer.parent;
  if (parent === undefined) return false;
  if (parent.kind === SyntaxKind.BinaryExpression) {
    const op = fields(parent).operatorToken?.kind;
    return fields(parent).left === outer && op !== undefined && op >= SyntaxKind.FirstAssignment && op <= SyntaxKind.LastAssignment;
  }
  return (
    parent.kind === SyntaxKind.PrefixUnaryExpression ||
    parent.kind === SyntaxKind.PostfixUnaryExpression ||
    parent.kind === SyntaxKind.DeleteExpression ||
    parent.kind === SyntaxKind.ArrayLiteralExpression ||
    parent.kind === SyntaxKind.PropertyAssignment ||
    parent.kind === SyntaxKind.ShorthandPropertyAssignment ||
    parent.kind === SyntaxKind.SpreadElement ||
    parent.kind === SyntaxKind.ForOfStatement ||
    parent.kind === SyntaxKind.ForInStatement
  );
}

// The function whose `this` a `this` (or a node in its place) is: the nearest function or class member around it,
// through arrows, which share their surroundings' `this`.
function thisOwnerOf(node: Node): Node | undefined {
  let fn: Node | undefined = node.parent;
  while (fn !== undefined && (fn.kind === SyntaxKind.ArrowFunction || !isFunctionOrMember(fn))) fn = fn.parent;
  return fn;
}
