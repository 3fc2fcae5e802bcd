/**
 * Methods the language calls by itself (`toString`, `valueOf`, `[Symbol.iterator]`, `[Symbol.asyncIterator]`,
 * `then`, …) run only where their object is converted, iterated or awaited. An object that is never anything but the
 * receiver of a member read (`job.cmd`, `new Bag(xs).items`) is never converted: those methods never run. Kept to what
 * the text shows: the object held in a `const` never written again (or used in place), and no code of it hands `this`
 * on.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { bindingOf } from "./containers.js";
import { calleeFunction } from "./entries.js";
import type { Declaration, Scopes } from "./scopes.js";
import { isFunctionLike } from "../../syntax/tree.js";
import { containsNode, fields, globalMethodCall, isAsync, isGenerator, isStaticMember, onlyTested, outermost, unparenthesised } from "./syntax.js";

type Members = Node & { readonly members?: readonly Node[]; readonly properties?: readonly Node[]; readonly heritageClauses?: readonly Node[] };

/**
 * Whether an object literal or a class's instances are only ever read by member, by names other than `own`. The
 * member asked about (`asked`) may hand `this` on: it does so only once it runs.
 */
export function neverConverted(container: Node, own: string | undefined, scopes: Scopes, asked?: Node): boolean {
  if (container.kind === SyntaxKind.ObjectLiteralExpression) {
    if (((container as Members).properties ?? []).some((p) => p.kind === SyntaxKind.SpreadAssignment || (p !== asked && handsThisOn(p)))) return false;
    return readOnlyByMember(container, own, scopes);
  }
  if (container.kind !== SyntaxKind.ClassDeclaration && container.kind !== SyntaxKind.ClassExpression) return false;
  if (((container as Members).heritageClauses ?? []).length > 0 || (fields(container).modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword)) return false;
  // Any member (a static one too, through `new this()`) that hands `this` on may convert an instance.
  if (((container as Members).members ?? []).some((m) => m !== asked && handsThisOn(m))) return false;
  const binding = bindingOf(container);
  const d = binding === undefined ? undefined : scopes.declarationOf(binding);
  if (d === undefined || d.writes > 0 || d.count > 1) return false;
  return d.references.every((r) => {
    if (r === d.identifier) return true;
    const outer = outermost(r);
    const parent = outer.parent;
    if (parent === undefined) return false;
    if (parent.kind === SyntaxKind.NewExpression && fields(parent).expression === outer) return readOnlyByMember(parent, own, scopes);
    if (parent.kind === SyntaxKind.TypeOfExpression) return true;
    // `x instanceof C` converts nothing, but runs a static `[Symbol.hasInstance]` of C's.
    if (parent.kind === SyntaxKind.BinaryExpression && fields(parent).right === outer && fields(parent).operatorToken?.kind === SyntaxKind.InstanceOfKeyword) return asked === undefined || !isStaticMember(asked);
    return parent.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer && fields(parent).name?.text !== "prototype";
  });
}

/** Which of the language's own calls a method of an object is: a conversion to a primitive, or the start of an iteration. */
export type ImplicitKind = "conversion" | "iteration";

/** The kind of language call a member named `own` (or a `[Symbol.x]` key) is, for the ones whose triggers are known. */
export function implicitKind(own: string | undefined, symbol: string | undefined): ImplicitKind | undefined {
  if (own === "toString" || own === "valueOf" || symbol === "toPrimitive") return "conversion";
  if (symbol === "iterator" || symbol === "asyncIterator") return "iteration";
  return undefined;
}

/**
 * Where an object literal held in a `const` never written again (no spread in it, no member of it handing `this` on)
 * is converted (`${x}`, `x + 1`, `-x`) or iterated (`for (… of x)`, `[...x]`), for a method of `kind`: each such use
 * is where the method runs. Undefined where some use is neither that nor a member read (the object handed on).
 * `stringifyIntact`: whether `JSON.stringify` is the language's (see `inert`).
 */
