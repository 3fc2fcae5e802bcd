/**
 * Which values can never be an object that inherits a given accessor: data `JSON.parse` made, an object literal of
 * the program's own (without `__proto__`), an array, a primitive, what a helper of the program returns of these. A
 * class's getter or setter runs only on an object whose prototype chain holds it, so a read or write of its name on
 * such a value runs none of it (`entries.ts` enters accessors by name). Kept conservative: a value the walk cannot
 * follow may be anything.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { calleeFunction, ELEMENT_CALLBACKS } from "./entries.js";
import type { EntryFacts } from "./entries.js";
import { rootedAtGg } from "./own-objects.js";
import { returnStatementsOf } from "./returns.js";
import { isAssignmentOperator } from "./scopes.js";
import type { Declaration, Scopes } from "./scopes.js";
import { anywhereInProgram, ARRAY_ADDERS, fields, globalMethodCall, outermost, unparenthesised } from "./syntax.js";

const PROTOTYPE_SETTERS: ReadonlySet<string> = new Set(["setPrototypeOf", "__proto__"]);
const settingPrototypes = new WeakMap<Node, boolean>();

// How far the walk follows bindings, calls and members before it calls a value unknown.
const DEPTH = 6;

// Methods of arrays (and strings) that make a new array or string of their own (never one of the program's objects).
const NEW_ARRAYS: ReadonlySet<string> = new Set(["map", "filter", "slice", "concat", "flat", "flatMap", "toSorted", "toReversed", "toSpliced", "with", "split", "entries", "keys", "values", "join", "trim", "toUpperCase", "toLowerCase", "padStart", "padEnd", "repeat", "replace", "replaceAll", "charAt", "indexOf", "includes", "some", "every", "findIndex"]);
// Of these, the ones whose elements are the receiver's own elements.
const SAME_ELEMENTS: ReadonlySet<string> = new Set(["filter", "slice", "concat", "toSorted", "toReversed", "flat"]);
// Library calls whose result is a fresh object, array or primitive of the language's own.
const FRESH_RESULTS: ReadonlySet<string> = new Set(["Object.keys", "Object.entries", "Object.fromEntries", "Array.from", "Array.of", "Array.isArray", "Number.parseInt", "Number.parseFloat", "Number.isInteger", "Math.max", "Math.min", "Math.round", "Math.floor", "Math.ceil", "Math.abs", "JSON.stringify", "String.raw", "Date.now"]);

/**
 * Whether `value` is never an object that inherits `container`'s members (a class, or an object literal): see the
 * header. `container` itself, held anywhere, is not plain.
 */
export function neverInherits(value: Node, container: Node, scopes: Scopes, reads: EntryFacts): boolean {
  // A program that sets a prototype (`Object.setPrototypeOf(row, Bundle.prototype)`, `row.__proto__ = …`) may give
  // any object of its own the class's accessors, through whatever alias it holds.
  if (reads.reshaped(undefined) || anywhereInProgram(value, settingPrototypes, (n) => n.kind === SyntaxKind.Identifier && PROTOTYPE_SETTERS.has(fields(n).text ?? ""))) return false;
  return plain(value, { container, scopes, reads, seen: new Set() }, 0);
}

interface Walk {
  readonly container: Node;
  readonly scopes: Scopes;
  readonly reads: EntryFacts;
  readonly seen: Set<Node | Declaration>;
}

