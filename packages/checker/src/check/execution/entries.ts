/**
 * How each function of the program can be entered: the places that certainly call it (a direct call bound by scope,
 * `new`, `.call`/`.apply`, a tagged template, a function written in place and called, a known synchronous built-in
 * handed it), the promise reactions that run it later, and the places it escapes to (returned, stored, a method). A
 * function handed to a value the model cannot follow (a user function that may not call it, an unknown value) gets
 * no entry from there: nothing proves it runs.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { bindingOf, extendedBy, heldOnlyBy, instancesHeldOnlyBy, memberReachable, staticThis } from "./containers.js";
import type { ReachFacts } from "./containers.js";
import type { StaticThis } from "./containers.js";
import { implicitKind, neverConverted, parameterGiven, triggerSites } from "./conversions.js";
import { TRAPS } from "./proxies.js";
import { classChain, instanceChain } from "./instances.js";
import { isMemberOwner, isWriteTarget, rootedAtGg } from "./own-objects.js";
import { neverInherits, parsedData } from "./plain-objects.js";
import { mayFindAnother } from "./member-replacement.js";
import { replacedBeforeUse } from "./replaced.js";
import { fieldValueReplaced, hiddenOnEveryInstance, replacedAsClassIsMade } from "./hidden-members.js";
import { wholeReadSites } from "./whole-reads.js";
import type { Declaration, Scopes } from "./scopes.js";
import { anywhereInProgram, calledInPlace, fields, globalMethodCall, isAsync, isFunctionWithBody, isGenerator, isStaticMember, objectLiteralOf, onlyTested, outermost, statementsOf, unparenthesised } from "./syntax.js";

/** One way into a function. */
export interface Entry {
  /**
   * `call`: runs synchronously at `site`; `reaction`: runs for the promise made at `site` (a `.then`/`.catch`/`.finally`
   * callback, later; a Promise executor, at once), and what it throws rejects that promise; `escape`: taken as a value
   * at `site`.
   */
  readonly kind: "call" | "reaction" | "escape";
  readonly site: Node;
  /** For a call: the callee is the function itself (not a callback a built-in or another function runs). */
  readonly direct: boolean;
  /**
   * A built-in certainly calls it there, before it returns: for a call, `forEach` on an array literal with elements;
   * for a reaction, a Promise executor.
   */
  readonly atOnce?: boolean;
  /** For a call: the callee is picked by data there (a member by its name or a computed key, a binding written again), so it may be another function. */
  readonly chosen?: boolean;
  /** For a chosen call: the site calls the member read itself (`writer.read(p)`), so where it enters the function, its arguments are the function's. */
  readonly called?: boolean;
  /**
   * For a built-in's callback (`x.map(f)`) on a value the model cannot name, where the program defines members of
   * that name too: the calls of `f` inside those, which run instead where `x` is the program's own object.
   */
  readonly alternatives?: readonly Entry[];
  /** For a generator's body entered where its object is advanced (`it.next()`): the call that made the object. */
  readonly made?: Node;
  /**
   * For a call of a parameter (`fn()` in `function attempt(fn) { return fn(); }`): the call that handed this function
   * to it. What the function throws there leaves the callee at that call, not at the callee's other calls.
   */
  readonly handedAt?: Node;
}

/**
 * The array methods that hand their callback each element as its first argument, and call it on the first element
 * whatever it is (`reduce` without a start value does not on one element; `sort` not on one).
 */
export const ELEMENT_CALLBACKS: ReadonlySet<string> = new Set(["forEach", "map", "filter", "some", "every", "find", "findIndex", "findLast", "findLastIndex", "flatMap"]);

// Methods of the built-ins that call a callback before they return, every time (on each element, or once).
const SYNC_CALLBACK_METHODS: ReadonlySet<string> = new Set([
  "forEach",
  "map",
  "filter",
  "some",
  "every",
  "find",
  "findIndex",
  "findLast",
  "findLastIndex",
  "reduce",
  "reduceRight",
  "sort",
  "toSorted",
  "flatMap",
  "replace",
  "replaceAll",
  "from",
]);
const REACTIONS: ReadonlySet<string> = new Set(["then", "catch", "finally"]);
// Methods the language calls itself: conversions, iteration, JSON, a thenable's then.
export const IMPLICIT: ReadonlySet<string> = new Set(["toString", "valueOf", "then", "next", "return", "throw", "constructor", "toPrimitive"]);
/** Whether the language may call a method of this name by itself: a conversion, iteration, a thenable; a trap the program's proxies may call; `toJSON` where it stringifies. */
function implicit(name: string, reads: EntryFacts): boolean {
  if (IMPLICIT.has(name)) return true;
  if (TRAPS.has(name)) return reads.proxyTraps.has(name);
  return name === "toJSON" && (reads.computed.length > 0 || reads.sitesOf("stringify").length > 0);
}

// Every read of a member `stringify`, where each is `JSON.stringify(…)` called in place; undefined otherwise.
function stringifyCalls(reads: EntryFacts, scopes: Scopes): Node[] | undefined {
  const calls: Node[] = [];
  for (const site of reads.sitesOf("stringify")) {
    const call = outermost(site).parent;
    const named = call === undefined ? undefined : globalMethodCall(call, scopes);
    if (call?.kind !== SyntaxKind.CallExpression || fields(call).expression !== outermost(site) || named?.[0] !== "JSON") return undefined;
    calls.push(call);
  }
  return calls;
}

/** Whether the object a generator call makes is iterated: `for…of`, spread, `yield*`, `Array.from`, or `.next()` on a binding holding it. */
function iterated(call: Node, scopes: Scopes): boolean {
  const outer = outermost(call);
  const parent = outer.parent;
  if (parent === undefined) return false;
  switch (parent.kind) {
    case SyntaxKind.ForOfStatement:
      return fields(parent).expression === outer;
    case SyntaxKind.SpreadElement:
    case SyntaxKind.YieldExpression:
    case SyntaxKind.CallExpression:
    case SyntaxKind.NewExpression:
    case SyntaxKind.ReturnStatement:
    case SyntaxKind.ArrayLiteralExpression:
    case SyntaxKind.PropertyAssignment:
      return true;
    case SyntaxKind.PropertyAccessExpression:
      return fields(parent).name?.text !== undefined;
    case SyntaxKind.VariableDeclaration: {
      const name = fields(parent).name;
      const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
      if (d === undefined) return true;
      return d.references.some((r) => r !== name && iteratedUse(r));
    }
    default:
      return false;
  }
}

// The members of a generator's object that end it without running its body, when nothing advanced it before: they
// close a generator that has not started (and resume one that has only where an earlier `next()` started it).
const CLOSING_MEMBERS: ReadonlySet<string> = new Set(["return", "throw"]);

/**
 * A use of a binding holding a generator's object that runs its body: iterated, or a member called (but `return()` and
 * `throw()`, which close it), other than a test read.
 */
function iteratedUse(reference: Node): boolean {
  const outer = outermost(reference);
  const parent = outer.parent;
  if (parent === undefined) return false;
  if (parent.kind === SyntaxKind.PropertyAccessExpression) {
    const call = outermost(parent).parent;
    return call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermost(parent) && !CLOSING_MEMBERS.has(fields(parent).name?.text ?? "");
  }
  return parent.kind !== SyntaxKind.TypeOfExpression && parent.kind !== SyntaxKind.ExpressionStatement;
}

/** The function a callee certainly is: bound by scope, declared once and never written again, or written in place. */
export function calleeFunction(callee: Node, scopes: Scopes): Node | undefined {
  const c = unparenthesised(callee);
  if (c.kind === SyntaxKind.ArrowFunction || c.kind === SyntaxKind.FunctionExpression) return c;
  if (c.kind !== SyntaxKind.Identifier) return undefined;
  const d = scopes.declarationOf(c);
  if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
  if (d.kind === "function" && d.holder.kind === SyntaxKind.FunctionDeclaration) return d.holder;
  if ((d.kind === "const" || d.kind === "let" || d.kind === "var") && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier) {
    const init = fields(d.holder).initializer;
    const value = init === undefined ? undefined : unparenthesised(init);
    if (value !== undefined && (value.kind === SyntaxKind.ArrowFunction || value.kind === SyntaxKind.FunctionExpression)) return value;
  }
  return undefined;
}

/** What the model knows that decides entries: where members are read, which arrays are empty. */
export interface EntryFacts extends ReachFacts {
  /** Where the program reads a member by a key it computes (`x[k]`): any member may be read there. */
  readonly computed: readonly Node[];
  /** Where the program reads the member `name`. */
  sitesOf(name: string): readonly Node[];
  /** Whether an array, Map or Set is empty whenever it is read (its callbacks never run). */
  emptyCollection(expression: Node): boolean;
  /** How many elements an array always has where it is read; undefined where not known. */
  arrayLength(expression: Node): number | undefined;
  /** Whether a `replace` or `replaceAll` of constant text by this pattern finds nothing to replace. */
  neverMatches(receiver: Node, pattern: Node): boolean;
  /** The functions the program defines as members named `name` (methods, function-valued fields and properties). */
  definitionsOf(name: string): readonly Node[];
  /** Where the program writes the member `name` (`x.name = …`, a definer), and whether it writes members by computed keys. */
  writesOf(name: string): readonly Node[];
  readonly computedWrites: boolean;
  /** Whether a binding's object (or, for undefined, a library global) may get members by keys the model cannot read. */
  reshaped(binding: Declaration | undefined): boolean;
  /** The keys a computed read may name, where the text fixes them (`for (const h of ["a", "b"]) o[h]`); undefined otherwise. */
  possibleKeys(site: Node): readonly string[] | undefined;
  /** The string or number an expression always is, where the text fixes it (`"tsv"`, `FORMAT`); undefined otherwise. */
  constantOf(expression: Node): string | undefined;
  /** The number an expression always is, where the text fixes it (`const ROWS = 3`); undefined otherwise. */
  constantNumber(expression: Node): number | undefined;
  /** The handler traps the program's proxies may have called by the language (none where it makes no `Proxy`). */
  readonly proxyTraps: ReadonlySet<string>;
  /** What every way into a parameter's function hands it (its default where a call leaves it out); undefined where not known. */
  argumentsOf(parameter: Node): readonly Node[] | undefined;
}

/**
 * Where the program reads the member `name` by that name. A string of the name reads the member only as a key: by a
 * computed read (counted apart; then every string counts) or through a reader that takes a name (`Reflect.get(o, k)`,
 * `Object.getOwnPropertyDescriptor(o, k)`, `o.__lookupGetter__(k)`, text run as code). A program with neither reads
 * nothing by a string, whatever it does with the text (`console.log("branch")`).
 */
function nameSites(name: string, reads: EntryFacts, within: Node, scopes: Scopes): readonly Node[] {
  const sites = reads.sitesOf(name);
  // A key only ever written by (`K.prototype[name] = f`) reads nothing, whatever string reaches it. A string a loop
  // walks only as keys (`for (const k of ["read"]) io[k] = impl[k]`) reaches those accesses, which count themselves.
  if (reads.computed.some((c) => !assignedOnly(c))) return sites.filter((site) => site.kind !== SyntaxKind.StringLiteral || !walkedOnlyAsKey(site, scopes));
  if (!anywhereInProgram(within, readsByName, (n) => n.kind === SyntaxKind.Identifier && NAME_READERS.has(fields(n).text ?? ""))) return sites.filter((site) => site.kind !== SyntaxKind.StringLiteral);
  // Where a reader that takes names is named, a string may reach it, unless it only stands where nothing takes it on:
  // compared (`key === "getText"` in a Proxy's trap), tested by `in`, a `case` label, or the key a writer or a test of
  // own members is handed (`Reflect.set(o, "run", f)`, `Object.hasOwn(o, "run")`).
  return sites.filter((site) => site.kind !== SyntaxKind.StringLiteral || (!onlyCompared(site) && !keyNotRead(site)));
}

// A string element of a `for…of`'s own array literal whose variable is used only as a key (`o[k]`).
function walkedOnlyAsKey(literal: Node, scopes: Scopes): boolean {
  const list = outermost(literal).parent;
  const loop = list?.kind === SyntaxKind.ArrayLiteralExpression ? outermost(list).parent : undefined;
  if (loop?.kind !== SyntaxKind.ForOfStatement || fields(loop).expression !== outermost(list as Node)) return false;
  const declarations = (fields(loop).initializer as (Node & { readonly declarations?: readonly Node[] }) | undefined)?.declarations ?? [];
  const name = declarations.length === 1 ? fields(declarations[0] as Node).name : undefined;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.writes > 0) return false;
  return d.references.every((r) => {
    if (r === d.identifier) return true;
    const access = outermost(r).parent;
    return access?.kind === SyntaxKind.ElementAccessExpression && (access as Node & { readonly argumentExpression?: Node }).argumentExpression === outermost(r);
  });
}