export function triggerSites(container: Node, own: string | undefined, kind: ImplicitKind, scopes: Scopes, asked: Node, constructions: () => readonly Node[] | undefined, stringifyIntact: boolean): Node[] | undefined {
  if (container.kind === SyntaxKind.ClassDeclaration || container.kind === SyntaxKind.ClassExpression) {
    // Instances of a class with no base, made only where the text shows (`new C()`), none handed on by its members.
    if (((container as Members).heritageClauses ?? []).length > 0 || ((container as Members).members ?? []).some((m) => m !== asked && handsThisOn(m))) return undefined;
    const made = constructions();
    if (made === undefined) return undefined;
    const sites: Node[] = [];
    for (const instance of made) {
      const found = valueTriggers(instance, own, kind, scopes, { stringifyIntact, instance: true, depth: 0 });
      if (found === undefined) return undefined;
      sites.push(...found);
    }
    return sites;
  }
  if (container.kind !== SyntaxKind.ObjectLiteralExpression) return undefined;
  if (((container as Members).properties ?? []).some((p) => p.kind === SyntaxKind.SpreadAssignment || (p !== asked && handsThisOn(p)))) return undefined;
  return valueTriggers(container, own, kind, scopes, { stringifyIntact, instance: false, depth: 0 });
}

/** How a value's uses are read: `stringifyIntact` (see `inert`); `instance`: the value is a class's instance, whose conversion methods are its prototype's, not its own members. */
interface Reading {
  readonly stringifyIntact: boolean;
  readonly instance: boolean;
  readonly depth: number;
}

/**
 * The triggers of `kind` of a value where it stands (`for (… of new C())`) or held in a `const` never written again,
 * each of whose uses is a trigger, a member read by another name than `own` (or by that name only to test it:
 * `typeof x.toString`), `typeof`, or a value handed into another `const` whose uses are read the same way (`const p =
 * x ?? fallback`, and a copy `{ ...x }`, which holds a literal's own methods); undefined otherwise.
 */
function valueTriggers(value: Node, own: string | undefined, kind: ImplicitKind, scopes: Scopes, reading: Reading): Node[] | undefined {
  const outer = outermost(value);
  const inPlace = triggerKind(outer);
  if (inPlace !== undefined) return inPlace === kind ? [outer] : [];
  if (inert(outer, scopes, reading) || readByMember(outer, own)) return [];
  const parent = outer.parent;
  if (parent?.kind !== SyntaxKind.VariableDeclaration || fields(parent).initializer !== outer) return undefined;
  const name = fields(parent).name;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.kind !== "const" || d.writes > 0 || d.count > 1 || (fields(parent.parent?.parent).modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword)) return undefined;
  return referenceTriggers(d, own, kind, scopes, reading);
}

// The triggers among a binding's references (see `valueTriggers`); undefined where one hands the value on otherwise.
function referenceTriggers(d: Declaration, own: string | undefined, kind: ImplicitKind, scopes: Scopes, reading: Reading): Node[] | undefined {
  const sites: Node[] = [];
  for (const r of d.references) {
    if (r === d.identifier) continue;
    const use = outermost(r);
    const at = use.parent;
    if (at?.kind === SyntaxKind.TypeOfExpression || readByMember(use, own)) continue;
    if (inert(use, scopes, reading)) continue;
    const found = triggerKind(use);
    if (found === undefined) {
      if (reading.depth >= 4) return undefined;
      const next = { ...reading, depth: reading.depth + 1 };
      // `show(m)` of a function of the program's: what its parameter's uses do with the value.
      const parameter = parameterGiven(use, scopes);
      const onward = parameter === undefined ? handedOn(use, reading.instance) : undefined;
      const further = parameter !== undefined ? referenceTriggers(parameter, own, kind, scopes, next) : onward === undefined ? undefined : valueTriggers(onward, own, kind, scopes, next);
      if (further === undefined) return undefined;
      sites.push(...further);
      continue;
    }
    if (found === kind) sites.push(use);
  }
  return sites;
}

/**
 * The parameter a value is handed to where it is an argument of a function of the program's that the callee
 * certainly is (bound by scope, never written again): a plain parameter, never written, in a function that reads no
 * `arguments`. Undefined otherwise.
 */
export function parameterGiven(use: Node, scopes: Scopes): Declaration | undefined {
  const call = use.parent;
  if (call?.kind !== SyntaxKind.CallExpression || fields(call).expression === use) return undefined;
  const args = fields(call).arguments ?? [];
  const index = args.indexOf(use);
  if (index < 0 || args.slice(0, index).some((a) => a.kind === SyntaxKind.SpreadElement)) return undefined;
  const fn = calleeFunction(fields(call).expression as Node, scopes);
  const parameter = fn === undefined ? undefined : (fields(fn).parameters ?? [])[index];
  const name = parameter === undefined || (parameter as Node & { readonly dotDotDotToken?: Node }).dotDotDotToken !== undefined ? undefined : fields(parameter).name;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.writes > 0 || containsNode(fn as Node, (n) => n.kind === SyntaxKind.Identifier && fields(n).text === "arguments")) return undefined;
  return d;
}