function plain(value: Node, w: Walk, depth: number): boolean {
  const v = unparenthesised(value);
  if (depth > DEPTH) return false;
  switch (v.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
    case SyntaxKind.TemplateExpression:
    case SyntaxKind.NumericLiteral:
    case SyntaxKind.BigIntLiteral:
    case SyntaxKind.RegularExpressionLiteral:
    case SyntaxKind.TrueKeyword:
    case SyntaxKind.FalseKeyword:
    case SyntaxKind.NullKeyword:
    case SyntaxKind.ArrayLiteralExpression:
    case SyntaxKind.TypeOfExpression:
    case SyntaxKind.PrefixUnaryExpression:
    case SyntaxKind.PostfixUnaryExpression:
      return true;
    case SyntaxKind.ObjectLiteralExpression:
      // `{ __proto__: base, … }` inherits from `base`; any other literal from Object.prototype alone.
      return v !== w.container && !((v as Node & { readonly properties?: readonly Node[] }).properties ?? []).some((p) => p.kind === SyntaxKind.PropertyAssignment && fields(p).name?.text === "__proto__");
    case SyntaxKind.AwaitExpression:
      return plain(fields(v).expression as Node, w, depth + 1);
    case SyntaxKind.ConditionalExpression:
      return plain(fields(v).whenTrue as Node, w, depth + 1) && plain(fields(v).whenFalse as Node, w, depth + 1);
    case SyntaxKind.BinaryExpression: {
      const op = fields(v).operatorToken?.kind;
      if (op === SyntaxKind.EqualsToken || op === SyntaxKind.CommaToken) return plain(fields(v).right as Node, w, depth + 1);
      if (op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarEqualsToken || op === SyntaxKind.QuestionQuestionEqualsToken || op === SyntaxKind.AmpersandAmpersandEqualsToken) return plain(fields(v).left as Node, w, depth + 1) && plain(fields(v).right as Node, w, depth + 1);
      // Arithmetic, comparison, `in`, `instanceof`: a primitive.
      return true;
    }
    case SyntaxKind.NewExpression: {
      const callee = unparenthesised(fields(v).expression as Node);
      return callee.kind === SyntaxKind.Identifier && w.scopes.declarationOf(callee) === undefined && BUILTINS.has(fields(callee).text ?? "");
    }
    case SyntaxKind.CallExpression:
      return plainResult(v, w, depth);
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
      return parsedData(v, w.scopes, w.reads, depth) || elementOf(v, w, depth);
    case SyntaxKind.Identifier:
      return plainBinding(v, w, depth);
    default:
      return false;
  }
}

// Constructors of the language whose instances have only the language's members.
const BUILTINS: ReadonlySet<string> = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array", "Date", "RegExp", "Error", "TypeError", "RangeError", "SyntaxError", "Object", "String", "Number", "Boolean"]);

// A call's result: `JSON.parse`, an operation's, a library call's, an array method's, or a function of the program's
// whose every `return` gives a plain value.
function plainResult(call: Node, w: Walk, depth: number): boolean {
  if (parsedData(call, w.scopes, w.reads, depth)) return true;
  const callee = unparenthesised(fields(call).expression as Node);
  if (rootedAtGg(callee, w.scopes)) return true;
  const named = globalMethodCall(call, w.scopes);
  if (named !== undefined) {
    if (named[0] === "JSON" && named[1] === "parse") return reviverKeepsPlain(call, w, depth);
    if (named[0] === "Object" && named[1] === "assign") {
      const target = (fields(call).arguments ?? [])[0];
      return target !== undefined && plain(target, w, depth + 1);
    }
    return FRESH_RESULTS.has(named.join(".")) && w.reads.writesOf(named[1]).length === 0;
  }
  if (callee.kind === SyntaxKind.PropertyAccessExpression) {
    const method = fields(callee).name?.text ?? "";
    return NEW_ARRAYS.has(method) && w.reads.definitionsOf(method).length === 0 && w.reads.writesOf(method).length === 0;
  }
  const fn = calleeFunction(callee, w.scopes);
  if (fn === undefined || w.seen.has(fn) || (fn as Node & { readonly asteriskToken?: Node }).asteriskToken !== undefined) return false;
  w.seen.add(fn);
  const body = fields(fn).body;
  if (body === undefined) return false;
  if (body.kind !== SyntaxKind.Block) return plain(body, w, depth + 1);
  // A bare `return` and running off the end give `undefined`: plain too.
  return returnStatementsOf(body).every((r) => r === undefined || plain(r, w, depth + 1));
}