// The built-ins that take a key and read no member's value by it (they write, delete or test it).
const KEY_WITHOUT_READ: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Reflect", new Set(["set", "has", "deleteProperty", "defineProperty"])],
  ["Object", new Set(["defineProperty", "hasOwn"])],
]);

// A string that is the key argument of such a built-in, named as the guest names it.
function keyNotRead(literal: Node): boolean {
  const outer = outermost(literal);
  const call = outer.parent;
  if (call?.kind !== SyntaxKind.CallExpression || (fields(call).arguments ?? [])[1] !== outer) return false;
  const callee = unparenthesised(fields(call).expression as Node);
  const owner = callee.kind === SyntaxKind.PropertyAccessExpression ? unparenthesised(fields(callee).expression as Node) : undefined;
  return owner?.kind === SyntaxKind.Identifier && KEY_WITHOUT_READ.get(fields(owner).text ?? "")?.has(fields(callee).name?.text ?? "") === true;
}

// A string that is an operand of `===`, `!==`, `==`, `!=` or the left of `in`, or a `case` label: its text goes nowhere.
function onlyCompared(literal: Node): boolean {
  const outer = outermost(literal);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.CaseClause) return fields(parent).expression === outer;
  if (parent?.kind !== SyntaxKind.BinaryExpression) return false;
  const op = fields(parent).operatorToken?.kind;
  if (op === SyntaxKind.InKeyword) return fields(parent).left === outer;
  return op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken;
}

// Names of the readers that take a member's name as text, and of what runs text as code.
const NAME_READERS: ReadonlySet<string> = new Set(["Reflect", "getOwnPropertyDescriptor", "getOwnPropertyDescriptors", "__lookupGetter__", "__lookupSetter__", "eval", "Function"]);
const readsByName = new WeakMap<Node, boolean>();

/** A member's name written as text: an identifier, a string; undefined for a computed or private one. */
function memberKey(name: Node | undefined): string | undefined {
  // A private name (`#sweep`) is read only as `x.#sweep`, which the facts record by the same text.
  return name !== undefined && (name.kind === SyntaxKind.Identifier || name.kind === SyntaxKind.StringLiteral || name.kind === SyntaxKind.PrivateIdentifier) ? fields(name).text : undefined;
}

// `[Symbol.iterator]`, `[Symbol.toPrimitive]`: a key only the language's own protocols read.
function wellKnownSymbolKey(name: Node | undefined): boolean {
  if (name?.kind !== SyntaxKind.ComputedPropertyName) return false;
  const key = unparenthesised(fields(name).expression as Node);
  return key.kind === SyntaxKind.PropertyAccessExpression && unparenthesised(fields(key).expression as Node).kind === SyntaxKind.Identifier && fields(unparenthesised(fields(key).expression as Node)).text === "Symbol";
}

// Whether an element access is only the target of a plain assignment (`out[k] = v`): it reads nothing.
function assignedOnly(access: Node): boolean {
  const outer = outermost(access);
  const parent = outer.parent;
  return parent?.kind === SyntaxKind.BinaryExpression && fields(parent).left === outer && fields(parent).operatorToken?.kind === SyntaxKind.EqualsToken;
}

// The `x` of a `[Symbol.x]` key.
function symbolKey(name: Node | undefined): string | undefined {
  if (!wellKnownSymbolKey(name)) return undefined;
  const key = unparenthesised(fields(name as Node).expression as Node);
  return fields(key).name?.text;
}

/** Every way into `fn` the program shows. */
export function entriesOf(fn: Node, scopes: Scopes, reads: EntryFacts): Entry[] {
  const own = fields(fn);
  // Members of a class or an object literal are entered through their container, which the model cannot follow
  // further. A method runs where the program reads a member of its name, or computes a key, and calls it (or takes
  // it as a value); a constructor, an accessor or a name the language calls itself runs wherever the container does.
  if (fn.kind === SyntaxKind.MethodDeclaration || fn.kind === SyntaxKind.GetAccessor || fn.kind === SyntaxKind.SetAccessor || fn.kind === SyntaxKind.Constructor || fn.kind === SyntaxKind.ClassStaticBlockDeclaration) {
    // A member of a class no instance of which can exist, or of an object nothing reads, never runs.
    if (!memberReachable(fn, scopes, reads)) return [];
    // A method patched on its prototype before any code runs, or hidden on every instance by an own property its
    // making defines first (or a later member of the same name).
    if (((fn.kind === SyntaxKind.MethodDeclaration || fn.kind === SyntaxKind.GetAccessor || fn.kind === SyntaxKind.SetAccessor) && replacedBeforeUse(fn, scopes)) || hiddenOnEveryInstance(fn, scopes) || replacedAsClassIsMade(fn, scopes)) return [];
    const named = memberKey(own.name);
    if (fn.kind === SyntaxKind.MethodDeclaration && named !== undefined && !implicit(named, reads)) return generatorEntries(fn, memberEntries(named, fn, scopes, reads), scopes);
    // An accessor runs where a member of its name is read (a getter) or written (a setter), outside its own body.
    const outside = (site: Node): boolean => site.pos < fn.pos || site.end > fn.end;
    if (fn.kind === SyntaxKind.SetAccessor && named !== undefined && !reads.computedWrites && !reads.writesOf(named).some(outside)) return [];
    // An object literal's getter also runs where a built-in reads the object whole (`JSON.stringify(o)`, `{ ...o }`).
    const whole = fn.kind === SyntaxKind.GetAccessor && named !== undefined && fn.parent?.kind === SyntaxKind.ObjectLiteralExpression ? wholeReadSites(fn.parent, named, scopes).map((site): Entry => ({ kind: "call", site, direct: false })) : [];
    const byName = (name: string): readonly Node[] => nameSites(name, reads, fn, scopes);
    if (named !== undefined && !implicit(named, reads) && reads.computed.length === 0 && !byName(named).some(outside)) return whole;
    // There, and only there: a read or write inside a `try` is caught (`try { copy = state.copy; } catch {}`).
    if (named !== undefined && !implicit(named, reads) && (fn.kind === SyntaxKind.GetAccessor || (fn.kind === SyntaxKind.SetAccessor && !reads.computedWrites))) {
      const sites = (fn.kind === SyntaxKind.GetAccessor ? [...byName(named), ...reads.computed.filter((c) => keyMayBe(c, named, reads) && !enumeratesPast(c, fn, scopes))] : reads.writesOf(named)).filter((site) => !notTheProgramsMember(site, named, scopes, reads) && !ownDataSite(site, named, scopes) && !onPlainObject(site, fn, scopes, reads));
      // `const { branch } = context` reads the member where the pattern is taken apart, as `context.branch` does.
      if (sites.every((site) => site.kind === SyntaxKind.PropertyAccessExpression || site.kind === SyntaxKind.ElementAccessExpression || site.kind === SyntaxKind.BinaryExpression || site.kind === SyntaxKind.BindingElement)) {
        return [...sites.filter(outside).map((site): Entry => ({ kind: "call", site, direct: false, chosen: true })), ...whole];
      }
    }
    // A method the language calls itself (`toString`, `[Symbol.iterator]`) on an object nothing but member reads use.
    if (fn.kind !== SyntaxKind.Constructor && fn.kind !== SyntaxKind.ClassStaticBlockDeclaration && (named === undefined ? wellKnownSymbolKey(own.name) : implicit(named, reads)) && fn.parent !== undefined && neverConverted(fn.parent, named, scopes, fn)) return [];
    // `toString`, `[Symbol.iterator]` of an object held in a `const`: they run where the object is converted or
    // iterated (a `try` there catches them).
    if (fn.kind === SyntaxKind.MethodDeclaration && fn.parent !== undefined && !reads.computed.some((c) => !assignedOnly(c) && (named === undefined || keyMayBe(c, named, reads)))) {
      const kind = implicitKind(named, symbolKey(own.name));
      const cls = fn.parent;
      const sites = kind === undefined || (named !== undefined && reads.sitesOf(named).some((site) => outside(site) && !onlyTested(site))) || isStaticMember(fn) ? undefined : triggerSites(cls, named, kind, scopes, fn, () => instanceConstructions(cls, scopes, reads), reads.writesOf("stringify").length === 0 && reads.writesOf("JSON.stringify").length === 0 && !reads.reshaped(undefined));
      if (sites !== undefined) return sites.map((site): Entry => ({ kind: "call", site, direct: false }));
    }
    // `toJSON` runs where `JSON.stringify` is called (a `try` there catches it), or where the program calls it by name.
    if (fn.kind === SyntaxKind.MethodDeclaration && named === "toJSON") {
      const calls = stringifyCalls(reads, scopes);
      if (calls !== undefined && !reads.computed.some((c) => keyMayBe(c, named, reads))) return [...memberEntries(named, fn, scopes, reads), ...calls.map((site): Entry => ({ kind: "call", site, direct: false, chosen: true }))];
    }
    // A constructor runs at each `new` of its class, where the class is reached only that way.
    if (fn.kind === SyntaxKind.Constructor) {
      const made = constructions(fn, scopes, reads);
      if (made !== undefined) return made.map((site) => ({ kind: "call", site, direct: false }));
    }
    return fn.parent === undefined ? [] : [{ kind: "escape", site: fn.parent, direct: false }];
  }
  const positions: Node[] = [];
  // A name written again (or declared twice) may hold another function when it is called: its calls still enter
  // this one as far as running goes, but none of them is certain.
  let certain = true;
  const byName = (name: Node | undefined): void => {
    const d = name === undefined ? undefined : scopes.declarationOf(name);
    if (d === undefined) return;
    certain = d.writes === 0 && d.count === 1;
    // A loop, not a spread: a name read many thousands of times would overflow the stack as arguments. A read after
    // a statement that gives the name another value (`h = () => 1;` before `h();`) reads that value, not this one.
    for (const r of d.references) if (!scopes.isWrite(r) && !(d.writes > 0 && overwrittenBefore(r, d, scopes))) positions.push(r);
  };
  const entries: Entry[] = [];
  // `function out() {…} function out() {…}` in one function body: both are hoisted in order and the later one wins
  // before any code runs, so no call by the name reaches the earlier.
  if (fn.kind === SyntaxKind.FunctionDeclaration && redeclaredLater(fn)) return [];
  if (fn.kind === SyntaxKind.FunctionDeclaration) byName(own.name);
  else {
    const outer = outermost(fn);
    const holder = outer.parent;
    // `P.prototype.write = function …` assigned again before any code runs.
    if (replacedBeforeUse(fn, scopes) || fieldValueReplaced(fn, scopes)) return [];
    const bindsName = holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outer && fields(holder).name?.kind === SyntaxKind.Identifier;
    // `{ run: function () {…} }`, `{ run: () => … }`, `obj.run = function () {…}`: a method by another spelling.
    if ((holder?.kind === SyntaxKind.PropertyAssignment || holder?.kind === SyntaxKind.PropertyDeclaration) && fields(holder).initializer === outer && !memberReachable(holder, scopes, reads)) return [];
    // A field of a class (`static now = function …`, `tick = () => …`) is a member by its name too.
    const member = (holder?.kind === SyntaxKind.PropertyAssignment || holder?.kind === SyntaxKind.PropertyDeclaration) && fields(holder).initializer === outer ? memberKey(fields(holder).name) : assignedMember(outer);
    // `let read = nodeRead; if (typeof gg !== "undefined") read = gg.files.readFile;`: no read sees this function.
    if (bindsName && reads.unread(outer)) return [];
    if (bindsName) byName(fields(holder).name);
    else if (member !== undefined && !implicit(member, reads)) for (const e of memberEntries(member, fn, scopes, reads)) entries.push(e);
    else positions.push(fn);
  }
  for (const position of positions) for (const e of entriesAt(position, fn, scopes, reads, new Set())) entries.push(certain ? e : { ...e, direct: false, chosen: true });
  return generatorEntries(fn, entries, scopes);
}