// `x.name`: a read of a member other than `own`, or of `own` only to test it (`typeof x.toString`), which calls nothing.
function readByMember(use: Node, own: string | undefined): boolean {
  const at = use.parent;
  if (at?.kind !== SyntaxKind.PropertyAccessExpression || fields(at).expression !== use) return false;
  return fields(at).name?.text !== own || onlyTested(at);
}

/**
 * Where a use hands the value, unconverted, on to a `const`: either side of `??` or `||`, a branch of `?:` (`const p =
 * x ?? fallback`); or, for a literal, a copy of its own members (`{ ...x }`), which holds its methods too.
 */
function handedOn(use: Node, instance: boolean): Node | undefined {
  let node = use;
  for (;;) {
    const at = node.parent;
    if (at?.kind === SyntaxKind.BinaryExpression && (fields(at).operatorToken?.kind === SyntaxKind.QuestionQuestionToken || fields(at).operatorToken?.kind === SyntaxKind.BarBarToken)) node = outermost(at);
    else if (at?.kind === SyntaxKind.ConditionalExpression && fields(at).condition !== node) node = outermost(at);
    else if (!instance && at?.kind === SyntaxKind.SpreadAssignment && at.parent?.kind === SyntaxKind.ObjectLiteralExpression) node = outermost(at.parent);
    else break;
  }
  return node === use ? undefined : node;
}

// The methods a conversion to a primitive may call by name.
const CONVERSION_NAMES: ReadonlySet<string> = new Set(["toString", "valueOf", "toJSON"]);

// Operators that always convert an object operand to a primitive (not `==`, which compares two objects, or one with
// null, without converting).
const CONVERTING_OPERATORS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.PlusToken, SyntaxKind.MinusToken, SyntaxKind.AsteriskToken, SyntaxKind.SlashToken, SyntaxKind.PercentToken, SyntaxKind.AsteriskAsteriskToken,
  SyntaxKind.LessThanToken, SyntaxKind.GreaterThanToken, SyntaxKind.LessThanEqualsToken, SyntaxKind.GreaterThanEqualsToken,
  SyntaxKind.AmpersandToken, SyntaxKind.BarToken, SyntaxKind.CaretToken,
  SyntaxKind.LessThanLessThanToken, SyntaxKind.GreaterThanGreaterThanToken, SyntaxKind.GreaterThanGreaterThanGreaterThanToken,
]);

/**
 * A use of an object that neither converts nor iterates it, nor hands it anywhere:
 * - a test of it: `if (x)`, `while (x)`, `x ? a : b`, `!x`, `Boolean(x)`, `x && y` (every object is truthy, so `&&`
 *   gives the other side), `x || y` and `x ?? y` where what they give is itself so used;
 * - a comparison that converts nothing: `x === y`, `x !== y` (identity), `x == null`, `x != undefined`, `x instanceof
 *   C`, `Object.is(x, y)`;
 * - `x;`, `void x`, `switch (x)` (cases compare by `===`), `Array.isArray(x)`, `const { a } = x` (members read by
 *   name), `Object.keys(x)` (own keys are strings), and `JSON.stringify(x)` with no replacer function (it
 *   calls `toJSON` and reads own members, never `toString`, `valueOf`, `[Symbol.toPrimitive]` or an iterator), where
 *   the program does not replace it (`stringifyIntact`).
 */
