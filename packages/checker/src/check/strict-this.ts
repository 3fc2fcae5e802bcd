/**
 * `this` where strict code leaves it undefined (GG1013). Every guest program is a module, and a module's code is
 * strict, so a function called without a receiver gets `undefined` as its `this` (sloppy code would give it the global
 * object). A function every way into which is such a call, and whose body reads a member of `this` (or calls or
 * constructs it), throws a TypeError there whenever that code runs. The ways without a receiver are:
 *
 * - a plain call by a binding (`summarize()`), a tagged template (tag`…`), a call of a parameter that was handed the
 *   function (`function attempt(fn) { return fn(); }`);
 * - a callback a built-in calls (`list.map(d.describe)`, `lines.forEach(function (l) { this.out.push(l); })`) where no
 *   `thisArg` is given, a `replace` replacer, a `sort` comparator, a promise's reaction or executor.
 *
 * A way in the model cannot follow (a function handed on, stored, bound) may give any receiver, and so does a call of a
 * member (`x.describe()`), `.call`, `.apply`, `new`: one such way and the function is left alone.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { calleeFunction, ELEMENT_CALLBACKS } from "./execution/entries.js";
import type { Entry } from "./execution/entries.js";
import { bindingFunction, calledInPlace, fields, memberName, unparenthesised } from "./execution/syntax.js";
import { outermostParentheses } from "../syntax/parentheses.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

// Built-in methods that call their callback with an undefined `this`, by the callback's argument position and the
// position of the `thisArg` that would give it one (none: they take no `thisArg`).
const CALLBACK_AT: ReadonlyMap<string, { readonly callback: number; readonly thisArg?: number }> = new Map([
  ...[...ELEMENT_CALLBACKS].map((m) => [m, { callback: 0, thisArg: 1 }] as const),
  ...["reduce", "reduceRight", "sort", "toSorted"].map((m) => [m, { callback: 0 }] as const),
  ...["replace", "replaceAll"].map((m) => [m, { callback: 1 }] as const),
  ["from", { callback: 1, thisArg: 2 }],
  ["then", { callback: 0 }],
  ["catch", { callback: 0 }],
  ["finally", { callback: 0 }],
]);

/** A finding (GG1013) for every use of `this` that throws because every call of its function leaves `this` undefined. */
export function strictThisFindings(source: Source): RawDiagnostic[] {
  if (!source.text.includes("this")) return [];
  const uses = new Map<Node, Node[]>();
  // A function that also looks at `this` itself (`this instanceof C`, `this === undefined`, `this?.x`, `Object(this)`)
  // may be ready for an undefined one: it is left alone.
  const aware = new Set<Node>();
  for (const node of source.nodes) {
    if (node.kind !== SyntaxKind.ThisKeyword) continue;
    const fn = thisOwner(node);
    if (fn === undefined) continue;
    if (!throwsOnUndefined(node)) {
      aware.add(fn);
      continue;
    }
    let list = uses.get(fn);
    if (list === undefined) uses.set(fn, (list = []));
    list.push(node);
  }
  for (const fn of aware) uses.delete(fn);
  if (uses.size === 0) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  let reads: ReadonlyMap<string, readonly Node[]> | undefined;
  for (const [fn, list] of uses) {
    reads ??= memberReads(source);
    // A method the program calls on an object by its name (`x.describe()`) has a way in with a receiver: most methods,
    // answered without following their ways in.
    const member = fn.kind === SyntaxKind.FunctionDeclaration ? undefined : functionName(fn);
    if (member !== undefined && (reads.get(member) ?? []).some(calledInPlace)) continue;
    const entries = model.entriesOf(fn);
    if (entries.length === 0 || !entries.every((e) => withoutReceiver(e, fn, model))) continue;
    if (!handedOnlyToPlainCalls(fn, model, reads)) continue;
    const name = functionName(fn);
    for (const use of list) {
      const at = unparenthesisedParent(use);
      const certain = model.fails(at);
      const start = source.start(at);
      found.push({ start, length: at.end - start, code: GG.strictOnly, message: messages.strictThis(source.text.slice(start, at.end), name), certain, advisory: !certain });
    }
  }
  return found;
}

// The program's reads of members by name (`x.describe`), found once.
function memberReads(source: Source): ReadonlyMap<string, readonly Node[]> {
  const out = new Map<string, Node[]>();
  for (const node of source.nodes) {
    if (node.kind !== SyntaxKind.PropertyAccessExpression) continue;
    const name = memberName(node);
    if (name === undefined) continue;
    let list = out.get(name);
    if (list === undefined) out.set(name, (list = []));
    list.push(node);
  }
  return out;
}

/**
 * Whether every call `fn` is handed to as an argument leaves it receiverless: a built-in's callback, a Promise executor,
 * or a function of the program's whose parameter is only ever called plainly. The ways in stop at a function handed to
 * anything else (a method that stores it, `fn.call(ctx)` in a helper), which may give it a receiver.
 */