/**
 * The `new` expressions a constructor runs at: every reference to its class (a declaration, or a `const` of a class
 * expression, never written again) is `new C(…)`, a static member's read (`C.join(…)`, where no static makes an
 * instance of `this`), `C.prototype` (unless the program reads a `constructor` member, which may make one), `typeof C`,
 * the right of `instanceof`, or the `extends` of a class whose own constructions are known: there the base's
 * constructor runs at the subclass's `super(…)` calls, or, where it writes no constructor, wherever it is made.
 * Undefined where some reference may make an instance otherwise (handed on, exported).
 */
function constructions(constructor: Node, scopes: Scopes, reads: EntryFacts): Node[] | undefined {
  return constructor.parent === undefined ? undefined : instanceConstructions(constructor.parent, scopes, reads);
}

/** Where instances of a class are made (`new C(…)`, a subclass's `super(…)`), where those are the only ways; undefined otherwise. */
export function instanceConstructions(cls: Node, scopes: Scopes, reads: EntryFacts): Node[] | undefined {
  return classConstructions(cls, scopes, reads, { sites: [], escapes: false }, 0);
}


// Operators that compare a class or turn it into text, without calling it.
const COMPARED_OR_JOINED: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.PlusToken, SyntaxKind.EqualsEqualsEqualsToken, SyntaxKind.ExclamationEqualsEqualsToken, SyntaxKind.EqualsEqualsToken, SyntaxKind.ExclamationEqualsToken]);

function classConstructions(cls: Node, scopes: Scopes, reads: EntryFacts, inherited: StaticThis, depth: number): Node[] | undefined {
  if (depth > 8 || (fields(cls).modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword)) return undefined;
  const name = bindingOf(cls);
  const d = name === undefined ? undefined : scopes.declarationOf(name);
  if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
  const members = (cls as Node & { readonly members?: readonly Node[] }).members ?? [];
  // `new this()` in a static makes an instance where that static runs (inherited ones too: `Sub.create()` runs the
  // base's `new this()` with `this` the subclass); a static that hands `this` on may make one wherever a static is read.
  const own = staticThis(members);
  const statics: StaticThis = { sites: [...inherited.sites, ...own.sites], escapes: inherited.escapes || own.escapes };
  const sites: Node[] = [...statics.sites];
  // The class's own references, then those of each parameter of the program's it is handed to
  // (`assertSource(A)` of a function that only turns `fn` into text): what the callee does with it is what counts.
  const references: Node[] = d.references.filter((r) => r !== d.identifier);
  const handedTo = new Set<Declaration>();
  for (let i = 0; i < references.length; i++) {
    const r = references[i] as Node;
    const outer = outermost(r);
    const parent = outer.parent;
    if (parent === undefined) return undefined;
    const given = parent.kind === SyntaxKind.CallExpression ? parameterGiven(outer, scopes) : undefined;
    if (given !== undefined) {
      if (!handedTo.has(given)) {
        handedTo.add(given);
        references.push(...given.references.filter((p) => p !== given.identifier));
      }
      continue;
    }
    const member = parent.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer ? fields(parent).name?.text ?? "" : undefined;
    const sub = extendedBy(r);
    if (parent.kind === SyntaxKind.NewExpression && fields(parent).expression === outer) sites.push(parent);
    else if (member === "prototype" && reads.sitesOf("constructor").length === 0 && !reads.computed.some((c) => keyMayBe(c, "constructor", reads))) continue;
    else if (member !== undefined && !statics.escapes && !["prototype", "call", "apply", "bind"].includes(member)) continue;
    else if (parent.kind === SyntaxKind.TypeOfExpression) continue;
    else if (parent.kind === SyntaxKind.BinaryExpression && fields(parent).right === outer && fields(parent).operatorToken?.kind === SyntaxKind.InstanceOfKeyword) continue;
    // `"" + fn`, `${fn}`, `fn === B`: turned into text by `toString` (a static of its own at most, whose `new this()`
    // is counted above) or compared; nothing constructs it.
    else if (!statics.escapes && (parent.kind === SyntaxKind.TemplateSpan || (parent.kind === SyntaxKind.BinaryExpression && COMPARED_OR_JOINED.has(fields(parent).operatorToken?.kind ?? SyntaxKind.Unknown)))) continue;
    else if (sub !== undefined) {
      const made = classConstructions(sub, scopes, reads, statics, depth + 1);
      if (made === undefined) return undefined;
      const ctor = ((sub as Node & { readonly members?: readonly Node[] }).members ?? []).find((m) => m.kind === SyntaxKind.Constructor && fields(m).body !== undefined);
      if (ctor === undefined) sites.push(...made);
      else forEachSuperCall(ctor, (call) => sites.push(call));
    } else return undefined;
  }
  return sites;
}

// The `super(…)` calls written in a constructor (in arrow functions within it too, which share its `super`).
function forEachSuperCall(node: Node, found: (call: Node) => void): void {
  node.forEachChild((c) => {
    if (c.kind === SyntaxKind.CallExpression && fields(c).expression?.kind === SyntaxKind.SuperKeyword) found(c);
    if (!isFunctionWithBody(c) || c.kind === SyntaxKind.ArrowFunction) forEachSuperCall(c, found);
    return undefined;
  });
}

/**
 * Whether a read of `d` certainly follows a statement that assigns it another value: in the statement list that
 * declares it, a plain `name = …;` statement comes before the statement holding the read, with no function between.
 * Every statement before one that runs has completed, so the read sees the later value.
 */
function overwrittenBefore(read: Node, d: Declaration, scopes: Scopes): boolean {
  let statement: Node = d.holder;
  if (statement.kind === SyntaxKind.VariableDeclaration) statement = statement.parent?.parent ?? statement;
  const list = statement.parent;
  if (list === undefined || (list.kind !== SyntaxKind.SourceFile && list.kind !== SyntaxKind.Block)) return false;
  let at: Node = read;
  while (at.parent !== undefined && at.parent !== list) {
    if (isFunctionWithBody(at.parent)) return false;
    at = at.parent;
  }
  if (at.parent !== list) return false;
  for (const s of fields(list).statements ?? []) {
    if (s === at) return false;
    if (s.pos >= statement.pos && assignsFirst(s, d, scopes, 0)) return true;
  }
  return false;
}

/**
 * Whether a statement certainly gives `d` another value when it completes: `name = …;`, or a call statement of a
 * function (awaited, or not async) whose body does so in its leading plain statements (`function init() { h = …; }`,
 * `init();`), before anything that may return, branch or wait.
 */
function assignsFirst(statement: Node, d: Declaration, scopes: Scopes, depth: number): boolean {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return false;
  let e = unparenthesised(fields(statement).expression as Node);
  if (e.kind === SyntaxKind.BinaryExpression && fields(e).operatorToken?.kind === SyntaxKind.EqualsToken) {
    const left = unparenthesised(fields(e).left as Node);
    return left.kind === SyntaxKind.Identifier && scopes.declarationOf(left) === d;
  }
  const awaited = e.kind === SyntaxKind.AwaitExpression;
  if (awaited) e = unparenthesised(fields(e).expression as Node);
  if (e.kind !== SyntaxKind.CallExpression || depth > 3) return false;
  const target = calleeFunction(fields(e).expression as Node, scopes);
  const body = target === undefined ? undefined : fields(target).body;
  if (target === undefined || body?.kind !== SyntaxKind.Block || isGenerator(target) || (isAsync(target) && !awaited)) return false;
  for (const inner of fields(body).statements ?? []) {
    if (assignsFirst(inner, d, scopes, depth + 1)) return true;
    if (inner.kind !== SyntaxKind.ExpressionStatement && inner.kind !== SyntaxKind.VariableStatement) return false;
  }
  return false;
}

/**
 * Whether a read `x.name` (in a statement list, not inside a function there) follows, in the same list, a statement
 * that set the member to another value: on the object itself (`x.run = () => 1;`, `x` a binding never given another
 * value), or on the prototype of the constructor `x` is made by (`C.prototype.run = …` before `new C().run()` or
 * `const x = new C(); x.run()`, `C` a function or class declared once), with no later statement replacing that
 * prototype. The read then finds that value, not `fn`.
 */
function memberOverwrittenBefore(site: Node, name: string, fn: Node, scopes: Scopes): boolean {
  if (site.kind !== SyntaxKind.PropertyAccessExpression) return false;
  const receiver = unparenthesised(fields(site).expression as Node);
  const d = receiver.kind === SyntaxKind.Identifier ? scopes.declarationOf(receiver) : undefined;
  if (receiver.kind === SyntaxKind.Identifier && (d === undefined || !heldForGood(d))) return false;
  const made = d === undefined ? receiver : unparenthesised((fields(d.holder).initializer as Node | undefined) ?? d.holder);
  const ctor = made.kind === SyntaxKind.NewExpression ? constructorDeclaration(fields(made).expression as Node, scopes) : undefined;
  if (d === undefined && ctor === undefined) return false;
  let at: Node = site;
  while (at.parent !== undefined && at.parent.kind !== SyntaxKind.SourceFile && at.parent.kind !== SyntaxKind.Block) {
    if (isFunctionWithBody(at.parent)) return false;
    at = at.parent;
  }
  const list = at.parent;
  if (list === undefined) return false;
  let overwritten = false;
  for (const s of fields(list).statements ?? []) {
    if (s === at) return overwritten;
    if (s.kind !== SyntaxKind.ExpressionStatement) continue;
    const e = unparenthesised(fields(s).expression as Node);
    if (e.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken) continue;
    const left = unparenthesised(fields(e).left as Node);
    if (left.kind !== SyntaxKind.PropertyAccessExpression) continue;
    const owner = unparenthesised(fields(left).expression as Node);
    // `C.prototype = …`: a new prototype, without what was written on the old one.
    if (ctor !== undefined && fields(left).name?.text === "prototype" && isNamed(owner, ctor, scopes)) overwritten = false;
    if (fields(left).name?.text !== name) continue;
    const onObject = d !== undefined && owner.kind === SyntaxKind.Identifier && scopes.declarationOf(owner) === d;
    const onPrototype = ctor !== undefined && owner.kind === SyntaxKind.PropertyAccessExpression && fields(owner).name?.text === "prototype" && isNamed(unparenthesised(fields(owner).expression as Node), ctor, scopes);
    if (onObject || onPrototype) overwritten = unparenthesised(fields(e).right as Node) !== fn;
  }
  return false;
}

// The declaration of a function or class a `new` names, declared once and never written again.
function constructorDeclaration(callee: Node, scopes: Scopes): Declaration | undefined {
  const c = unparenthesised(callee);
  const d = c.kind === SyntaxKind.Identifier ? scopes.declarationOf(c) : undefined;
  return d !== undefined && (d.kind === "function" || d.kind === "class") && d.count === 1 && d.writes === 0 ? d : undefined;
}

// Whether `node` is a name bound to the declaration `d`.
function isNamed(node: Node, d: Declaration, scopes: Scopes): boolean {
  return node.kind === SyntaxKind.Identifier && scopes.declarationOf(node) === d;
}

/**
 * What the making of a `const` object fixes its member `name` to, read at `site` (`x.name`): `"other"` for a library
 * global (`console.log`, no object of the program), or where the last
 * definition of `name` in it is a function written in place, not `fn`, after every part that may define it otherwise (a spread, a
 * computed key, an accessor, a source of `Object.assign` that is no literal); undefined where that is not known.
 */
function fixedByMaking(site: Node, name: string, fn: Node, scopes: Scopes, reads: EntryFacts): "other" | undefined {
  if (site.kind !== SyntaxKind.PropertyAccessExpression) return undefined;
  const receiver = unparenthesised(fields(site).expression as Node);
  if (receiver.kind !== SyntaxKind.Identifier) return undefined;
  const d = scopes.declarationOf(receiver);
  if (reads.reshaped(d)) return undefined;
  // Writes into an object made there (`Object.assign({}, …)`) reach no other object; nor does one onto the prototype
  // of a function or class declared once (`Server.prototype.stop = …`) reach an object literal, which has its own.
  const literal = d === undefined || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).initializer === undefined ? undefined : objectLiteralOf(fields(d.holder).initializer as Node, scopes);
  const writes = reads.writesOf(name).filter((w) => !intoNewObject(w, scopes) && !(literal !== undefined && ontoDeclaredPrototype(w, scopes, reads)));
  // A library global's own member (`console.log`), which nothing in the program writes.
  if (d === undefined) return fields(receiver).text !== "globalThis" && writes.length === 0 ? "other" : undefined;
  // Written anywhere but in the making itself (`Object.assign`'s own sources), or deleted (`delete overrides.log`
  // brings the defaults' back), the member may be another value.
  if (writes.length > 0 || deletes(name, reads)) return undefined;
  const made = madeMember(receiver, name, fn, scopes, reads, 0);
  return made === "other" ? "other" : undefined;
}