function inert(use: Node, scopes: Scopes, reading: Reading, depth = 0): boolean {
  const at = use.parent;
  if (at === undefined || depth > 8) return false;
  switch (at.kind) {
    case SyntaxKind.IfStatement:
    case SyntaxKind.WhileStatement:
    case SyntaxKind.DoStatement:
      return fields(at).expression === use;
    case SyntaxKind.ForStatement:
    case SyntaxKind.ConditionalExpression:
      return fields(at).condition === use;
    case SyntaxKind.ExpressionStatement:
    case SyntaxKind.VoidExpression:
      return true;
    // `{ ...x }` of an instance copies its own fields: its prototype's methods stay behind.
    case SyntaxKind.SpreadAssignment:
      return reading.instance;
    // `switch (x)` compares by `===`.
    case SyntaxKind.SwitchStatement:
      return fields(at).expression === use;
    // `const { id } = x` reads own members by name, converting nothing (a rest element copies them, calling none).
    case SyntaxKind.VariableDeclaration: {
      const pattern = fields(at).name;
      if (fields(at).initializer !== use || pattern?.kind !== SyntaxKind.ObjectBindingPattern) return false;
      // Not where it takes a conversion method out, or copies the rest (a literal's methods are its own).
      return ((pattern as Node & { readonly elements?: readonly Node[] }).elements ?? []).every((e) => {
        const key = (e as Node & { readonly propertyName?: Node }).propertyName ?? fields(e).name;
        return (e as Node & { readonly dotDotDotToken?: Node }).dotDotDotToken === undefined && key?.kind === SyntaxKind.Identifier && !CONVERSION_NAMES.has(fields(key).text ?? "");
      });
    }
    case SyntaxKind.PrefixUnaryExpression:
      return fields(at).operator === SyntaxKind.ExclamationToken;
    case SyntaxKind.BinaryExpression: {
      const op = fields(at).operatorToken?.kind;
      if (op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken) return true;
      if (op === SyntaxKind.InstanceOfKeyword) return fields(at).left === use;
      // Loose equality of an object with null or undefined is false without converting it.
      if (op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken) return nullishLiteral(fields(at).left === use ? (fields(at).right as Node) : (fields(at).left as Node), scopes);
      if (fields(at).left !== use) return false;
      if (op === SyntaxKind.AmpersandAmpersandToken) return true;
      return (op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken) && inert(outermost(at), scopes, reading, depth + 1);
    }
    case SyntaxKind.CallExpression:
      break;
    default:
      return false;
  }
  const args = fields(at).arguments ?? [];
  const named = globalMethodCall(at, scopes);
  if (named?.[0] === "Object" && named[1] === "is" && args.length === 2 && args.includes(use)) return true;
  if (args[0] !== use || unparenthesised(fields(at).expression as Node) === use) return false;
  const callee = unparenthesised(fields(at).expression as Node);
  if (callee.kind === SyntaxKind.Identifier && fields(callee).text === "Boolean" && scopes.declarationOf(callee) === undefined) return true;
  if ((named?.[0] === "Object" && named[1] === "keys") || (named?.[0] === "Array" && named[1] === "isArray")) return true;
  // An instance's own values and entries are its fields: its prototype's methods are not among them.
  if (reading.instance && named?.[0] === "Object" && (named[1] === "values" || named[1] === "entries")) return true;
  if (!reading.stringifyIntact || named?.[0] !== "JSON" || named[1] !== "stringify") return false;
  const replacer = args[1] === undefined ? undefined : unparenthesised(args[1]);
  return replacer === undefined || replacer.kind === SyntaxKind.NullKeyword || replacer.kind === SyntaxKind.ArrayLiteralExpression;
}

// `null`, the global `undefined`, or `void …`.
function nullishLiteral(node: Node, scopes: Scopes): boolean {
  const n = unparenthesised(node);
  return n.kind === SyntaxKind.NullKeyword || n.kind === SyntaxKind.VoidExpression || (n.kind === SyntaxKind.Identifier && fields(n).text === "undefined" && scopes.declarationOf(n) === undefined);
}

// What the language does with a value where it stands: converts it, starts iterating it, or something else (undefined).
function triggerKind(use: Node): ImplicitKind | undefined {
  const at = use.parent;
  if (at === undefined) return undefined;
  switch (at.kind) {
    case SyntaxKind.TemplateSpan:
      return fields(at).expression === use ? "conversion" : undefined;
    case SyntaxKind.BinaryExpression:
      return CONVERTING_OPERATORS.has(fields(at).operatorToken?.kind ?? SyntaxKind.Unknown) ? "conversion" : undefined;
    case SyntaxKind.PrefixUnaryExpression: {
      const op = fields(at).operator;
      return op === SyntaxKind.PlusToken || op === SyntaxKind.MinusToken || op === SyntaxKind.TildeToken ? "conversion" : undefined;
    }
    case SyntaxKind.ForOfStatement:
      return fields(at).expression === use ? "iteration" : undefined;
    case SyntaxKind.SpreadElement:
      return at.parent?.kind === SyntaxKind.ArrayLiteralExpression ? "iteration" : undefined;
    default:
      return undefined;
  }
}