// `JSON.parse(text, (key, value) => …)`: plain where every value the reviver returns is its `value` or plain itself.
function reviverKeepsPlain(call: Node, w: Walk, depth: number): boolean {
  const args = fields(call).arguments ?? [];
  const reviver = args[1] === undefined ? undefined : unparenthesised(args[1]);
  if (args.length !== 2 || (reviver?.kind !== SyntaxKind.ArrowFunction && reviver?.kind !== SyntaxKind.FunctionExpression) || w.reads.writesOf("parse").length > 0) return false;
  const given = (fields(reviver).parameters ?? [])[1];
  const name = given === undefined ? undefined : fields(given).name;
  const d = name?.kind === SyntaxKind.Identifier ? w.scopes.declarationOf(name) : undefined;
  // The reviver's own `value` is what the parse made of that part (built from the values it returned before).
  if (d !== undefined) w.seen.add(d);
  const body = fields(reviver).body as Node;
  const returns = body.kind === SyntaxKind.Block ? returnStatementsOf(body) : [body];
  const keeps = returns.every((r) => r === undefined || plain(r, w, depth + 1));
  if (d !== undefined) w.seen.delete(d);
  return keeps;
}

// `ROWS[0]`, `ROWS.at(-1)`: an element of an array whose every element is plain.
function elementOf(access: Node, w: Walk, depth: number): boolean {
  if (access.kind !== SyntaxKind.ElementAccessExpression) return false;
  return plainElements(fields(access).expression as Node, w, depth + 1);
}

/** Whether every element of the array `value` is plain: a literal of plain elements held for good and never given another, an operation's list, parsed data, a filtered or sliced copy of one. */
function plainElements(value: Node, w: Walk, depth: number): boolean {
  const v = unparenthesised(value);
  if (depth > DEPTH) return false;
  switch (v.kind) {
    case SyntaxKind.ArrayLiteralExpression:
      return ((v as Node & { readonly elements?: readonly Node[] }).elements ?? []).every((e) => (e.kind === SyntaxKind.SpreadElement ? plainElements(fields(e).expression as Node, w, depth + 1) : e.kind === SyntaxKind.OmittedExpression || plain(e, w, depth + 1)));
    case SyntaxKind.CallExpression: {
      if (parsedData(v, w.scopes, w.reads, depth)) return true;
      const callee = unparenthesised(fields(v).expression as Node);
      if (rootedAtGg(callee, w.scopes)) return true;
      const named = globalMethodCall(v, w.scopes);
      if (named !== undefined) return (named.join(".") === "Object.keys" || named.join(".") === "Object.entries") && w.reads.writesOf(named[1]).length === 0;
      if (callee.kind !== SyntaxKind.PropertyAccessExpression) return false;
      const method = fields(callee).name?.text ?? "";
      if (w.reads.definitionsOf(method).length > 0 || w.reads.writesOf(method).length > 0) return false;
      if (method === "split") return true;
      if (SAME_ELEMENTS.has(method)) return plainElements(fields(callee).expression as Node, w, depth + 1);
      // `rows.map((r) => ({ ...r }))`: what the callback returns.
      if (method === "map") {
        const fn = (fields(v).arguments ?? [])[0];
        const f = fn === undefined ? undefined : calleeFunction(fn, w.scopes);
        const body = f === undefined ? undefined : fields(f).body;
        if (body === undefined) return false;
        return body.kind === SyntaxKind.Block ? returnStatementsOf(body).every((r) => r === undefined || plain(r, w, depth + 1)) : plain(body, w, depth + 1);
      }
      return false;
    }
    case SyntaxKind.AwaitExpression:
      return plainElements(fields(v).expression as Node, w, depth + 1);
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
      return parsedData(v, w.scopes, w.reads, depth);
    case SyntaxKind.Identifier: {
      if (parsedData(v, w.scopes, w.reads, depth)) return true;
      const d = w.scopes.declarationOf(v);
      if (d === undefined || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || w.seen.has(d)) return false;
      // Its elements stay what they were made: every other use only reads it (`ROWS[0]`, `ROWS.length`, `for…of`).
      if (!d.references.every((r) => r === d.identifier || readsOnly(r))) return false;
      const init = fields(d.holder).initializer;
      return init !== undefined && plainElements(init, w, depth + 1);
    }
    default:
      return false;
  }
}