// Whether a pattern's element takes `name` from an object whose making fixes it to another function than `fn`.
function destructuredFromOther(element: Node, name: string, fn: Node, scopes: Scopes, reads: EntryFacts): boolean {
  const pattern = element.parent;
  const declaration = pattern?.parent;
  if (pattern?.kind !== SyntaxKind.ObjectBindingPattern || declaration?.kind !== SyntaxKind.VariableDeclaration || fields(declaration).name !== pattern) return false;
  const init = fields(declaration).initializer;
  if (init === undefined || reads.writesOf(name).some((w) => !intoNewObject(w, scopes)) || deletes(name, reads)) return false;
  return madeMember(init, name, fn, scopes, reads, 0) === "other";
}

// A `delete x.name` anywhere.
function deletes(name: string, reads: EntryFacts): boolean {
  return reads.sitesOf(name).some((site) => outermost(site).parent?.kind === SyntaxKind.DeleteExpression);
}

/**
 * What an object's making leaves as its member `name`: "other" (a function written in place, not `fn`), "absent", or
 * undefined (maybe `fn`, or not known). The parts are read in order, a later one winning: the properties of an object
 * literal (a spread of a part), the sources of `Object.assign`, and a `const` never written again that holds either.
 */
function madeMember(value: Node, name: string, fn: Node, scopes: Scopes, reads: EntryFacts, depth: number): "other" | "absent" | undefined {
  if (depth > 6) return undefined;
  const v = unparenthesised(value);
  if (v.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(v);
    if (d === undefined || reads.reshaped(d)) return undefined;
    // `{ ...DEFAULTS, ...options }` of a parameter: what every call's argument leaves there.
    if (d.kind === "parameter" && d.writes === 0 && d.count === 1 && d.holder.kind === SyntaxKind.Parameter && fields(d.holder).name === d.identifier) {
      const args = reads.argumentsOf(d.holder);
      if (args === undefined || args.length === 0 || args.length > 8) return undefined;
      const parts = args.map((a) => madeMember(a, name, fn, scopes, reads, depth + 1));
      return parts.every((part) => part === "other") ? "other" : parts.every((part) => part === "absent") ? "absent" : undefined;
    }
    if (!heldForGood(d)) return undefined;
    const init = fields(d.holder).initializer;
    return init === undefined ? undefined : madeMember(init, name, fn, scopes, reads, depth + 1);
  }
  const literal = objectLiteralOf(v, scopes);
  const named = literal === undefined ? globalMethodCall(v, scopes) : undefined;
  if (literal === undefined && !(v.kind === SyntaxKind.CallExpression && named?.[0] === "Object" && named[1] === "assign")) return undefined;
  let made: "other" | "absent" | undefined = "absent";
  const fold = (part: "other" | "absent" | undefined): void => {
    if (part !== "absent") made = part;
  };
  if (literal === undefined) {
    for (const source of fields(v).arguments ?? []) fold(source.kind === SyntaxKind.SpreadElement ? undefined : madeMember(source, name, fn, scopes, reads, depth + 1));
    return made;
  }
  for (const property of (literal as Node & { readonly properties?: readonly Node[] }).properties ?? []) {
    if (property.kind === SyntaxKind.SpreadAssignment) {
      fold(madeMember(fields(property).expression as Node, name, fn, scopes, reads, depth + 1));
      continue;
    }
    const key = fields(property).name;
    if (key !== undefined && key.kind !== SyntaxKind.ComputedPropertyName && memberKey(key) !== name) continue;
    // A computed key, or `name` itself: known only as a function written in place.
    const held = key !== undefined && key.kind !== SyntaxKind.ComputedPropertyName ? (functionHeld(property) ?? functionNamed(property, scopes, reads)) : undefined;
    fold(held !== undefined && held !== fn ? "other" : undefined);
  }
  return made;
}

/**
 * Whether a read `x.name` is on an instance of a class of the program (`new Cache()`, in place or in a `const`) whose
 * chain holds no class that `fn` is a member of (an object literal's method is on none), or holds one that defines the
 * member before it, where nothing writes a member of that name: `new Cache().stop()` never runs `Server#stop`, nor
 * `new Door().start()` a `Machine#start` that `Door` overrides.
 */
function onUnrelatedInstance(site: Node, name: string, fn: Node, scopes: Scopes, reads: EntryFacts): boolean {
  if (site.kind !== SyntaxKind.PropertyAccessExpression || reads.writesOf(name).length > 0 || reads.computedWrites) return false;
  // The class `fn` is a member of; or an object literal, whose members no instance has unless written onto it.
  let cls = fn.parent;
  if (cls?.kind === SyntaxKind.PropertyDeclaration || cls?.kind === SyntaxKind.PropertyAssignment) cls = cls.parent;
  if (cls?.kind !== SyntaxKind.ClassDeclaration && cls?.kind !== SyntaxKind.ClassExpression && cls?.kind !== SyntaxKind.ObjectLiteralExpression) return false;
  const receiver = unparenthesised(fields(site).expression as Node);
  if (receiver.kind === SyntaxKind.Identifier && reads.reshaped(scopes.declarationOf(receiver))) return false;
  const chain = instanceChain(receiver, scopes);
  if (chain === undefined) return false;
  // Up the receiver's chain, a class before `fn`'s that defines the member itself is what the read finds
  // (`new Door().start()` over `Machine#start`).
  for (const c of chain) {
    if (c === cls) return false;
    if (((c as Node & { readonly members?: readonly Node[] }).members ?? []).some((m) => !isStaticMember(m) && m.kind !== SyntaxKind.Constructor && memberKey(fields(m).name) === name)) return true;
  }
  return true;
}

/**
 * Whether a read `K.name` of a class of the program finds a static other than `fn`: one of K's chain before `fn`'s
 * class defines it (`Sub.root()` over `Base.root`), or `fn`'s class is not in K's chain at all.
 */
function staticOfAnother(site: Node, name: string, fn: Node, scopes: Scopes, reads: EntryFacts): boolean {
  if (site.kind !== SyntaxKind.PropertyAccessExpression || reads.writesOf(name).length > 0 || reads.computedWrites) return false;
  const member = fn.parent?.kind === SyntaxKind.PropertyDeclaration ? fn.parent : fn;
  const cls = member.parent;
  if ((cls?.kind !== SyntaxKind.ClassDeclaration && cls?.kind !== SyntaxKind.ClassExpression) || !isStaticMember(member)) return false;
  const chain = classChain(fields(site).expression as Node, scopes);
  if (chain === undefined) return false;
  for (const c of chain) {
    if (c === cls) return false;
    if (((c as Node & { readonly members?: readonly Node[] }).members ?? []).some((m) => isStaticMember(m) && memberKey(fields(m).name) === name)) return true;
  }
  return true;
}

// Constructors of the language whose instances have only the language's members.
const BUILTIN_CONSTRUCTORS: ReadonlySet<string> = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array", "Date", "RegExp", "Error", "URIError", "TypeError", "RangeError", "ArrayBuffer", "Uint8Array", "Int32Array", "Float64Array"]);

/**
 * Whether a read of the member `name` at `site` certainly reads no object of the program's: the name written as a
 * string only to test for it (`"load" in s`), or a member of gg, of a library global (`Math.max.apply`), of a literal or
 * of `new Map()` and its kind (also held in a `const` only read by member), where the program writes no member of that
 * name anywhere (a prototype's included).
 */
function notTheProgramsMember(site: Node, name: string, scopes: Scopes, reads: EntryFacts): boolean {
  if (site.kind === SyntaxKind.StringLiteral) {
    const parent = outermost(site).parent;
    if (parent?.kind === SyntaxKind.BinaryExpression && fields(parent).left === outermost(site) && fields(parent).operatorToken?.kind === SyntaxKind.InKeyword) return true;
    // `Object.hasOwn(o, "k")`, `Reflect.has(o, "k")`: they test for the property, never run it.
    const inspector = parent === undefined ? undefined : globalMethodCall(parent, scopes);
    return inspector !== undefined && INSPECTORS.has(inspector.join(".")) && (fields(parent as Node).arguments ?? []).indexOf(outermost(site)) === 1;
  }
  if (reads.computedWrites) return false;
  // `const { role } = JSON.parse(text)`: the pattern reads the member of what it takes apart.
  if (site.kind === SyntaxKind.BindingElement) {
    const declaration = site.parent?.kind === SyntaxKind.ObjectBindingPattern ? site.parent.parent : undefined;
    const init = declaration?.kind === SyntaxKind.VariableDeclaration ? fields(declaration).initializer : undefined;
    return init !== undefined && reads.writesOf(name).length === 0 && parsedData(init, scopes, reads, 0);
  }
  if (site.kind !== SyntaxKind.PropertyAccessExpression && site.kind !== SyntaxKind.ElementAccessExpression) return false;
  const receiver = unparenthesised(fields(site).expression as Node);
  const writes = reads.writesOf(name);
  // A write into an object the program makes and holds (`client.fetch = f`) reaches no host or library object.
  const foreign = rootedAtGg(receiver, scopes) || (receiver.kind === SyntaxKind.Identifier && scopes.declarationOf(receiver) === undefined && fields(receiver).text !== "globalThis");
  if (foreign) return writes.every((w) => writesOwnObject(w, scopes));
  // `performance.now`, `Math.max`: a global's own member (or, for one the guest lacks, a read that throws first).
  return writes.length === 0 && builtinValue(receiver, scopes, reads, 0);
}

/**
 * Whether `receiver` is an object literal that has `name` as a data member of its own (`const row = { size: 3 }`,
 * written in place or held for good, never handed on nor its member deleted): reading `row.size` finds that value,
 * and writing it sets it, and no accessor of that name elsewhere runs there.
 */
function ownDataMember(receiver: Node, name: string, scopes: Scopes): boolean {
  let literal: Node | undefined = receiver.kind === SyntaxKind.ObjectLiteralExpression ? receiver : undefined;
  if (receiver.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(receiver);
    if (d === undefined || !heldForGood(d)) return false;
    // Only ever read or written by member (or key written in place, or taken apart by a pattern), `name` never
    // deleted: nothing can take its own member away.
    if (!d.references.every((r) => r === d.identifier || ((isMemberOwner(r) || constantlyKeyed(r) || takenApart(r)) && !deleted(r.parent as Node)))) return false;
    const init = fields(d.holder).initializer;
    literal = init === undefined ? undefined : objectLiteralOf(init, scopes);
  }
  const properties = literal === undefined ? undefined : ((literal as Node & { readonly properties?: readonly Node[] }).properties ?? []);
  if (properties === undefined || properties.some((p) => p.kind === SyntaxKind.SpreadAssignment || fields(p).name?.kind === SyntaxKind.ComputedPropertyName || fields(p).name?.text === "__proto__")) return false;
  // The last definition of the name decides; it must be a value, not an accessor.
  const last = properties.findLast((p) => fields(p).name?.text === name);
  return last !== undefined && (last.kind === SyntaxKind.PropertyAssignment || last.kind === SyntaxKind.ShorthandPropertyAssignment || last.kind === SyntaxKind.MethodDeclaration);
}

/**
 * Whether a member read (`o.role`, `o["role"]`) or a pattern's element (`const { role } = o`) finds the member `name`
 * on an object literal that has it as its own data member (see `ownDataMember`).
 */
function ownDataSite(site: Node, name: string, scopes: Scopes): boolean {
  if (site.kind === SyntaxKind.PropertyAccessExpression || site.kind === SyntaxKind.ElementAccessExpression) return ownDataMember(unparenthesised(fields(site).expression as Node), name, scopes);
  const declaration = site.kind === SyntaxKind.BindingElement && site.parent?.kind === SyntaxKind.ObjectBindingPattern ? site.parent.parent : undefined;
  const init = declaration?.kind === SyntaxKind.VariableDeclaration ? fields(declaration).initializer : undefined;
  return init !== undefined && ownDataMember(unparenthesised(init), name, scopes);
}

/**
 * Whether an accessor's name is read or written (`cfg.role`, `const { role } = cfg`) on a value that never inherits
 * the accessor's container: data `JSON.parse` made, a literal of the program's, what a helper returns of these.
 */