function handedOnlyToPlainCalls(fn: Node, model: ExecutionModel, reads: ReadonlyMap<string, readonly Node[]>): boolean {
  const positions: Node[] = [fn];
  const name = fields(fn).name;
  const holder = outermostParentheses(fn).parent;
  const binding = fn.kind === SyntaxKind.FunctionDeclaration ? name : holder?.kind === SyntaxKind.VariableDeclaration ? fields(holder).name : undefined;
  const d = binding?.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(binding) : undefined;
  if (d !== undefined) positions.push(...d.references.filter((r) => r !== d.identifier));
  const member = functionName(fn);
  if (fn.kind !== SyntaxKind.FunctionDeclaration && member !== undefined) positions.push(...(reads.get(member) ?? []));
  return positions.every((position) => {
    const outer = outermostParentheses(position);
    const call = outer.parent;
    if (call === undefined || (call.kind !== SyntaxKind.CallExpression && call.kind !== SyntaxKind.NewExpression)) return true;
    const c = fields(call);
    const index = (c.arguments ?? []).indexOf(outer);
    if (index < 0) return true;
    const callee = unparenthesised(c.expression as Node);
    if (call.kind === SyntaxKind.NewExpression) return index === 0 && callee.kind === SyntaxKind.Identifier && fields(callee).text === "Promise" && model.scopes.declarationOf(callee) === undefined;
    // A built-in's callback, where the program defines no method of that name that may be called instead.
    const method = callee.kind === SyntaxKind.PropertyAccessExpression ? (memberName(callee) ?? "") : "";
    if (CALLBACK_AT.get(method)?.callback === index) return (model.definitions.get(method) ?? []).length === 0;
    const target = calleeFunction(callee, model.scopes);
    const parameter = target === undefined ? undefined : fields(target).parameters?.[index];
    const p = parameter === undefined ? undefined : fields(parameter).name;
    const pd = p?.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(p) : undefined;
    return pd !== undefined && pd.writes === 0 && pd.references.every((r) => {
      if (r === pd.identifier) return true;
      const o = outermostParentheses(r);
      return o.parent?.kind === SyntaxKind.CallExpression && fields(o.parent).expression === o;
    });
  });
}

// Whether `this` here is read in a way that throws when it is undefined: a member read or write (`this.x`, `this[k]`,
// not `this?.x`), a call of it, or `new this()`.
function throwsOnUndefined(node: Node): boolean {
  const parent = unparenthesisedParent(node);
  const outer = outermostParentheses(node);
  if (parent === outer) return false;
  const p = fields(parent);
  switch (parent.kind) {
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
    case SyntaxKind.CallExpression:
    case SyntaxKind.NewExpression:
      return p.expression === outer && p.questionDotToken === undefined;
    default:
      return false;
  }
}

// The function whose `this` a `this` is, where that is a plain function or method: undefined for a constructor, an
// accessor, a class field or static block, or the top level, where `this` is something else.
function thisOwner(node: Node): Node | undefined {
  const fn = bindingFunction(node);
  return fn !== undefined && (fn.kind === SyntaxKind.FunctionDeclaration || fn.kind === SyntaxKind.FunctionExpression || fn.kind === SyntaxKind.MethodDeclaration) && fields(fn).body !== undefined ? fn : undefined;
}

/** Whether a way into `fn` gives it no receiver, so `this` is undefined there. */
function withoutReceiver(entry: Entry, fn: Node, model: ExecutionModel): boolean {
  // A value the model cannot name may be the program's own object, whose method of that name may pass a receiver.
  if (entry.alternatives !== undefined && entry.alternatives.length > 0) return false;
  const site = entry.site;
  const s = fields(site);
  // `const { parse } = csv; parse(text)`: taken off its object by a pattern, then only called plainly.
  if (entry.kind === "escape") return takenOffAndCalledPlainly(site, fn, model);
  // `new Promise(executor)`: the executor's `this` is undefined.
  if (site.kind === SyntaxKind.NewExpression) return entry.kind === "reaction" && handsOver(s.arguments?.[0], fn, model);
  // `const parse = csv.parse; parse(text)`: a call of a `const` the method was taken off into by a member read.
  if (entry.kind === "call" && !entry.direct && site.kind === SyntaxKind.CallExpression) {
    const callee = unparenthesised(s.expression as Node);
    const d = callee.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(callee) : undefined;
    const init = d !== undefined && d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    if (init !== undefined && unparenthesised(init).kind === SyntaxKind.PropertyAccessExpression && memberName(unparenthesised(init)) === functionName(fn)) return takenOffAndCalledPlainly(unparenthesised(init), fn, model);
  }
  // A call of the parameter a function was handed this one by (`function attempt(fn) { return fn(); }`).
  if (entry.kind === "call" && (entry.direct || entry.handedAt !== undefined)) {
    if (site.kind === SyntaxKind.TaggedTemplateExpression) return plainCallee(s.tag as Node);
    return site.kind === SyntaxKind.CallExpression && plainCallee(s.expression as Node);
  }
  // A built-in that calls its callback: which one, the callback's place, and no `thisArg`.
  if (site.kind !== SyntaxKind.CallExpression) return false;
  const callee = unparenthesised(s.expression as Node);
  if (callee.kind !== SyntaxKind.PropertyAccessExpression) return false;
  const at = CALLBACK_AT.get(memberName(callee) ?? "");
  const args = s.arguments ?? [];
  if (at === undefined || args.some((a) => a.kind === SyntaxKind.SpreadElement)) return false;
  if (at.thisArg !== undefined && args.length > at.thisArg) return false;
  return handsOver(args[at.callback], fn, model);
}