// A use of an array's binding that changes none of its elements: a member read other than a writer called, an
// element read, a `for…of` over it, a spread.
function readsOnly(reference: Node): boolean {
  const outer = outermost(reference);
  const parent = outer.parent;
  if (parent === undefined) return false;
  if (parent.kind === SyntaxKind.ForOfStatement) return fields(parent).expression === outer;
  if (parent.kind === SyntaxKind.SpreadElement) return true;
  if (parent.kind === SyntaxKind.PropertyAccessExpression) {
    if (ARRAY_ADDERS.has(fields(parent).name?.text ?? "")) return false;
    return !assignedTo(parent);
  }
  if (parent.kind === SyntaxKind.ElementAccessExpression) return fields(parent).expression === outer && !assignedTo(parent);
  return false;
}

// `x.k = …`, `x[i] += …`, `[x[0]] = …`: the access is written.
function assignedTo(access: Node): boolean {
  const outer = outermost(access);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.BinaryExpression && fields(parent).left === outer) {
    const op = fields(parent).operatorToken?.kind;
    return op !== undefined && isAssignmentOperator(op);
  }
  return parent?.kind === SyntaxKind.ArrayLiteralExpression || parent?.kind === SyntaxKind.PropertyAssignment || parent?.kind === SyntaxKind.ShorthandPropertyAssignment || parent?.kind === SyntaxKind.PrefixUnaryExpression || parent?.kind === SyntaxKind.PostfixUnaryExpression || parent?.kind === SyntaxKind.DeleteExpression;
}

// A binding: every value it is given is plain (its initializer, or `undefined` without one, and each `x = …`); a
// `for…of` variable over plain elements; an element callback's element; a reviver's `value`.
function plainBinding(name: Node, w: Walk, depth: number): boolean {
  if (fields(name).text === "undefined" && w.scopes.declarationOf(name) === undefined) return true;
  const d = w.scopes.declarationOf(name);
  if (d === undefined) return false;
  if (w.seen.has(d)) return d.kind === "parameter";
  if (d.count > 1) return false;
  if (d.kind === "parameter") return elementParameter(d, w, depth);
  if ((d.kind !== "const" && d.kind !== "let" && d.kind !== "var") || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
  const loop = d.holder.parent?.parent;
  if (loop?.kind === SyntaxKind.ForOfStatement && fields(loop).initializer === d.holder.parent) return d.writes === 0 && fields(loop).awaitModifier === undefined && plainElements(fields(loop).expression as Node, w, depth + 1);
  if (loop?.kind === SyntaxKind.ForInStatement && fields(loop).initializer === d.holder.parent) return d.writes === 0;
  w.seen.add(d);
  try {
    const init = fields(d.holder).initializer;
    if (init !== undefined && !plain(init, w, depth + 1)) return false;
    if (d.writes === 0) return true;
    // `let cfg; try { cfg = JSON.parse(text); } catch { cfg = {}; }`: each plain assignment.
    return d.references.every((r) => r === d.identifier || !w.scopes.isWrite(r) || plainWrite(r, w, depth));
  } finally {
    w.seen.delete(d);
  }
}

// A write of a binding by `=` of a plain value, or by an operator whose result is a primitive (`+=`, `++`).
function plainWrite(reference: Node, w: Walk, depth: number): boolean {
  const outer = outermost(reference);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.PrefixUnaryExpression || parent?.kind === SyntaxKind.PostfixUnaryExpression) return true;
  if (parent?.kind !== SyntaxKind.BinaryExpression || fields(parent).left !== outer) return false;
  const op = fields(parent).operatorToken?.kind;
  if (op === SyntaxKind.EqualsToken || op === SyntaxKind.BarBarEqualsToken || op === SyntaxKind.QuestionQuestionEqualsToken || op === SyntaxKind.AmpersandAmpersandEqualsToken) return plain(fields(parent).right as Node, w, depth + 1);
  return true;
}