function onPlainObject(site: Node, fn: Node, scopes: Scopes, reads: EntryFacts): boolean {
  const container = fn.parent;
  if (container === undefined) return false;
  if (site.kind === SyntaxKind.PropertyAccessExpression || site.kind === SyntaxKind.ElementAccessExpression) return neverInherits(fields(site).expression as Node, container, scopes, reads);
  const declaration = site.kind === SyntaxKind.BindingElement && site.parent?.kind === SyntaxKind.ObjectBindingPattern ? site.parent.parent : undefined;
  const init = declaration?.kind === SyntaxKind.VariableDeclaration ? fields(declaration).initializer : undefined;
  return init !== undefined && neverInherits(init, container, scopes, reads);
}

// `o["role"]`: an element access by a key written in place, `o` its object.
function constantlyKeyed(node: Node): boolean {
  const outer = outermost(node);
  const access = outer.parent;
  const key = access?.kind === SyntaxKind.ElementAccessExpression && fields(access).expression === outer ? (access as Node & { readonly argumentExpression?: Node }).argumentExpression : undefined;
  return key !== undefined && (key.kind === SyntaxKind.StringLiteral || key.kind === SyntaxKind.NoSubstitutionTemplateLiteral || key.kind === SyntaxKind.NumericLiteral);
}

// `const { role } = o`: `o` taken apart by an object pattern, which reads members and changes none.
function takenApart(node: Node): boolean {
  const outer = outermost(node);
  const declaration = outer.parent;
  return declaration?.kind === SyntaxKind.VariableDeclaration && fields(declaration).initializer === outer && fields(declaration).name?.kind === SyntaxKind.ObjectBindingPattern;
}

// `delete x.name`: the access under a `delete`.
function deleted(access: Node): boolean {
  return outermost(access).parent?.kind === SyntaxKind.DeleteExpression;
}

// A write `x.name = …` where `x` is a binding never given another value holding an object, array or instance the
// program makes in place, or `F.prototype.name = …` of a function or class of the program's, declared once.
function writesOwnObject(write: Node, scopes: Scopes): boolean {
  const owner = write.kind === SyntaxKind.PropertyAccessExpression || write.kind === SyntaxKind.ElementAccessExpression ? unparenthesised(fields(write).expression as Node) : undefined;
  if (owner?.kind === SyntaxKind.PropertyAccessExpression && fields(owner).name?.text === "prototype") {
    const made = unparenthesised(fields(owner).expression as Node);
    const f = made.kind === SyntaxKind.Identifier ? scopes.declarationOf(made) : undefined;
    return f !== undefined && (f.kind === "function" || f.kind === "class") && f.writes === 0 && f.count === 1;
  }
  const d = owner?.kind === SyntaxKind.Identifier ? scopes.declarationOf(owner) : undefined;
  if (d === undefined || !heldForGood(d)) return false;
  const init = fields(d.holder).initializer;
  const value = init === undefined ? undefined : unparenthesised(init);
  return value !== undefined && (value.kind === SyntaxKind.ObjectLiteralExpression || value.kind === SyntaxKind.ArrayLiteralExpression || value.kind === SyntaxKind.NewExpression);
}

// The library's calls that test a property by its key, answering only whether it is there (a descriptor hands out the getter).
const INSPECTORS: ReadonlySet<string> = new Set(["Object.hasOwn", "Reflect.has"]);

function builtinValue(value: Node, scopes: Scopes, reads: EntryFacts, depth: number): boolean {
  const v = unparenthesised(value);
  switch (v.kind) {
    case SyntaxKind.AwaitExpression:
      return depth <= 3 && builtinValue(fields(v).expression as Node, scopes, reads, depth + 1);
    case SyntaxKind.CallExpression: {
      // What an operation returns is the host's plain data (`gg.files.stat(p).size`), never the program's object; so
      // is what `JSON.parse` makes without a reviver (objects of the language's, arrays, primitives).
      return rootedAtGg(unparenthesised(fields(v).expression as Node), scopes) || parsedData(v, scopes, reads, depth);
    }
    case SyntaxKind.ElementAccessExpression:
      return parsedData(v, scopes, reads, depth);
    case SyntaxKind.ArrayLiteralExpression:
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
    case SyntaxKind.TemplateExpression:
    case SyntaxKind.NumericLiteral:
    case SyntaxKind.RegularExpressionLiteral:
      return true;
    case SyntaxKind.NewExpression: {
      const callee = unparenthesised(fields(v).expression as Node);
      return callee.kind === SyntaxKind.Identifier && scopes.declarationOf(callee) === undefined && BUILTIN_CONSTRUCTORS.has(fields(callee).text ?? "");
    }
    case SyntaxKind.PropertyAccessExpression: {
      // `Math.max`, `JSON.parse`: a library global's own member; `gg.files`: the host's.
      const owner = unparenthesised(fields(v).expression as Node);
      if (rootedAtGg(v, scopes) || parsedData(v, scopes, reads, depth)) return true;
      if (owner.kind === SyntaxKind.Identifier && scopes.declarationOf(owner) === undefined) return fields(owner).text !== "globalThis" && fields(owner).text !== "gg";
      // `stores.memory` of `const stores = { memory: new Map(), … }`, a field nothing writes: that field's value.
      const field = fields(v).name?.text;
      const d = owner.kind === SyntaxKind.Identifier ? scopes.declarationOf(owner) : undefined;
      if (depth > 3 || field === undefined || d === undefined || reads.reshaped(d) || reads.writesOf(field).length > 0 || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
      const init = fields(d.holder).initializer;
      const literal = init === undefined ? undefined : objectLiteralOf(init, scopes);
      const properties = (literal as (Node & { readonly properties?: readonly Node[] }) | undefined)?.properties ?? [];
      // Only where the literal's every property is named: a spread or a computed key may hold the field too.
      if (literal === undefined || properties.some((p) => p.kind === SyntaxKind.SpreadAssignment || fields(p).name?.kind === SyntaxKind.ComputedPropertyName)) return false;
      const property = properties.filter((p) => memberKey(fields(p).name) === field).at(-1);
      const held = property?.kind === SyntaxKind.PropertyAssignment ? fields(property).initializer : undefined;
      return held !== undefined && builtinValue(held, scopes, reads, depth + 1);
    }
    case SyntaxKind.Identifier: {
      if (parsedData(v, scopes, reads, depth)) return true;
      const d = scopes.declarationOf(v);
      if (depth > 3 || d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
      // `for (const e of gg.files.listDir("."))`: each element of an operation's list is the host's record.
      const loop = d.holder.parent?.parent;
      if (loop?.kind === SyntaxKind.ForOfStatement && fields(loop).initializer === d.holder.parent) {
        const list = unparenthesised(fields(loop).expression as Node);
        return list.kind === SyntaxKind.CallExpression && builtinValue(list, scopes, reads, depth + 1) && rootedAtGg(unparenthesised(fields(list).expression as Node), scopes);
      }
      if (!d.references.every((r) => r === d.identifier || fields(outermost(r).parent ?? r).expression === outermost(r))) return false;
      const init = fields(d.holder).initializer;
      return init !== undefined && builtinValue(init, scopes, reads, depth + 1);
    }
    default:
      return false;
  }
}

/** Whether a read by a computed key may read the member `name`: unless the key is a constant the text fixes to another. */
function keyMayBe(site: Node, name: string, reads: EntryFacts): boolean {
  const keys = reads.possibleKeys(site);
  return keys === undefined || keys.includes(name);
}

/**
 * Whether a computed read walks only the own enumerable keys of its object (`for (const k in o) o[k]`,
 * `Object.keys(o).forEach((k) => o[k])`, `for (const k of Object.keys(o)) o[k]`), which never include a class's
 * methods and accessors (they are its prototype's, and not enumerable): such a read never reaches `fn`, one of them.
 */
function enumeratesPast(site: Node, fn: Node, scopes: Scopes): boolean {
  const cls = fn.parent;
  if ((cls?.kind !== SyntaxKind.ClassDeclaration && cls?.kind !== SyntaxKind.ClassExpression) || (fn.kind !== SyntaxKind.MethodDeclaration && fn.kind !== SyntaxKind.GetAccessor && fn.kind !== SyntaxKind.SetAccessor)) return false;
  if (site.kind !== SyntaxKind.ElementAccessExpression) return false;
  const owner = unparenthesised(fields(site).expression as Node);
  const key = unparenthesised((site as Node & { readonly argumentExpression?: Node }).argumentExpression as Node);
  const o = owner.kind === SyntaxKind.Identifier ? scopes.declarationOf(owner) : undefined;
  const k = key.kind === SyntaxKind.Identifier ? scopes.declarationOf(key) : undefined;
  if (o === undefined || k === undefined || o.writes > 0 || k.writes > 0 || k.count > 1) return false;
  const walked = (e: Node | undefined): boolean => e !== undefined && unparenthesised(e).kind === SyntaxKind.Identifier && scopes.declarationOf(unparenthesised(e)) === o;
  // `for (const k in o)`.
  const loop = k.holder.kind === SyntaxKind.VariableDeclaration ? k.holder.parent?.parent : undefined;
  if (loop?.kind === SyntaxKind.ForInStatement) return walked(fields(loop).expression);
  // `Object.keys(o)` walked by `for…of` or handed its elements by `forEach`/`map`/….
  const keysOf = (e: Node | undefined): boolean => {
    const call = e === undefined ? undefined : unparenthesised(e);
    const named = call === undefined ? undefined : globalMethodCall(call, scopes);
    return named?.[0] === "Object" && named[1] === "keys" && walked((fields(call as Node).arguments ?? [])[0]);
  };
  if (loop?.kind === SyntaxKind.ForOfStatement) return keysOf(fields(loop).expression);
  const callback = k.holder.kind === SyntaxKind.Parameter && (fields(k.holder.parent as Node).parameters ?? [])[0] === k.holder ? k.holder.parent : undefined;
  const call = callback === undefined ? undefined : outermost(callback).parent;
  const callee = call?.kind === SyntaxKind.CallExpression && (fields(call).arguments ?? [])[0] === outermost(callback as Node) ? unparenthesised(fields(call).expression as Node) : undefined;
  return callee?.kind === SyntaxKind.PropertyAccessExpression && ELEMENT_CALLBACKS.has(fields(callee).name?.text ?? "") && keysOf(fields(callee).expression as Node);
}

/**
 * Whether a write is `X.prototype.name = …` of a function or class declared once and never written, whose `prototype`
 * the program never replaces: it sets a member of that prototype object alone.
 */
function ontoDeclaredPrototype(write: Node, scopes: Scopes, reads: EntryFacts): boolean {
  if (write.kind !== SyntaxKind.PropertyAccessExpression) return false;
  const proto = unparenthesised(fields(write).expression as Node);
  if (proto.kind !== SyntaxKind.PropertyAccessExpression || fields(proto).name?.text !== "prototype" || reads.writesOf("prototype").length > 0) return false;
  const owner = unparenthesised(fields(proto).expression as Node);
  const d = owner.kind === SyntaxKind.Identifier ? scopes.declarationOf(owner) : undefined;
  return d !== undefined && (d.kind === "function" || d.kind === "class") && d.writes === 0 && d.count === 1;
}

/** Whether a definer call writes into an object literal it is handed (`Object.assign({}, …)`, `Object.defineProperty({}, …)`). */
function intoNewObject(write: Node, scopes: Scopes): boolean {
  const target = write.kind === SyntaxKind.CallExpression ? (fields(write).arguments ?? [])[0] : undefined;
  if (target === undefined) return false;
  const t = unparenthesised(target);
  // `Object.assign(Object.assign({}, a), b)`: the inner call hands back the new object it wrote into.
  const named = globalMethodCall(t, scopes);
  return t.kind === SyntaxKind.ObjectLiteralExpression || (t.kind === SyntaxKind.CallExpression && named?.[0] === "Object" && named[1] === "assign" && intoNewObject(t, scopes));
}

/** A generator's body runs as its object is iterated, not when it is called: its uniterated direct calls enter nothing. */
function generatorEntries(fn: Node, entries: Entry[], scopes: Scopes): Entry[] {
  if (fields(fn).asteriskToken === undefined) return entries;
  return entries.flatMap((e) => {
    if (e.kind !== "call" || !e.direct) return [e];
    // `const it = copies(xs)`: the body runs where the object is advanced (`it.next()`, `for (… of it)`), so a `try`
    // there catches it.
    const held = heldBy(e.site, scopes);
    if (held !== undefined) return held.references.filter((r) => r !== held.identifier && iteratedUse(r)).map((r) => ({ ...e, site: advancedAt(r), made: e.site }));
    return iterated(e.site, scopes) ? [e] : [];
  });
}

/** The `const` a value is held in as its initializer, never written again. */
export function heldBy(call: Node, scopes: Scopes): Declaration | undefined {
  const outer = outermost(call);
  const parent = outer.parent;
  if (parent?.kind !== SyntaxKind.VariableDeclaration || fields(parent).initializer !== outer) return undefined;
  const name = fields(parent).name;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  return d !== undefined && d.kind === "const" && d.writes === 0 && d.count === 1 ? d : undefined;
}

// Where a use of a generator's object runs its body: the call of its member (`it.next()`), or the use itself.
function advancedAt(reference: Node): Node {
  const access = outermost(reference).parent;
  const call = access?.kind === SyntaxKind.PropertyAccessExpression ? outermost(access).parent : undefined;
  return call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermost(access as Node) ? call : reference;
}

// The members of a Map that read nothing of its values out (`get` is read apart), or that change it.
const MAP_KEY_USES: ReadonlySet<string> = new Set(["has", "size", "keys", "set", "delete", "clear"]);

/**
 * Where the value of an entry `[key, value]` written in `new Map([…])` can come out, where the Map is held in a `const`
 * every use of which is a member: the `.get(k)` calls whose key may be `key`. Undefined where the Map may hand its
 * values out otherwise (iterated, `forEach`, `values`, handed on) or the entry is not of that shape.
 */
function mapEntryReads(pair: Node, value: Node, scopes: Scopes, reads: EntryFacts): Node[] | undefined {
  const elements = (pair as Node & { readonly elements?: readonly Node[] }).elements ?? [];
  if (elements.length !== 2 || elements[1] !== value) return undefined;
  const key = reads.constantOf(elements[0] as Node);
  const list = outermost(pair).parent;
  const made = list?.kind === SyntaxKind.ArrayLiteralExpression ? outermost(list).parent : undefined;
  if (key === undefined || made?.kind !== SyntaxKind.NewExpression || (fields(made).arguments ?? [])[0] !== outermost(list as Node)) return undefined;
  const callee = unparenthesised(fields(made).expression as Node);
  if (callee.kind !== SyntaxKind.Identifier || fields(callee).text !== "Map" || scopes.declarationOf(callee) !== undefined) return undefined;
  const holder = outermost(made).parent;
  const name = holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outermost(made) ? fields(holder).name : undefined;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.kind !== "const" || d.count > 1 || reads.reshaped(d) || reads.writesOf("get").length > 0 || reads.computedWrites) return undefined;
  const gets: Node[] = [];
  for (const r of d.references) {
    if (r === d.identifier) continue;
    const access = outermost(r).parent;
    if (access?.kind !== SyntaxKind.PropertyAccessExpression || fields(access).expression !== outermost(r)) return undefined;
    const member = fields(access).name?.text ?? "";
    // `m.set("csv", m.get("b64"))` moves a value to another key: only functions written in place may be set.
    if (member === "set") {
      const call = outermost(access).parent;
      const value = call?.kind === SyntaxKind.CallExpression ? (fields(call).arguments ?? [])[1] : undefined;
      if (value === undefined || !isFunctionWithBody(unparenthesised(value))) return undefined;
      continue;
    }
    if (MAP_KEY_USES.has(member)) continue;
    const call = outermost(access).parent;
    if (member !== "get" || call?.kind !== SyntaxKind.CallExpression || fields(call).expression !== outermost(access)) return undefined;
    const [asked] = fields(call).arguments ?? [];
    const wanted = asked === undefined ? undefined : reads.constantOf(asked);
    if (wanted === undefined || wanted === key) gets.push(call);
  }
  return gets;
}

/**
 * `const readers = [(p) => files.readFile(p), (p) => Deno.readTextFileSync(p)]; readers[0](p)`: an element of an array
 * literal a `const` holds, every use of which reads an element by an index the text fixes (`readers[0]`,
 * `readers.at(-1)`, `const [first] = readers`) or reads its `length`, is handed out only where its own index is read.
 * Undefined where some use may hand out any element (a method, a computed index, the array handed on) or change the
 * array.
 */
function indexReads(list: Node, value: Node, scopes: Scopes, reads: EntryFacts): Node[] | undefined {
  const elements = (list as Node & { readonly elements?: readonly Node[] }).elements ?? [];
  const index = elements.indexOf(value);
  if (index < 0 || elements.slice(0, index).some((e) => e.kind === SyntaxKind.SpreadElement)) return undefined;
  const holder = outermost(list).parent;
  const name = holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outermost(list) ? fields(holder).name : undefined;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.kind !== "const" || d.count > 1 || reads.reshaped(d) || reads.computedWrites) return undefined;
  const spread = elements.some((e) => e.kind === SyntaxKind.SpreadElement);
  const at: Node[] = [];
  for (const r of d.references) {
    if (r === d.identifier) continue;
    const outer = outermost(r);
    const access = outer.parent;
    // `const [first, second] = readers`: a binding of the element at its place (no rest or default before it).
    if (access?.kind === SyntaxKind.VariableDeclaration && fields(access).initializer === outer && fields(access).name?.kind === SyntaxKind.ArrayBindingPattern) {
      const taken = ((fields(access).name as Node & { readonly elements?: readonly Node[] }).elements ?? []).slice(0, index + 1);
      if (taken.some((e) => e.kind === SyntaxKind.BindingElement && (fields(e).dotDotDotToken !== undefined || fields(e).initializer !== undefined))) return undefined;
      const mine = taken[index];
      if (mine?.kind === SyntaxKind.BindingElement && fields(mine).name?.kind === SyntaxKind.Identifier) {
        // The binding's reads stand where the element goes on; one written again may hold another function.
        const bound = scopes.declarationOf(fields(mine).name as Node);
        if (bound === undefined || bound.writes > 0 || bound.count > 1) return undefined;
        for (const read of bound.references) if (read !== bound.identifier) at.push(read);
      } else if (mine !== undefined && mine.kind !== SyntaxKind.OmittedExpression) return undefined;
      continue;
    }
    if (access === undefined || fields(access).expression !== outer || isWriteTarget(access)) return undefined;
    const member = access.kind === SyntaxKind.PropertyAccessExpression ? fields(access).name?.text : undefined;
    if (member === "length") continue;
    // `readers.at(0)`, `readers.at(-1)`: the element at that place (from the end, where no spread leaves the length open).
    const call = member === "at" && reads.writesOf("at").length === 0 ? outermost(access).parent : undefined;
    if (call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermost(access)) {
      const [first] = fields(call).arguments ?? [];
      const n = first === undefined ? 0 : reads.constantNumber(first);
      if (n === undefined || !Number.isInteger(n) || (n < 0 && spread)) return undefined;
      if ((n < 0 ? elements.length + n : n) === index) at.push(call);
      continue;
    }
    const key = access.kind === SyntaxKind.ElementAccessExpression ? reads.constantOf((access as Node & { readonly argumentExpression: Node }).argumentExpression) : undefined;
    if (key === undefined) return undefined;
    if (key === String(index)) at.push(access);
  }
  return at;
}