// A value written in place that is only the receiver of member reads: where it stands (`new Bag(xs).items`), through
// a `const` never written again whose every reference is one, or returned by a function whose every call is one
// (`sizeOf(e).bytes`), a few calls deep.
function readOnlyByMember(value: Node, own: string | undefined, scopes: Scopes, depth = 0): boolean {
  const outer = outermost(value);
  const parent = outer.parent;
  if (parent === undefined) return false;
  if (parent.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer) return fields(parent).name?.text !== own;
  const returnedBy = parent.kind === SyntaxKind.ReturnStatement ? enclosingFunction(parent) : parent.kind === SyntaxKind.ArrowFunction && fields(parent).body === outer ? parent : undefined;
  if (returnedBy !== undefined) return depth < 3 && callsReadOnlyByMember(returnedBy, own, scopes, depth + 1);
  if (parent.kind !== SyntaxKind.VariableDeclaration || fields(parent).initializer !== outer) return false;
  const name = fields(parent).name;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.kind !== "const" || d.writes > 0 || d.count > 1 || (fields(parent.parent?.parent).modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword)) return false;
  return d.references.every((r) => {
    if (r === d.identifier) return true;
    const access = outermost(r).parent;
    // `typeof x` reads no member and converts nothing.
    if (access?.kind === SyntaxKind.TypeOfExpression) return true;
    return access?.kind === SyntaxKind.PropertyAccessExpression && fields(access).expression === outermost(r) && fields(access).name?.text !== own;
  });
}

// `this` anywhere in a member other than as the object of a member read or write (`[...this]`, `String(this)`,
// `new this()`, `return this`).
function handsThisOn(member: Node): boolean {
  let found = false;
  const visit = (node: Node): void => {
    if (found) return;
    if (node.kind === SyntaxKind.ThisKeyword) {
      const outer = outermost(node);
      const parent = outer.parent;
      if (!((parent?.kind === SyntaxKind.PropertyAccessExpression || parent?.kind === SyntaxKind.ElementAccessExpression) && fields(parent).expression === outer) && !lockedInPlace(outer)) found = true;
      return;
    }
    node.forEachChild((c) => {
      visit(c);
      return undefined;
    });
  };
  visit(member);
  return found;
}

// `Object.freeze(this);` as a statement of its own: the object is locked, its result dropped, nothing converted.
function lockedInPlace(self: Node): boolean {
  const call = self.parent;
  if (call?.kind !== SyntaxKind.CallExpression || (fields(call).arguments ?? [])[0] !== self || (fields(call).arguments ?? []).length !== 1 || outermost(call).parent?.kind !== SyntaxKind.ExpressionStatement) return false;
  const callee = unparenthesised(fields(call).expression as Node);
  const owner = callee.kind === SyntaxKind.PropertyAccessExpression ? unparenthesised(fields(callee).expression as Node) : undefined;
  return owner?.kind === SyntaxKind.Identifier && fields(owner).text === "Object" && LOCKS.has(fields(callee).name?.text ?? "");
}

const LOCKS: ReadonlySet<string> = new Set(["freeze", "seal", "preventExtensions"]);

// The function a `return` leaves.
function enclosingFunction(node: Node): Node | undefined {
  for (let n = node.parent; n !== undefined; n = n.parent) if (isFunctionLike(n)) return n;
  return undefined;
}

// Whether a function declared by a name never written again is only ever called in place, each call's result only
// the receiver of member reads.
function callsReadOnlyByMember(fn: Node, own: string | undefined, scopes: Scopes, depth: number): boolean {
  if (isAsync(fn) || isGenerator(fn) || (fields(fn).modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword)) return false;
  const name = fn.kind === SyntaxKind.FunctionDeclaration ? fields(fn).name : bindingOf(fn);
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.writes > 0 || d.count > 1 || (d.kind !== "const" && d.kind !== "function")) return false;
  if (d.holder.kind === SyntaxKind.VariableDeclaration && (fields(d.holder.parent?.parent).modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword)) return false;
  return d.references.every((r) => {
    if (r === d.identifier) return true;
    const call = outermost(r).parent;
    return call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermost(r) && readOnlyByMember(call, own, scopes, depth);
  });
}