/**
 * Whether an object pattern's element takes `fn` off the object that holds it (an object literal of which it is a
 * method, or `new C()` of the class that declares it, in place or through `const`s) into a `const` that is only ever
 * called plainly.
 */
function takenOffAndCalledPlainly(site: Node, fn: Node, model: ExecutionModel): boolean {
  const taken = takenOff(site);
  if (taken === undefined) return false;
  const name = taken.name;
  let source: Node | undefined = taken.source;
  for (let hops = 0; source !== undefined && hops < 4; hops++) {
    const s = unparenthesised(source);
    if (s.kind === SyntaxKind.ObjectLiteralExpression) {
      if (fn.parent !== s) return false;
      break;
    }
    if (s.kind === SyntaxKind.NewExpression) {
      const cls = unparenthesised(fields(s).expression as Node);
      const d = cls.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(cls) : undefined;
      if (d === undefined || d.kind !== "class" || d.writes > 0 || d.holder !== fn.parent) return false;
      break;
    }
    const d = s.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(s) : undefined;
    if (d === undefined || d.kind !== "const" || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
    source = fields(d.holder).initializer;
  }
  if (source === undefined) return false;
  const d = model.scopes.declarationOf(name);
  if (d === undefined || d.writes > 0) return false;
  const calls = d.references.filter((r) => r !== d.identifier);
  return calls.length > 0 && calls.every((r) => {
    const outer = outermostParentheses(r);
    return outer.parent?.kind === SyntaxKind.CallExpression && fields(outer.parent).expression === outer;
  });
}

/**
 * The binding a method is taken off into, and the object it is taken off: `const { parse } = csv` (the pattern's
 * element, without a default), or `const parse = csv.parse` (the member read, by its name, as a `const`'s value).
 */
function takenOff(site: Node): { readonly name: Node; readonly source: Node | undefined } | undefined {
  if (site.kind === SyntaxKind.BindingElement) {
    const pattern = site.parent;
    const declaration = pattern?.parent;
    const name = fields(site).name;
    if (pattern?.kind !== SyntaxKind.ObjectBindingPattern || declaration?.kind !== SyntaxKind.VariableDeclaration || name?.kind !== SyntaxKind.Identifier || fields(site).initializer !== undefined) return undefined;
    return { name, source: fields(declaration).initializer };
  }
  if (site.kind !== SyntaxKind.PropertyAccessExpression || fields(site).questionDotToken !== undefined) return undefined;
  const outer = outermostParentheses(site);
  const declaration = outer.parent;
  const name = declaration?.kind === SyntaxKind.VariableDeclaration && fields(declaration).initializer === outer ? fields(declaration).name : undefined;
  return name?.kind === SyntaxKind.Identifier ? { name, source: fields(site).expression as Node } : undefined;
}

// A callee that is no member read, so the call passes no receiver: `f()`, `(f)()`, `fn?.()`.
function plainCallee(callee: Node): boolean {
  const c = unparenthesised(callee);
  return c.kind === SyntaxKind.Identifier;
}

// Whether an argument is `fn` itself: written in place, a binding that certainly holds it, or a read of a member of
// its name (`d.describe` for the method `describe`).
function handsOver(argument: Node | undefined, fn: Node, model: ExecutionModel): boolean {
  if (argument === undefined) return false;
  const a = unparenthesised(argument);
  if (a === fn) return true;
  if (a.kind === SyntaxKind.Identifier) return calleeFunction(a, model.scopes) === fn;
  if (a.kind === SyntaxKind.PropertyAccessExpression) return memberName(a) === functionName(fn);
  return false;
}

// The name a function goes by: its own, or the member or binding that holds it.
function functionName(fn: Node): string | undefined {
  const own = fields(fn).name;
  if (own !== undefined && (own.kind === SyntaxKind.Identifier || own.kind === SyntaxKind.StringLiteral)) return fields(own).text;
  const holder = outermostParentheses(fn).parent;
  if (holder === undefined) return undefined;
  const name = fields(holder).name;
  if ((holder.kind === SyntaxKind.VariableDeclaration || holder.kind === SyntaxKind.PropertyAssignment) && name?.kind === SyntaxKind.Identifier) return fields(name).text;
  if (holder.kind === SyntaxKind.BinaryExpression && fields(holder).right === outermostParentheses(fn)) {
    const left = unparenthesised(fields(holder).left as Node);
    return left.kind === SyntaxKind.PropertyAccessExpression || left.kind === SyntaxKind.Identifier ? (memberName(left) ?? fields(left).text) : undefined;
  }
  return undefined;
}

// The node that holds `node` once its parentheses are taken away.
function unparenthesisedParent(node: Node): Node {
  const outer = outermostParentheses(node);
  return outer.parent ?? outer;
}