/** The member name `outer` is assigned to (`obj.run = outer`), if any. */
function assignedMember(outer: Node): string | undefined {
  const parent = outer.parent;
  if (parent?.kind !== SyntaxKind.BinaryExpression || fields(parent).right !== outer || fields(parent).operatorToken?.kind !== SyntaxKind.EqualsToken) return undefined;
  const left = unparenthesised(fields(parent).left as Node);
  return left.kind === SyntaxKind.PropertyAccessExpression ? fields(left).name?.text : undefined;
}

// A `const`, or a `let` or `var` never written again, declared once by a plain name: it holds its initializer for good.
function heldForGood(d: Declaration): boolean {
  return (d.kind === "const" || ((d.kind === "let" || d.kind === "var") && d.writes === 0)) && d.count === 1 && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier;
}

// Whether a function declaration is followed, in its own statement list, by another declaring the same name.
function redeclaredLater(fn: Node): boolean {
  const name = fields(fn).name?.text;
  const list = fn.parent === undefined ? undefined : statementsOf(fn.parent);
  if (name === undefined || list === undefined) return false;
  const at = list.indexOf(fn);
  return at >= 0 && list.slice(at + 1).some((s) => s.kind === SyntaxKind.FunctionDeclaration && fields(s).name?.text === name && fields(s).body !== undefined);
}

/**
 * The entries of a method named `name`: each read of a member of that name that calls it, hands it on or holds it
 * (`obj.run()`, `const run = C.prototype.run; run()`), or of a key the program computes (`obj[k]()`); a read the model
 * cannot follow (a destructuring, a string key) runs it where it stands. None is certain: another object's member may have the name.
 */
function memberEntries(name: string, fn: Node, scopes: Scopes, reads: EntryFacts, seen: Set<Declaration | Node> = new Set()): Entry[] {
  const out: Entry[] = [];
  // An object literal that never leaves its `const` is reached only through that binding, or `this` in a function.
  const container = fn.parent?.kind === SyntaxKind.PropertyAssignment || fn.parent?.kind === SyntaxKind.PropertyDeclaration ? fn.parent.parent : fn.parent;
  // So are the instances of a class that never leave the `const`s they are made into.
  const isStatic = fn.parent?.kind === SyntaxKind.PropertyDeclaration ? isStaticMember(fn.parent) : isStaticMember(fn);
  let held = container === undefined ? undefined : container.kind === SyntaxKind.ObjectLiteralExpression ? heldOnlyBy(container, scopes) : isStatic ? undefined : instancesHeldOnlyBy(container, scopes);
  // The object stays in its binding, but a read of the method that does not call it hands the function itself out
  // (`Object.assign(other, { stop: server.stop })`): then it may run on any receiver.
  const sites = nameSites(name, reads, fn, scopes);
  if (held !== undefined && sites.some((site) => !calledInPlace(site))) held = undefined;
  // A key the text fixes (`renderers[FORMAT]` with `const FORMAT = "json"`) reads that member alone.
  for (const site of [...sites, ...reads.computed.filter((c) => keyMayBe(c, name, reads) && !enumeratesPast(c, fn, scopes))]) {
    if (notTheProgramsMember(site, name, scopes, reads)) continue;
    if (held !== undefined && (site.kind === SyntaxKind.PropertyAccessExpression || site.kind === SyntaxKind.ElementAccessExpression)) {
      const receiver = unparenthesised(fields(site).expression as Node);
      const bound = receiver.kind === SyntaxKind.Identifier ? scopes.declarationOf(receiver) : undefined;
      // `this`, a holder, or an instance read where it is made (`new C().save()`).
      if (receiver.kind !== SyntaxKind.ThisKeyword && receiver.kind !== SyntaxKind.NewExpression && !(bound !== undefined && held.has(bound))) continue;
    }
    // `const { clock } = { ...DEFAULTS, ...options }` where what the making leaves there is another function.
    if (site.kind === SyntaxKind.BindingElement && destructuredFromOther(site, name, fn, scopes, reads)) continue;
    if (site.kind !== SyntaxKind.PropertyAccessExpression && site.kind !== SyntaxKind.ElementAccessExpression) {
      out.push({ kind: "escape", site, direct: false });
      continue;
    }
    // The member's own definition (`obj.run = function …`) is a write, not a read.
    if (site.parent?.kind === SyntaxKind.BinaryExpression && fields(site.parent).left === outermost(site) && fields(site.parent).operatorToken?.kind === SyntaxKind.EqualsToken) continue;
    // A read after a statement that set the member on the same binding to another value (`x.run = () => 1;` before
    // `x.run()`) reads that value, unless that value is this function.
    if (memberOverwrittenBefore(site, name, fn, scopes)) continue;
    // A member the program may give the receiver another value of before the call (`Object.assign(this, spec)`,
    // `setup(obj)` writing `obj.run`): the call may run that value.
    if (mayFindAnother(site, name, fn, container, scopes, reads)) continue;
    // A read of a `const` object's member that its making fixes to another function (`{ ...defaults, log: f }`,
    // `Object.assign({}, defaults, { log: f })`), where nothing writes that member later.
    if (fixedByMaking(site, name, fn, scopes, reads) === "other") continue;
    if (onUnrelatedInstance(site, name, fn, scopes, reads) || staticOfAnother(site, name, fn, scopes, reads)) continue;
    for (const e of entriesAt(site, fn, scopes, reads, new Set(seen))) out.push({ ...e, direct: false, chosen: true, called: e.direct });
  }
  return out;
}

// Methods that call back for each element present, skipping holes (`new Array(4).map(f)` calls f on none).
const SKIPS_HOLES: ReadonlySet<string> = new Set(["forEach", "map", "filter", "some", "every", "flatMap", "reduce", "reduceRight"]);