// The first parameter of an element callback over plain elements (`rows.forEach((r) => r.role)`).
function elementParameter(d: Declaration, w: Walk, depth: number): boolean {
  const fn = d.holder.kind === SyntaxKind.Parameter && fields(d.holder).name === d.identifier ? d.holder.parent : undefined;
  if (fn === undefined || (fields(fn).parameters ?? [])[0] !== d.holder || d.writes > 0) return false;
  const call = outermost(fn).parent;
  const callee = call?.kind === SyntaxKind.CallExpression && (fields(call).arguments ?? [])[0] === outermost(fn) ? unparenthesised(fields(call).expression as Node) : undefined;
  const method = callee?.kind === SyntaxKind.PropertyAccessExpression ? (fields(callee).name?.text ?? "") : "";
  return callee !== undefined && ELEMENT_CALLBACKS.has(method) && w.reads.writesOf(method).length === 0 && w.reads.definitionsOf(method).length === 0 && plainElements(fields(callee).expression as Node, w, depth + 1);
}

/**
 * Whether a value is what `JSON.parse` made without a reviver, or a part of it: objects of the language's own, arrays
 * and primitives, which hold no program getter or method. Followed through members and elements (`cfg.a`, `list[0]`),
 * `const`s, `for…of` over it and the element callbacks of its arrays (`list.map((a) => a.role)`).
 */
export function parsedData(value: Node, scopes: Scopes, reads: EntryFacts, depth: number): boolean {
  const v = unparenthesised(value);
  if (depth > 4) return false;
  switch (v.kind) {
    case SyntaxKind.CallExpression: {
      const named = globalMethodCall(v, scopes);
      const args = fields(v).arguments ?? [];
      return named?.[0] === "JSON" && named[1] === "parse" && args.length === 1 && args[0]?.kind !== SyntaxKind.SpreadElement && reads.writesOf("parse").length === 0 && !reads.reshaped(undefined);
    }
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
      return parsedData(fields(v).expression as Node, scopes, reads, depth + 1);
    case SyntaxKind.Identifier: {
      const d = scopes.declarationOf(v);
      if (d === undefined || d.writes > 0 || d.count > 1) return false;
      if (d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier) {
        const loop = d.holder.parent?.parent;
        if (loop?.kind === SyntaxKind.ForOfStatement && fields(loop).initializer === d.holder.parent) return fields(loop).awaitModifier === undefined && parsedData(fields(loop).expression as Node, scopes, reads, depth + 1);
        const init = fields(d.holder).initializer;
        return init !== undefined && parsedData(init, scopes, reads, depth + 1);
      }
      // `list.map((a) => a.role)`: the element callback's first parameter is an element of the list.
      const fn = d.kind === "parameter" && d.holder.kind === SyntaxKind.Parameter && fields(d.holder).name === d.identifier ? d.holder.parent : undefined;
      if (fn === undefined || (fields(fn).parameters ?? [])[0] !== d.holder) return false;
      const call = outermost(fn).parent;
      const callee = call?.kind === SyntaxKind.CallExpression && (fields(call).arguments ?? [])[0] === outermost(fn) ? unparenthesised(fields(call).expression as Node) : undefined;
      return callee?.kind === SyntaxKind.PropertyAccessExpression && ELEMENT_CALLBACKS.has(fields(callee).name?.text ?? "") && reads.writesOf(fields(callee).name?.text ?? "").length === 0 && parsedData(fields(callee).expression as Node, scopes, reads, depth + 1);
    }
    default:
      return false;
  }
}