/**
 * Whether a built-in never calls the callback at `index` on this receiver: a comparator of `sort` or `toSorted` of an
 * array of at most one element, `reduce` without a start value of one element, an element callback of an array of
 * holes alone (`new Array(4)`), where the program replaces no such method.
 */
function neverCallsBack(receiver: Node, method: string, args: readonly Node[], index: number, scopes: Scopes, reads: EntryFacts): boolean {
  // A key the program computes reaches these receivers only through a built-in (`arrayLength` then knows nothing) or
  // the receiver's own binding (which `arrayLength` asks apart); the lists made in place are reached by none.
  if (reads.writesOf(method).length > 0 || reads.reshaped(undefined) || args.some((a) => a.kind === SyntaxKind.SpreadElement)) return false;
  const r = unparenthesised(receiver);
  // `Array.from({ length: 0 }, f)`, `Array.from("", f)`: the mapper runs once per value taken, here none.
  if (method === "from" && index === 1) return r.kind === SyntaxKind.Identifier && fields(r).text === "Array" && scopes.declarationOf(r) === undefined && args[0] !== undefined && reads.arrayLength(outermost(receiver).parent?.parent as Node) === 0;
  // `"plain".replace(/\$\{(\w+)\}/g, f)` of constant text the pattern finds nothing in: the replacer never runs.
  if ((method === "replace" || method === "replaceAll") && index === 1) return args[0] !== undefined && reads.neverMatches(receiver, args[0]);
  if (index !== 0) return false;
  if (method === "sort" || method === "toSorted") return (reads.arrayLength(receiver) ?? 2) <= 1;
  if ((method === "reduce" || method === "reduceRight") && args.length === 1 && reads.arrayLength(receiver) === 1) return true;
  // A list that has no elements (`"".split("")`, `Array.from({ length: 0 })`, `Object.freeze([])`): nothing to call back on.
  if (ELEMENT_CALLBACKS.has(method) && reads.arrayLength(receiver) === 0) return true;
  // `[, , ,]` written in place: holes alone, which these skip.
  if (SKIPS_HOLES.has(method) && r.kind === SyntaxKind.ArrayLiteralExpression && ((r as Node & { readonly elements?: readonly Node[] }).elements ?? []).every((e) => e.kind === SyntaxKind.OmittedExpression)) return true;
  // `new Array(4)`, `Array(ROWS)` of a number the text fixes: holes alone (one argument that is no number would be the
  // list's one element).
  const made = r.kind === SyntaxKind.NewExpression || r.kind === SyntaxKind.CallExpression ? unparenthesised(fields(r).expression as Node) : undefined;
  const [size, ...more] = r.kind === SyntaxKind.NewExpression || r.kind === SyntaxKind.CallExpression ? (fields(r).arguments ?? []) : [];
  if (!SKIPS_HOLES.has(method) || made?.kind !== SyntaxKind.Identifier || fields(made).text !== "Array" || scopes.declarationOf(made) !== undefined || more.length > 0 || size === undefined) return false;
  if (unparenthesised(size).kind === SyntaxKind.NumericLiteral) return true;
  const count = reads.constantNumber(size);
  return count !== undefined && Number.isInteger(count) && count >= 0;
}

/**
 * The entries made where a binding holds the function (`const run = obj.run`, `f = function* () {…}`): every read of
 * the binding, as if the function stood there. Certain only when the binding never holds anything else.
 */
function aliasEntries(name: Node, fn: Node, scopes: Scopes, reads: EntryFacts, seen: Set<Declaration | Node>, assigned: boolean): Entry[] | undefined {
  const d = name.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || seen.has(d) || d.kind === "function" || d.kind === "class" || d.kind === "import") return undefined;
  seen.add(d);
  const uninitialised = d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).initializer === undefined && fields(d.holder).name === d.identifier;
  const certain = d.count === 1 && (assigned ? d.writes === 1 && uninitialised : d.writes === 0);
  const out: Entry[] = [];
  for (const r of d.references) {
    if (r === name || scopes.isWrite(r)) continue;
    for (const e of entriesAt(r, fn, scopes, reads, seen)) out.push(certain ? e : { ...e, direct: false, chosen: true });
  }
  return out;
}

/**
 * The entries of a function a wrapper returns: each call of the wrapper hands it out, so it is entered where that
 * call's value is called or goes on (`timed(read)(p)`; `const r = timed(read)`, then `r(p)`); none where no call's
 * value is ever called (`typeof w`). Undefined (an escape) where the wrapper is async or a generator (it hands out a
 * promise or an iterator), is reached otherwise than by a direct call of its binding, or may hold another function.
 */
function returnedEntries(wrapper: Node, fn: Node, scopes: Scopes, reads: EntryFacts, seen: Set<Declaration | Node>): Entry[] | undefined {
  if (isAsync(wrapper) || isGenerator(wrapper) || seen.has(wrapper)) return undefined;
  const outer = outermost(wrapper);
  const holder = wrapper.kind === SyntaxKind.FunctionDeclaration ? wrapper : outer.parent;
  const name = holder?.kind === SyntaxKind.FunctionDeclaration || (holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outer) ? fields(holder).name : undefined;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.writes > 0 || d.count > 1 || (d.kind !== "function" && d.kind !== "const")) return undefined;
  seen.add(wrapper);
  const out: Entry[] = [];
  for (const r of d.references) {
    if (r === d.identifier) continue;
    const reference = outermost(r);
    const call = reference.parent;
    if (call?.kind !== SyntaxKind.CallExpression || fields(call).expression !== reference) return undefined;
    for (const e of entriesAt(call, fn, scopes, reads, seen)) out.push(e);
  }
  return out;
}

// The function a statement stands in (its nearest function with a body), if any.
function enclosingFunction(node: Node): Node | undefined {
  for (let p = node.parent; p !== undefined; p = p.parent) if (isFunctionWithBody(p)) return p;
  return undefined;
}

/** The entries a reference to a function (or the function written in place) makes where it stands. */
function entriesAt(position: Node, fn: Node, scopes: Scopes, reads: EntryFacts, seen: Set<Declaration | Node>): Entry[] {
  const outer = outermost(position);
  const parent = outer.parent;
  if (parent === undefined) return [];
  const p = fields(parent);
  switch (parent.kind) {
    case SyntaxKind.CallExpression:
    case SyntaxKind.NewExpression:
      if (p.expression === outer) return [{ kind: "call", site: parent, direct: true }];
      return argumentEntries(parent, outer, fn, scopes, reads);
    case SyntaxKind.TaggedTemplateExpression:
      return p.tag === outer ? [{ kind: "call", site: parent, direct: true }] : [];
    case SyntaxKind.PropertyAccessExpression: {
      // `f.call(…)`, `f.apply(…)`: a call of f; `f.bind(…)` makes a function that may be called anywhere.
      const method = p.name?.text;
      const call = outermost(parent).parent;
      if ((method === "call" || method === "apply") && call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermost(parent)) return [{ kind: "call", site: call, direct: true }];
      return method === "bind" ? [{ kind: "escape", site: parent, direct: false }] : [];
    }
    case SyntaxKind.VariableDeclaration: {
      const name = p.name;
      const alias = p.initializer === outer && name !== undefined ? aliasEntries(name, fn, scopes, reads, seen, false) : undefined;
      return alias ?? [{ kind: "escape", site: outer, direct: false }];
    }
    case SyntaxKind.PropertyAssignment:
    case SyntaxKind.ShorthandPropertyAssignment: {
      // `{ build, watch }`, `{ run: build }` in an object literal: a method by another spelling, entered where a
      // member of its name is read (or by a computed key); never where the object is not reached.
      const key = parent.kind === SyntaxKind.ShorthandPropertyAssignment ? fields(parent).name?.text : p.initializer === outer ? memberKey(p.name) : undefined;
      // A read of the member that is itself such a property (`{ step: o.step }`) leads back here: nothing more enters.
      if (seen.has(parent)) return [];
      if (key === undefined || implicit(key, reads) || parent.parent?.kind !== SyntaxKind.ObjectLiteralExpression) return [{ kind: "escape", site: outer, direct: false }];
      seen.add(parent);
      return memberReachable(parent, scopes, reads) ? memberEntries(key, fn, scopes, reads, seen) : [];
    }
    case SyntaxKind.ArrayLiteralExpression: {
      // `new Map([["tsv", f], …])` held in a `const` only read by key: f runs where `.get("tsv")` hands it out.
      const gets = mapEntryReads(parent, outer, scopes, reads);
      if (gets !== undefined) return gets.flatMap((get) => entriesAt(get, fn, scopes, reads, seen));
      // `const readers = [readWith(gg), readWith(Deno)]` only read by constant index: f runs where `readers[i]` is read.
      const indexed = indexReads(parent, outer, scopes, reads);
      if (indexed !== undefined) return indexed.flatMap((read) => entriesAt(read, fn, scopes, reads, seen));
      return [{ kind: "escape", site: outer, direct: false }];
    }
    // `const timed = (fn) => (...a) => …`, `function timed(fn) { return (...a) => …; }`: what a wrapper returns is
    // entered as the value of each call of the wrapper goes on.
    case SyntaxKind.ReturnStatement:
    case SyntaxKind.ArrowFunction: {
      const wrapper = parent.kind === SyntaxKind.ArrowFunction ? (p.body === outer ? parent : undefined) : enclosingFunction(parent);
      const returned = wrapper === undefined ? undefined : returnedEntries(wrapper, fn, scopes, reads, seen);
      return returned ?? [{ kind: "escape", site: outer, direct: false }];
    }
    // A value handed on, and `class Cache extends Base`: a subclass's construction calls its base.
    case SyntaxKind.SpreadElement:
    case SyntaxKind.ConditionalExpression:
    case SyntaxKind.PropertyDeclaration:
    case SyntaxKind.ExpressionWithTypeArguments:
      return [{ kind: "escape", site: outer, direct: false }];
    case SyntaxKind.BinaryExpression: {
      const op = p.operatorToken?.kind;
      // `x = f`, `a || f`: the value goes on; `f === g`, `typeof`-like tests do not pass it anywhere.
      if (op === SyntaxKind.EqualsToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.CommaToken) {
        if (p.right !== outer) return [];
        const left = unparenthesised(p.left as Node);
        // `f = function* () {…}` with `f` a plain binding: the function runs where `f` is called.
        const alias = op === SyntaxKind.EqualsToken && outermost(parent).parent?.kind === SyntaxKind.ExpressionStatement && left.kind === SyntaxKind.Identifier ? aliasEntries(left, fn, scopes, reads, seen, true) : undefined;
        return alias ?? [{ kind: "escape", site: outer, direct: false }];
      }
      return [];
    }
    default:
      return [];
  }
}

/** The entries a function makes as an argument of a call: run by a synchronous built-in, a reaction, or a user function that calls it. */
function argumentEntries(call: Node, argument: Node, fn: Node, scopes: Scopes, reads: EntryFacts): Entry[] {
  const c = fields(call);
  const index = (c.arguments ?? []).indexOf(argument);
  const callee = unparenthesised(c.expression as Node);
  if (call.kind === SyntaxKind.NewExpression && callee.kind === SyntaxKind.Identifier && fields(callee).text === "Promise" && scopes.declarationOf(callee) === undefined) {
    // The executor runs at once, but what it throws rejects the promise instead: caught where that is handled.
    return index === 0 ? [{ kind: "reaction", site: call, direct: false, atOnce: true }] : [];
  }
  if (callee.kind === SyntaxKind.PropertyAccessExpression) {
    const method = fields(callee).name?.text ?? "";
    const builtin = globalMethodCall(call, scopes)?.[0];
    // `Reflect.apply(f, self, args)`, `Reflect.construct(F, args)`: a call of f there.
    if (builtin === "Reflect" && (method === "apply" || method === "construct") && index === 0) return [{ kind: "call", site: call, direct: true }];
    // `JSON.parse(text, reviver)`, `JSON.stringify(value, replacer)`: called on the root value at least, once the text parses.
    if (builtin === "JSON" && (method === "parse" || method === "stringify") && index === 1) return [{ kind: "call", site: call, direct: false }];
    // A method of the program's own object (`Maybe.map(m, f)`, `Result.from(f)`) runs `f` where its body calls it.
    const own = ownMethod(callee, scopes);
    if (own !== undefined) return own === fn ? [] : parameterCalls(own, index, scopes, call);
    // `[].forEach(f)` calls f on no element.
    if (SYNC_CALLBACK_METHODS.has(method)) {
      const receiver = unparenthesised(fields(callee).expression as Node);
      // A key the program computes may name the method only on an object that may be a built-in's (then
      // `emptyCollection` knows nothing) or the list itself (then a write through it never runs).
      if (reads.emptyCollection(receiver) && method !== "replace" && method !== "replaceAll" && method !== "from" && reads.writesOf(method).length === 0) return [];
      if (neverCallsBack(receiver, method, c.arguments ?? [], index, scopes, reads)) return [];
      const elements = receiver.kind === SyntaxKind.ArrayLiteralExpression ? ((receiver as Node & { readonly elements?: readonly Node[] }).elements ?? []) : [];
      // On a list with an element (written in place, a `const` no use changes, a split that gives some) the callback
      // runs before the call returns; a comparator, on a list of two.
      // (Of a literal, its elements written out: a spread may hold none, and a hole is skipped.)
      const known = (): number | undefined => (receiver.kind === SyntaxKind.ArrayLiteralExpression ? elements.filter((e) => e.kind !== SyntaxKind.SpreadElement && e.kind !== SyntaxKind.OmittedExpression).length : reads.arrayLength(receiver));
      const atOnce = index === 0 && ((ELEMENT_CALLBACKS.has(method) && ((known() ?? 0) > 0 || splitsIntoSome(receiver, reads))) || ((method === "sort" || method === "toSorted") && (known() ?? 0) >= 2));
      return [withAlternatives({ kind: "call", site: call, direct: false, atOnce }, receiver, method, index, fn, scopes, reads)];
    }
    if (REACTIONS.has(method)) return [withAlternatives({ kind: "reaction", site: call, direct: false }, unparenthesised(fields(callee).expression as Node), method, index, fn, scopes, reads)];
    // `stages.push(() => …)`, `handlers.set("x", f)`: stored in a collection, it runs where the program calls a value
    // it takes out (`for (const fn of stages) fn()`).
    if (STORING_METHODS.has(method)) return [{ kind: "escape", site: call, direct: false }];
    return [];
  }
  const target = calleeFunction(callee, scopes);
  if (target === undefined || target === fn || !isFunctionWithBody(target)) return [];
  return parameterCalls(target, index, scopes, call);
}

/**
 * Whether an array is made by a string's `split` by a non-empty separator written in place, with no limit: it has one
 * element at least (`"".split(",")` is `[""]`), where the program defines no `split` of its own.
 */
function splitsIntoSome(receiver: Node, reads: EntryFacts): boolean {
  if (receiver.kind !== SyntaxKind.CallExpression) return false;
  const callee = unparenthesised(fields(receiver).expression as Node);
  const args = fields(receiver).arguments ?? [];
  const separator = args.length === 1 ? unparenthesised(args[0] as Node) : undefined;
  return callee.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "split" && (separator?.kind === SyntaxKind.StringLiteral || separator?.kind === SyntaxKind.NoSubstitutionTemplateLiteral) && (fields(separator).text ?? "") !== "" && reads.definitionsOf("split").length === 0 && reads.writesOf("split").length === 0 && !reads.computedWrites;
}

// The methods of arrays, Maps and Sets that store what they are handed.
const STORING_METHODS: ReadonlySet<string> = new Set(["push", "unshift", "splice", "set", "add", "fill"]);

/** A user function runs what it is handed (at `handedAt`) only where its body calls that parameter. */
function parameterCalls(target: Node, index: number, scopes: Scopes, handedAt: Node): Entry[] {
  const param = (fields(target).parameters ?? [])[index];
  const name = param === undefined ? undefined : fields(param).name;
  if (name?.kind !== SyntaxKind.Identifier) return [];
  const d = scopes.declarationOf(name);
  if (d === undefined || d.writes > 0) return [];
  const out: Entry[] = [];
  for (const r of d.references) {
    const o = outermost(r);
    const parent = o.parent;
    if (parent !== undefined && (parent.kind === SyntaxKind.CallExpression || parent.kind === SyntaxKind.NewExpression) && fields(parent).expression === o) out.push({ kind: "call", site: parent, direct: false, handedAt });
  }
  return out;
}

/**
 * A built-in's callback entry, with the calls the program's own members of the method's name make of it: where the
 * receiver is no array or promise the text shows, it may be the program's object (`Result.from(f).map(g)`).
 */
function withAlternatives(entry: Entry, receiver: Node, method: string, index: number, fn: Node, scopes: Scopes, reads: EntryFacts): Entry {
  const call = entry.site;
  if (receiver.kind === SyntaxKind.ArrayLiteralExpression || receiver.kind === SyntaxKind.StringLiteral || makesArray(receiver, reads, scopes)) return entry;
  const definitions = reads.definitionsOf(method).filter((d) => d !== fn);
  if (definitions.length === 0) return entry;
  return { ...entry, alternatives: definitions.flatMap((d) => parameterCalls(d, index, scopes, call)) };
}

// Built-in methods that always return an array, where the program defines no member of that name.
const ARRAY_METHODS: ReadonlySet<string> = new Set(["split", "filter", "map", "slice", "concat", "flat", "flatMap", "toSorted", "toReversed", "toSpliced", "match", "keys", "values", "entries", "from", "of"]);

/** Whether an expression is an array by its form: `s.split(…)`, `xs.filter(…)`, `Object.keys(o)`, `Array.from(…)`, or a `const` of one. */
function makesArray(expression: Node, reads: EntryFacts, scopes: Scopes, depth = 0): boolean {
  const e = unparenthesised(expression);
  if (e.kind === SyntaxKind.Identifier && depth < 4) {
    // A `const` holding one: `const lines = text.split("\n")`.
    const d = scopes.declarationOf(e);
    const init = d !== undefined && d.kind === "const" && d.count === 1 && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    return init !== undefined && (unparenthesised(init).kind === SyntaxKind.ArrayLiteralExpression || makesArray(init, reads, scopes, depth + 1));
  }
  if (e.kind !== SyntaxKind.CallExpression) return false;
  const callee = unparenthesised(fields(e).expression as Node);
  if (callee.kind !== SyntaxKind.PropertyAccessExpression) return false;
  const name = fields(callee).name?.text ?? "";
  if (!ARRAY_METHODS.has(name) || reads.definitionsOf(name).length > 0) return false;
  const owner = unparenthesised(fields(callee).expression as Node);
  // `Object.keys`, `Array.from`: the statics; any other receiver's `keys`/`values`/`entries`/`from`/`of` may be a Map's iterator or the program's.
  if (name === "keys" || name === "values" || name === "entries") return owner.kind === SyntaxKind.Identifier && fields(owner).text === "Object";
  if (name === "from" || name === "of") return owner.kind === SyntaxKind.Identifier && fields(owner).text === "Array";
  return true;
}

/**
 * The program's own function a method call reaches, where the receiver names the program's object: a static member
 * of a class, a member of a `const` object literal, an instance member of `new C()` held in a `const` or written in
 * place (up its own `extends` chain), or of `this` in a class's method. Undefined when the receiver is anything else or lacks it.
 */
export function ownMethod(callee: Node, scopes: Scopes): Node | undefined {
  const method = fields(callee).name?.text;
  if (method === undefined) return undefined;
  const receiver = unparenthesised(fields(callee).expression as Node);
  if (receiver.kind === SyntaxKind.ThisKeyword) {
    let fn: Node | undefined = receiver.parent;
    while (fn !== undefined && (fn.kind === SyntaxKind.ArrowFunction || !isFunctionWithBody(fn))) fn = fn.parent;
    const cls = fn?.parent;
    if (fn === undefined || cls === undefined || (cls.kind !== SyntaxKind.ClassDeclaration && cls.kind !== SyntaxKind.ClassExpression)) return undefined;
    return memberOf(cls, method, isStaticMember(fn), scopes, 0);
  }
  // `new Door().start()`: an instance made in place.
  if (receiver.kind === SyntaxKind.NewExpression) {
    const cls = classNamed(fields(receiver).expression as Node, scopes);
    return cls === undefined ? undefined : memberOf(cls, method, false, scopes, 0);
  }
  if (receiver.kind !== SyntaxKind.Identifier) return undefined;
  const d = scopes.declarationOf(receiver);
  if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
  if (d.kind === "class") return memberOf(d.holder, method, true, scopes, 0);
  if (d.kind !== "const" || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
  const init = fields(d.holder).initializer;
  const value = init === undefined ? undefined : unparenthesised(init);
  if (value === undefined) return undefined;
  if (value.kind === SyntaxKind.ObjectLiteralExpression) {
    const properties = (value as Node & { readonly properties?: readonly Node[] }).properties ?? [];
    if (properties.some((p) => p.kind === SyntaxKind.SpreadAssignment)) return undefined;
    return functionHeld(properties.find((p) => memberKey(fields(p).name) === method));
  }
  if (value.kind === SyntaxKind.ClassExpression) return memberOf(value, method, true, scopes, 0);
  if (value.kind === SyntaxKind.NewExpression) {
    const cls = classNamed(fields(value).expression as Node, scopes);
    return cls === undefined ? undefined : memberOf(cls, method, false, scopes, 0);
  }
  return undefined;
}

// The member `name` of a class (static or not), up its `extends` chain while that names the program's classes.
function memberOf(cls: Node, name: string, statics: boolean, scopes: Scopes, depth: number): Node | undefined {
  const members = (cls as Node & { readonly members?: readonly Node[] }).members ?? [];
  const own = members.find((m) => isStaticMember(m) === statics && m.kind !== SyntaxKind.Constructor && memberKey(fields(m).name) === name);
  if (own !== undefined) return functionHeld(own);
  if (depth > 8) return undefined;
  const parent = baseClassOf(cls, scopes);
  return parent === undefined || parent === "none" ? undefined : memberOf(parent, name, statics, scopes, depth + 1);
}

/** The class `cls` extends: the program's class its `extends` names, "none" where it has no `extends`, undefined where the base is anything else. */
export function baseClassOf(cls: Node, scopes: Scopes): Node | "none" | undefined {
  const heritage = (cls as Node & { readonly heritageClauses?: readonly Node[] }).heritageClauses ?? [];
  const base = heritage.flatMap((h) => (h as Node & { readonly types?: readonly Node[] }).types ?? [])[0];
  return base === undefined ? "none" : classNamed(fields(base).expression as Node, scopes);
}

// The program's class an expression names (a class declaration, or a `const` of a class expression).
function classNamed(expression: Node, scopes: Scopes): Node | undefined {
  const e = unparenthesised(expression);
  if (e.kind !== SyntaxKind.Identifier) return undefined;
  const d = scopes.declarationOf(e);
  if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
  if (d.kind === "class") return d.holder;
  const init = d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
  const value = init === undefined ? undefined : unparenthesised(init);
  return value?.kind === SyntaxKind.ClassExpression ? value : undefined;
}

// The function a member holds: a method, or a field or property whose value is one written in place.
/**
 * The function a property names rather than writes (`{ hash: djb2 }`, `{ djb2 }`, `{ clock: Date.now }`): one the
 * program binds once and never writes, or a library global's member nothing in the program writes (which is no
 * function of the program's; the property itself stands for it).
 */
function functionNamed(member: Node, scopes: Scopes, reads: EntryFacts): Node | undefined {
  const value = member.kind === SyntaxKind.ShorthandPropertyAssignment ? fields(member).name : member.kind === SyntaxKind.PropertyAssignment ? fields(member).initializer : undefined;
  if (value === undefined) return undefined;
  const v = unparenthesised(value);
  if (v.kind === SyntaxKind.Identifier) return calleeFunction(v, scopes);
  if (v.kind !== SyntaxKind.PropertyAccessExpression) return undefined;
  const root = unparenthesised(fields(v).expression as Node);
  const name = fields(v).name?.text;
  return root.kind === SyntaxKind.Identifier && fields(root).text !== "globalThis" && scopes.declarationOf(root) === undefined && name !== undefined && reads.writesOf(name).length === 0 && !reads.computedWrites ? member : undefined;
}

function functionHeld(member: Node | undefined): Node | undefined {
  if (member === undefined) return undefined;
  if (member.kind === SyntaxKind.MethodDeclaration) return fields(member).body === undefined ? undefined : member;
  if (member.kind !== SyntaxKind.PropertyAssignment && member.kind !== SyntaxKind.PropertyDeclaration) return undefined;
  const init = fields(member).initializer;
  const value = init === undefined ? undefined : unparenthesised(init);
  return value !== undefined && (value.kind === SyntaxKind.ArrowFunction || value.kind === SyntaxKind.FunctionExpression) ? value : undefined;
}

