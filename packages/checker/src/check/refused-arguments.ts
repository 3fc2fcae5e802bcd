/**
 * Built-ins called with what they refuse whatever the values (GG1012), where the compiler's types say nothing:
 *
 * - the `RegExp` constructor given constant text that is no pattern, or flags that are none (`new RegExp("*.js")`):
 *   a SyntaxError where the call runs;
 * - `replaceAll` or `matchAll` of a string given a regular expression literal without the `g` flag (in place, or in a
 *   `const`): a TypeError;
 * - constants out of a built-in's range: `new Array(-8)`, `new Uint8Array(-1)`, `" ".repeat(-3)`, `x.toFixed(200)`,
 *   `BigInt(19.99)`, `BigInt("1.5")`, `String.fromCodePoint(0x110000)`, a `decodeURIComponent` of text with a stray
 *   `%`: a RangeError, SyntaxError or URIError;
 * - `reduce` of an array that is empty whenever it is read, with no initial value: a TypeError;
 * - `sort` or `toSorted` of an array given a comparator that is a primitive or an object literal (`names.sort("desc")`):
 *   a TypeError;
 * - `new Map`, `Set`, `WeakMap` or `WeakSet` of an object literal, a number or a boolean written in place: not
 *   iterable, a TypeError; of a list whose element (a `WeakMap` entry's key) is a primitive written in place, a
 *   TypeError;
 * - a `WeakMap`'s `set` or a `WeakSet`'s `add` given a primitive by its value (a weak collection holds objects): a
 *   TypeError;
 * - a frozen list's mutators (`push`, `sort` of two or more, a `fill` or `copyWithin` that writes), and a write by a
 *   computed key to an object or list frozen where it was made: a TypeError;
 * - `JSON.parse` of constant text that is no JSON: a SyntaxError;
 * - `JSON.stringify` of a BigInt by value, alone or in object and array literals written in place, with no replacer:
 *   a TypeError.
 *
 * Each is certain where the call runs, uncaught (in JavaScript, `replaceAll`'s receiver a string by its value); the program replacing the built-in (`globalThis.RegExp = …`,
 * `String.prototype.replaceAll = …`, a member written by a computed key on a built-in) makes it uncertain.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import type { EngineProgram } from "../engine-interface.js";
import type { Language } from "../types.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { isAssignmentOperator } from "./execution/scopes.js";
import type { Scopes } from "./execution/scopes.js";
import { newerRegexSyntax } from "./newer-syntax.js";
import { outermostParentheses, unparenthesised } from "../syntax/parentheses.js";
import { constValue, fields, globalMethodCall, isShortCircuit, onlyAnswer, testsFreezing } from "./execution/syntax.js";
import { frozenArray, frozenLiteral, isWriteTarget, spelledOut } from "./execution/own-objects.js";
import { reachedOnEveryEntry } from "./execution/every-entry.js";
import { candidate, namesThatMayHoldNothing, testedFirst } from "./nullish-reads.js";
import type { MayHoldNothing } from "./nullish-reads.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { typeTrustOf } from "./type-trust.js";

type Call = Node & { readonly expression: Node; readonly arguments?: readonly Node[] };

// String methods that refuse a regular expression without the `g` flag.
const GLOBAL_ONLY: ReadonlySet<string> = new Set(["replaceAll", "matchAll"]);

// Methods of a number refusing a constant digit count or radix outside a range: a RangeError.
const NUMBER_RANGES: ReadonlyMap<string, readonly [number, number]> = new Map([
  ["toFixed", [0, 100]],
  ["toPrecision", [1, 100]],
  ["toExponential", [0, 100]],
  ["toString", [2, 36]],
]);

// The library's array types: `Array` and the typed arrays.
const ARRAY_TYPES = /^(Readonly)?Array$|^(Int|Uint|Float|BigInt|BigUint)(8|16|32|64)(Clamped)?Array$/;

// The methods whose calls this pass asks about: any other call is passed over before the model is built.
const REFUSING_METHODS: ReadonlySet<string> = new Set(["replaceAll", "matchAll", "repeat", "toFixed", "toPrecision", "toExponential", "toString", "reduce", "reduceRight", "sort", "toSorted", "stringify", "fromCodePoint", "parse",
  "setInt8", "setUint8", "setInt16", "setUint16", "setInt32", "setUint32", "setFloat32", "setFloat64", "setBigInt64", "setBigUint64"]);

// The methods of an array that write to it, with the fewest elements on which they do: `push` sets the length even
// given nothing, `sort` of one element moves none.
const ARRAY_MUTATORS: ReadonlyMap<string, number> = new Map([["push", 0], ["pop", 0], ["shift", 0], ["unshift", 0], ["splice", 0], ["sort", 2], ["reverse", 2], ["fill", 1], ["copyWithin", 1]]);

// Constructors taking a length first: the buffers and every typed array.
const BUFFERS = /^(ArrayBuffer|SharedArrayBuffer|(Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array)$/;

// Collections whose constructor iterates its argument.
const COLLECTIONS: ReadonlySet<string> = new Set(["Map", "Set", "WeakMap", "WeakSet"]);

// Global functions refusing constant text they cannot decode: a URIError.
const DECODERS: ReadonlyMap<string, (text: string) => string> = new Map([
  ["decodeURIComponent", decodeURIComponent],
  ["decodeURI", decodeURI],
]);

/**
 * Whether `fill(value, start, end)` or `copyWithin(target, start, end)` writes no element of a list of `size`, by
 * their constant places (`given` arguments written; one the model cannot fix counts as writing).
 */
function writesNothing(method: "fill" | "copyWithin", args: readonly (string | number | undefined)[], given: number, size: number): boolean {
  const at = (i: number, fallback: number): number | undefined => {
    if (i >= given) return fallback;
    const v = args[i];
    if (typeof v !== "number") return undefined;
    const n = Number.isNaN(v) ? 0 : Math.trunc(v);
    return n < 0 ? Math.max(size + n, 0) : Math.min(n, size);
  };
  if (method === "fill") {
    const [start, end] = [at(1, 0), at(2, size)];
    return start !== undefined && end !== undefined && start >= end;
  }
  const [to, from, end] = [at(0, 0), at(1, 0), at(2, size)];
  return to !== undefined && from !== undefined && end !== undefined && Math.min(end - from, size - to) <= 0;
}

// The key of the first entry `[key, value]` of a list written in place whose key is a primitive written in place, if
// no spread or other element comes before it (which may throw first, or be no entry).
function firstPrimitiveKey(list: Node): Node | undefined {
  for (const element of (list as Node & { readonly elements?: readonly Node[] }).elements ?? []) {
    const e = unparenthesised(element);
    if (e.kind !== SyntaxKind.ArrayLiteralExpression) return undefined;
    const key = ((e as Node & { readonly elements?: readonly Node[] }).elements ?? [])[0];
    if (key === undefined || key.kind === SyntaxKind.SpreadElement) return undefined;
    if (PRIMITIVE_FORMS.has(unparenthesised(key).kind)) return unparenthesised(key);
  }
  return undefined;
}

// The element access a node writes by a computed key, always (`o[k] = v`, `o[k] += 1`, `o[k]++`); not a logical
// assignment, which may write nothing, nor `delete`, which of a member the object lacks throws nothing.
function computedWrite(node: Node, named = false): Node | undefined {
  let target: Node | undefined;
  if (node.kind === SyntaxKind.BinaryExpression) {
    const op = fields(node).operatorToken?.kind as SyntaxKind;
    const logical = op === SyntaxKind.QuestionQuestionEqualsToken || op === SyntaxKind.BarBarEqualsToken || op === SyntaxKind.AmpersandAmpersandEqualsToken;
    if (isAssignmentOperator(op) && !logical) target = fields(node).left as Node;
  } else if ((node.kind === SyntaxKind.PrefixUnaryExpression || node.kind === SyntaxKind.PostfixUnaryExpression) && (fields(node).operator === SyntaxKind.PlusPlusToken || fields(node).operator === SyntaxKind.MinusMinusToken)) {
    target = fields(node).operand as Node;
  }
  const t = target === undefined ? undefined : unparenthesised(target);
  return (t?.kind === SyntaxKind.ElementAccessExpression || (named && t?.kind === SyntaxKind.PropertyAccessExpression)) && fields(t).questionDotToken === undefined ? t : undefined;
}

// Whether a name is a `const` whose value is an object or array literal written in place (frozen, if at all, by a
// statement of its own, which the compiler's types do not see).
function literalConst(owner: Node, scopes: Scopes): boolean {
  const value = unparenthesised(owner).kind === SyntaxKind.Identifier ? constValue(owner, scopes) : undefined;
  return value?.kind === SyntaxKind.ObjectLiteralExpression || value?.kind === SyntaxKind.ArrayLiteralExpression;
}

// "WeakMap" or "WeakSet" where an expression is one the guest makes: `new WeakMap()` in place, or held in a `const`.
function weakCollection(expression: Node, scopes: Scopes): "WeakMap" | "WeakSet" | undefined {
  const e = constValue(expression, scopes);
  const made = e?.kind === SyntaxKind.NewExpression ? unparenthesised(fields(e).expression as Node) : undefined;
  const name = made?.kind === SyntaxKind.Identifier && scopes.declarationOf(made) === undefined ? fields(made).text : undefined;
  return name === "WeakMap" || name === "WeakSet" ? name : undefined;
}

// The first element of a list written in place that is a primitive written in place (text, a number, a boolean,
// `null`), if no spread comes before it (a spread may hand over anything, and may throw first).
function firstPrimitiveElement(list: Node): Node | undefined {
  for (const element of (list as Node & { readonly elements?: readonly Node[] }).elements ?? []) {
    const e = unparenthesised(element);
    if (e.kind === SyntaxKind.SpreadElement) return undefined;
    if (PRIMITIVE_FORMS.has(e.kind)) return e;
  }
  return undefined;
}

const PRIMITIVE_FORMS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.TemplateExpression, SyntaxKind.NumericLiteral, SyntaxKind.BigIntLiteral, SyntaxKind.TrueKeyword, SyntaxKind.FalseKeyword, SyntaxKind.NullKeyword]);

/** A finding (GG1012) for every call of a built-in with arguments it always refuses. */
export function refusedArgumentFindings(source: Source, program: EngineProgram, language: Language, operationCalls: ReadonlyMap<Node, unknown>): RawDiagnostic[] {
  if (!/RegExp|replaceAll|matchAll|Array|repeat|to(Fixed|Precision|Exponential|String)|Big(Int|Uint)|\b\d[\d_]*n\b|decodeURI|reduce|stringify|sort|Sorted|Map|Set|Buffer|fromCodePoint|parse|freeze|toISOString|Object\.|Reflect\./.test(source.text)) return [];
  // Only a program that freezes can have a frozen array to write to.
  // A program that asks whether a list is frozen may write only where it is not.
  const freezes = source.text.includes("freeze") && !testsFreezing(source.text);
  // Only a program that makes a weak collection can hand one a primitive: others build no model for `set` and `add`.
  const weakNamed = /Weak(Map|Set)/.test(source.text);
  // The model costs a walk of the program: built at the first call that may be refused, not for every program.
  let built: ExecutionModel | undefined;
  const model = (): ExecutionModel => (built ??= executionOf(source));
  const found: RawDiagnostic[] = [];
  // Only a program that makes a date of text written in place, or of a constant named as one (`new Date(DUE)`), can
  // make an invalid one by its text: others ask nothing, and build no model for it.
  const makesConstantDate = /new Date\(\s*(["'`]|[A-Z][A-Z0-9_]*\s*\))/.test(source.text);
  // Only a program that writes a BigInt (`10n`, `BigInt(…)`) can hand one to `JSON.stringify`: others ask nothing.
  const mentionsBigInt = /\b\d[\d_]*n\b|Big(Int|Uint)/.test(source.text);
  // Only a program that writes text shaped as JSON that is none (`"{'a': 1}"`) can hand it to `JSON.parse`: others ask
  // nothing, and build no model for it (most programs call `JSON.parse` on what they read).
  // A `JSON.parse` given text the program writes in place (a literal, a template, a list turned into text) or in a
  // binding, or given nothing, is asked too.
  let badJson: boolean | undefined;
  const writesBadJson = (): boolean =>
    (badJson ??= source.nodes.some((n) => ((n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral) && /^\s*[[{]/.test(fields(n).text ?? "") && !parsesAsJson(fields(n).text ?? "")) || parsesWritten(n)));
  // The names that may hold nothing by the text alone (GG1016's question), asked once a refuser of nothing is called.
  let nothing: MayHoldNothing | undefined;
  const add = (at: Node, call: Node, message: string): void => {
    const certain = model().fails(call);
    const start = source.start(at);
    found.push({ start, length: at.end - start, code: GG.refusedArgument, message, certain, advisory: !certain });
  };
  // Whether the compiler's type of `n` is its value's (`type-trust.ts`).
  const byValue = (n: Node): boolean => typeTrustOf(model(), (c) => operationCalls.has(c), (e) => program.primitiveKind(e)).byValue(n);
  // In TypeScript the compiler holds the program to its types; in JavaScript a type is a claim unless the value says so.
  const isA = (receiver: Node, kind: "string" | "number"): boolean => program.primitiveKind(receiver) === kind && (language === "ts" || byValue(receiver));
  // A method the program may have replaced (or added under a computed key) is not the built-in's.
  const replaced = (method: string, owner: string): boolean => model().facts.anyMember || model().facts.memberWrites.has(method) || model().facts.prototypeWrites.has(method) || model().facts.memberWrites.has(`${owner}.${method}`);
  // `Object.freeze = (o) => o`: a program that replaces freezing (or may, by a computed key) freezes nothing for sure.
  const freezeReplaced = (): boolean => replaced("freeze", "Object") || replaced("seal", "Object") || replaced("preventExtensions", "Object");
  // An array for sure: only the library's array types, by value in JavaScript.
  const isArray = (receiver: Node): boolean => {
    const names = program.libraryTypeNames(receiver);
    return names.length > 0 && names.every((n) => ARRAY_TYPES.test(n)) && (language === "ts" || byValue(receiver));
  };
  const constant = (n: Node | undefined): string | number | undefined => (n === undefined || n.kind === SyntaxKind.SpreadElement ? undefined : model().values.constant(n));
  // The built-in a call reaches that turns arguments into numbers, and which: `Math`'s functions all of theirs, a
  // string's, an array's or a number's method those of its positions and counts.
  const numberConverting = (call: Node, callee: Node): { readonly name: string; readonly owner: string; readonly method: string; readonly indices: readonly number[] } | undefined => {
    const named = globalMethodCall(call, model().scopes);
    if (named?.[0] === "Math") return { name: `Math.${named[1]}`, owner: "Math", method: named[1], indices: (fields(call).arguments ?? []).map((_, i) => i) };
    if (named?.[0] === "String" && (named[1] === "fromCharCode" || named[1] === "fromCodePoint")) return { name: `String.${named[1]}`, owner: "String", method: named[1], indices: (fields(call).arguments ?? []).map((_, i) => i) };
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).questionDotToken !== undefined) return undefined;
    const method = fields(callee).name?.text ?? "";
    const receiver = fields(callee).expression as Node;
    const owner = isA(receiver, "string") ? "String" : isA(receiver, "number") ? "Number" : isArray(receiver) ? "Array" : undefined;
    const indices = owner === undefined ? undefined : NUMBER_POSITIONS.get(`${owner}.${method}`);
    return owner === undefined || indices === undefined ? undefined : { name: method, owner: `${owner}.prototype`, method, indices };
  };
  // Whether a value is, by its value, the other kind of number than `wanted` (a Number where a BigInt goes).
  const mismatched = (value: Node, wanted: "number" | "bigint"): boolean => {
    const kind = program.primitiveKind(value);
    return (kind === "number" || kind === "bigint") && kind !== wanted && byValue(value);
  };
  // Whether `value` certainly holds an object the built-in constructor `name` made: by its value, or a `const` given
  // `new name(…)` (an element written by index cannot change what a typed array or view is).
  const madeBy = (value: Node, name: string): boolean => {
    const made = constValue(value, model().scopes);
    const callee = made?.kind === SyntaxKind.NewExpression ? unparenthesised(fields(made).expression as Node) : undefined;
    if (callee?.kind === SyntaxKind.Identifier && fields(callee).text === name && model().scopes.declarationOf(callee) === undefined && !model().setsGlobal(name)) return true;
    return byValue(value);
  };
  // The flags of `new RegExp(text)` or `RegExp(text, flags)` of the guest's, where the text fixes them (none given is "").
  const madeRegExpFlags = (made: Node): string | undefined => {
    if (made.kind !== SyntaxKind.NewExpression && made.kind !== SyntaxKind.CallExpression) return undefined;
    const callee = unparenthesised(fields(made).expression as Node);
    const given = fields(made).arguments ?? [];
    if (callee.kind !== SyntaxKind.Identifier || fields(callee).text !== "RegExp" || model().scopes.declarationOf(callee) !== undefined || model().setsGlobal("RegExp") || given.length === 0 || given.some((a) => a.kind === SyntaxKind.SpreadElement)) return undefined;
    // A pattern given as a regular expression keeps its flags where no flags are given.
    const source = unparenthesised(given[0] as Node);
    if (given.length === 1) return typeof constant(source) === "string" ? "" : undefined;
    const flags = constant(given[1]);
    return typeof flags === "string" ? flags : undefined;
  };
  // The first element of a list the text sizes with at least one: an array literal, in place or in a `const` no use
  // changes, whose first element is no spread.
  const firstElement = (list: Node): Node | undefined => {
    const literal = constValue(list, model().scopes);
    const head = literal?.kind === SyntaxKind.ArrayLiteralExpression ? (literal as Node & { readonly elements?: readonly Node[] }).elements?.[0] : undefined;
    if (head === undefined || head.kind === SyntaxKind.SpreadElement || head.kind === SyntaxKind.OmittedExpression || model().facts.anyMember) return undefined;
    return (model().values.arrayLength(list) ?? 0) >= 1 ? head : undefined;
  };
  // `h.k = 5` (or `list.push(x)`) in `function tune(h)`, on every entry, where one call hands `h` an object frozen
  // where it is made (`tune(HYPER)` of `const HYPER = Object.freeze({ k: 3 })`): that call throws.
  const frozenHandedIn = (write: Node, target: Node, shown: string, needs: number): void => {
    const p = unparenthesised(target);
    const d = p.kind === SyntaxKind.Identifier ? model().scopes.declarationOf(p) : undefined;
    if (d === undefined || d.kind !== "parameter" || d.writes > 0 || d.holder.kind !== SyntaxKind.Parameter || fields(d.holder).name !== d.identifier || fields(d.holder).initializer !== undefined || model().facts.anyMember) return;
    const fn = d.holder.parent as Node;
    const name = fn.kind === SyntaxKind.FunctionDeclaration ? fields(fn).name : fn.parent?.kind === SyntaxKind.VariableDeclaration ? fields(fn.parent).name : undefined;
    if (name?.kind !== SyntaxKind.Identifier || !reachedOnEveryEntry(write, fn)) return;
    for (const { arg } of model().handedAt(d.holder) ?? []) {
      const literal = arg === undefined ? undefined : frozenLiteral(arg, model().scopes);
      const size = literal === undefined ? 0 : ((literal as Node & { readonly elements?: readonly Node[]; readonly properties?: readonly Node[] }).elements ?? (literal as Node & { readonly properties?: readonly Node[] }).properties ?? []).length;
      if (arg === undefined || literal === undefined || (needs > 0 && (literal.kind !== SyntaxKind.ArrayLiteralExpression || size < needs)) || (needs < 0 && literal.kind !== SyntaxKind.ArrayLiteralExpression)) continue;
      add(arg, arg, messages.frozenHandedWrite(fields(name).text ?? "", source.text.slice(source.start(arg), arg.end), shown));
    }
  };
  for (const node of source.nodes) {
    // `h.k = 5` of a parameter one call hands a frozen object, on every entry of the function.
    // (`h.k ??= 5` and its kin write only where the member calls for it.)
    if (freezes && node.kind === SyntaxKind.BinaryExpression && isAssignmentOperator(fields(node).operatorToken?.kind ?? SyntaxKind.Unknown) && !isShortCircuit(fields(node).operatorToken?.kind ?? SyntaxKind.Unknown)) {
      const target = unparenthesised(fields(node).left as Node);
      const member = target.kind === SyntaxKind.PropertyAccessExpression ? fields(target).name?.text : undefined;
      if ((target.kind === SyntaxKind.PropertyAccessExpression || target.kind === SyntaxKind.ElementAccessExpression) && (member === undefined || !model().facts.prototypeWrites.has(member))) frozenHandedIn(node, fields(target).expression as Node, source.text.slice(source.start(target), target.end), 0);
    }
    // `DEFAULTS[key] = value` of `const DEFAULTS = Object.freeze({ … })`: a frozen object refuses a write by any key,
    // one it has (read-only) or one it lacks (not extensible). A write by name is the compiler's TS2540 or TS2339,
    // but not after `Object.freeze(DEFAULTS);` as a statement of its own, which the types do not follow.
    const written = freezes && !freezeReplaced() ? computedWrite(node, true) : undefined;
    if (written !== undefined) {
      const owner = fields(written).expression as Node;
      if (written.kind === SyntaxKind.PropertyAccessExpression && !literalConst(owner, model().scopes)) continue;
      const literal = unparenthesised(owner).kind === SyntaxKind.Identifier ? frozenLiteral(owner, model().scopes) : undefined;
      if (literal !== undefined && !model().facts.anyMember) add(written, written, messages.refusedFrozenWrite(source.text.slice(source.start(owner), owner.end), literal.kind === SyntaxKind.ArrayLiteralExpression, written.kind === SyntaxKind.PropertyAccessExpression ? fields(written).name?.text : undefined));
      continue;
    }
    // `total / 0n`: a BigInt division or remainder by zero has no value, whatever the left side is.
    if (mentionsBigInt && node.kind === SyntaxKind.BinaryExpression && DIVIDING.has(fields(node).operatorToken?.kind ?? SyntaxKind.Unknown)) {
      const divisor = unparenthesised(fields(node).right as Node);
      if (model().values.bigIntConstant(divisor) === 0n) add(divisor, node, messages.refusedBigIntZero(DIVIDING.get(fields(node).operatorToken?.kind ?? SyntaxKind.Unknown) ?? "/"));
      continue;
    }
    // `counters[0] = 42` of a `BigInt64Array`: an element written by index is converted to the array's kind first.
    if (mentionsBigInt && node.kind === SyntaxKind.BinaryExpression && fields(node).operatorToken?.kind === SyntaxKind.EqualsToken && unparenthesised(fields(node).left as Node).kind === SyntaxKind.ElementAccessExpression) {
      const target = unparenthesised(fields(node).left as Node);
      const key = (target as Node & { readonly argumentExpression: Node }).argumentExpression;
      const names = program.libraryTypeNames(fields(target).expression as Node);
      const wanted = names.length === 1 ? elementKindOf(names[0] as string) : undefined;
      const numericKey = key.kind === SyntaxKind.NumericLiteral || (program.primitiveKind(key) === "number" && byValue(key));
      if (wanted !== undefined && numericKey && madeBy(fields(target).expression as Node, names[0] as string) && mismatched(fields(node).right as Node, wanted) && !model().facts.anyMember) add(fields(node).right as Node, node, messages.refusedElementKind(names[0] as string, wanted));
      continue;
    }
    if (node.kind !== SyntaxKind.CallExpression && node.kind !== SyntaxKind.NewExpression) continue;
    const call = node as Call;
    const args = call.arguments ?? [];
    const callee = unparenthesised(call.expression);
    // `Math.abs(delta)`, `"-".repeat(width)` of a BigInt: the built-in turns the argument into a number, which throws.
    // (TypeScript's own finding says so in TypeScript.)
    if (mentionsBigInt && language === "js" && node.kind === SyntaxKind.CallExpression && callee.kind === SyntaxKind.PropertyAccessExpression) {
      // Asked from the cheapest up: the name, then the argument's type, and only then the receiver and the model.
      const name = fields(callee).name?.text ?? "";
      const owner = unparenthesised(fields(callee).expression as Node);
      const ofMath = owner.kind === SyntaxKind.Identifier && fields(owner).text === "Math";
      const positions = ofMath ? args.map((_, i) => i) : POSITION_METHODS.has(name) ? [0, 1, 2] : [];
      const big = positions.filter((i) => args[i] !== undefined && args[i]?.kind !== SyntaxKind.SpreadElement && !args.slice(0, i).some((x) => x.kind === SyntaxKind.SpreadElement) && program.primitiveKind(args[i] as Node) === "bigint");
      const converted = big.length === 0 ? undefined : numberConverting(node, callee);
      for (const index of big) {
        const a = args[index] as Node;
        if (converted !== undefined && converted.indices.includes(index) && byValue(a) && !replaced(converted.method, converted.owner)) add(a, node, messages.refusedBigIntNumber(converted.name));
      }
      // `Math.max(...balances)` of a list whose first element is a BigInt: the first argument it spreads converts.
      const spread = ofMath ? args.findIndex((a) => a.kind === SyntaxKind.SpreadElement) : -1;
      const first = spread < 0 ? undefined : firstElement(fields(args[spread] as Node).expression as Node);
      if (first !== undefined && program.primitiveKind(first) === "bigint" && byValue(first) && !replaced(name, "Math") && numberConverting(node, callee) !== undefined) add(args[spread] as Node, node, messages.refusedBigIntNumber(`Math.${name}`));
    }
    // `Object.keys(cfg)` of a value that is always undefined or null (`let cfg;`, `CONFIG.headers` of a literal without
    // it, what a function without a `return` gives): the built-in makes an object of it first, a TypeError.
    // Asked of the text first (the name, then the argument's form): only then is the model built.
    const refuser = language === "js" && node.kind === SyntaxKind.CallExpression && args[0] !== undefined && args[0].kind !== SyntaxKind.SpreadElement && callee.kind === SyntaxKind.PropertyAccessExpression && namedRefuser(node) && mayBeNothing(unparenthesised(args[0]), (nothing ??= namesThatMayHoldNothing(source))) ? globalMethodCall(node, model().scopes) : undefined;
    if (refuser !== undefined) {
      const a = args[0] as Node;
      const [owner, method] = refuser;
      const known = model().values.of(a);
      if (known.nullish === true && !replaced(method, owner) && !model().setsGlobal(owner) && !testedFirst(a, model())) add(a, node, messages.refusedNullish(`${owner}.${method}`, known.exactly ?? "undefined or null"));
      continue;
    }
    // `isNaN(count)` of a BigInt: the global functions turn their argument into a number (`Number.isNaN` does not).
    if (mentionsBigInt && language === "js" && callee.kind === SyntaxKind.Identifier && NUMBER_TESTS.has(fields(callee).text ?? "") && args[0] !== undefined && args[0].kind !== SyntaxKind.SpreadElement) {
      const name = fields(callee).text ?? "";
      if (program.primitiveKind(args[0]) === "bigint" && model().scopes.declarationOf(callee) === undefined && !model().setsGlobal(name) && byValue(args[0])) add(args[0], node, messages.refusedBigIntNumber(name));
      continue;
    }
    if (callee.kind === SyntaxKind.Identifier) {
      const name = fields(callee).text ?? "";
      if (args.length === 0 || !(COLLECTIONS.has(name) || BUFFERS.test(name) || DECODERS.has(name) || name === "RegExp" || name === "Array" || name === "BigInt")) continue;
      if (model().scopes.declarationOf(callee) !== undefined || model().setsGlobal(name)) continue;
      if (COLLECTIONS.has(name) && node.kind === SyntaxKind.NewExpression) {
        // `new Map({ "a.js": "b.js" })`: an object written in place, a number or a boolean has no iterator.
        const first = unparenthesised(args[0] as Node);
        // (An object with a computed member, a spread or `__proto__` may have one: `{ *[Symbol.iterator]() {…} }`.)
        const notIterable = (first.kind === SyntaxKind.ObjectLiteralExpression && spelledOut(first, model().scopes)) || first.kind === SyntaxKind.NumericLiteral || first.kind === SyntaxKind.TrueKeyword || first.kind === SyntaxKind.FalseKeyword;
        if (notIterable && !model().facts.anyMember) add(first, node, messages.refusedNotIterable(name));
        // `new Map(["a=1"])`, `new WeakSet(["id"])`: a list written in place, an element of which is a primitive
        // written in place before any spread, is iterated up to it, and it is no entry (no key for a weak one).
        // `new WeakMap([["player", 1]])`: an entry written in place whose key is a primitive written in place.
        const primitive = first.kind === SyntaxKind.ArrayLiteralExpression && name !== "Set" ? (firstPrimitiveElement(first) ?? (name === "WeakMap" ? firstPrimitiveKey(first) : undefined)) : undefined;
        if (primitive !== undefined && !model().facts.anyMember) add(primitive, node, messages.refusedPrimitiveElement(name, source.text.slice(source.start(primitive), primitive.end)));
      } else if (name === "RegExp") {
        const refused = refusedPattern(args, model());
        if (refused !== undefined) add(refused.at, node, messages.refusedRegExp(refused.reason));
      } else if (name === "Array" && args.length === 1) {
        // `new Array(-8)`: one number argument is a length, which must be a whole number from 0 to 2³² − 1.
        const length = constant(args[0]);
        if (typeof length === "number" && !(Number.isInteger(length) && length >= 0 && length < 2 ** 32)) add(args[0] as Node, node, messages.refusedConstant("Array", String(length), "RangeError", "a length is a whole number from 0 up"));
      } else if (name === "BigInt" && node.kind === SyntaxKind.CallExpression) {
        const value = constant(args[0]);
        if (typeof value === "number" && !Number.isInteger(value)) add(args[0] as Node, node, messages.refusedConstant("BigInt", String(value), "RangeError", "only a whole number converts"));
        // `BigInt("1.5")`: text converts only where it is a whole number's digits.
        if (typeof value === "string" && !bigIntParses(value)) add(args[0] as Node, node, messages.refusedConstant("BigInt", JSON.stringify(value), "SyntaxError", "only the digits of a whole number convert"));
      } else if (BUFFERS.test(name) && node.kind === SyntaxKind.NewExpression) {
        // `new Uint8Array(-1)`, `new ArrayBuffer(-8)`: a length (or a view's offset) is a whole number from 0 up.
        const length = integerOf(constant(args[0]));
        if (length !== undefined && length < 0) add(args[0] as Node, node, messages.refusedConstant(name, String(constant(args[0])), "RangeError", "a length is a whole number from 0 up"));
        // `new BigInt64Array([0, 512])`: a list written in place is converted element by element to the array's kind.
        const wanted = elementKindOf(name);
        const list = unparenthesised(args[0] as Node);
        const elements = wanted === undefined || !mentionsBigInt || list.kind !== SyntaxKind.ArrayLiteralExpression ? [] : ((list as Node & { readonly elements?: readonly Node[] }).elements ?? []);
        const wrong = wanted === undefined ? undefined : elements.find((e) => e.kind !== SyntaxKind.SpreadElement && e.kind !== SyntaxKind.OmittedExpression && mismatched(e, wanted));
        if (wrong !== undefined && wanted !== undefined) add(wrong, node, messages.refusedElementKind(name, wanted));
      } else {
        const decode = DECODERS.get(name);
        const value = decode === undefined ? undefined : constant(args[0]);
        if (decode !== undefined && typeof value === "string" && !decodes(decode, value)) add(args[0] as Node, node, messages.refusedConstant(name, JSON.stringify(value), "URIError", "a `%` must start an escape of two hex digits"));
      }
      continue;
    }
    const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
    // `QUEUE.push(job)` of `const QUEUE = Object.freeze([])`: a frozen array refuses every write, its length's too.
    if (method !== undefined && node.kind === SyntaxKind.CallExpression && ARRAY_MUTATORS.has(method) && fields(callee).questionDotToken === undefined && freezes && !freezeReplaced()) {
      const frozen = frozenArray(fields(callee).expression as Node, model().scopes);
      const size = frozen === undefined ? 0 : ((frozen as Node & { readonly elements?: readonly Node[] }).elements ?? []).length;
      // `ONE.fill("x", 5)` of a one-element list: a range the constants make empty writes nothing.
      const emptyFill = (method === "fill" || method === "copyWithin") && writesNothing(method, args.map((a) => constant(a)), args.length, size);
      if (frozen !== undefined && !emptyFill && size >= (ARRAY_MUTATORS.get(method) ?? 0) && !replaced(method, "Array.prototype") && !model().facts.anyMember && !model().facts.prototypeWrites.has(method)) add(callee, node, messages.refusedFrozenArray(source.text.slice(source.start(fields(callee).expression as Node), (fields(callee).expression as Node).end), method));
      // `list.push(ch)` in `function addChannel(list, ch)`, where one call hands `list` a frozen array.
      else if (frozen === undefined && !emptyFill && (method === "push" || method === "unshift" || method === "pop" || method === "shift" || method === "splice") && !replaced(method, "Array.prototype") && !model().facts.prototypeWrites.has(method)) frozenHandedIn(node, fields(callee).expression as Node, source.text.slice(source.start(callee), callee.end), -1);
      continue;
    }
    // `cache.set(path, v)` of `const cache = new WeakMap()`: a weak collection's key is an object, never a primitive.
    if ((method === "set" || method === "add") && weakNamed && node.kind === SyntaxKind.CallExpression && args[0] !== undefined && args[0].kind !== SyntaxKind.SpreadElement && fields(callee).questionDotToken === undefined) {
      const weak = weakCollection(fields(callee).expression as Node, model().scopes);
      // `visited.add(path)` in `function visit(path)` every call of which hands text: what the calls hand.
      const handed = weak === undefined ? undefined : handedPrimitive(args[0], model());
      const kind = program.primitiveKind(args[0]) ?? handed;
      if (weak === (method === "set" ? "WeakMap" : "WeakSet") && kind !== undefined && kind !== "symbol" && kind !== "never" && !replaced(method, weak) && !model().facts.prototypeWrites.has(method) && (language === "ts" || byValue(args[0]) || handed !== undefined)) {
        add(args[0], node, messages.refusedWeakKey(weak, method, kind));
      }
      continue;
    }
    // `new Date("2026-13-01").toISOString()`: a date made of constant text that names no time is invalid, and only
    // `toISOString` of all its methods throws for that.
    if (method === "toISOString" && makesConstantDate && node.kind === SyntaxKind.CallExpression && fields(callee).questionDotToken === undefined && args.length === 0) {
      const receiver = unparenthesised(fields(callee).expression as Node);
      const text = receiver.kind === SyntaxKind.Identifier || receiver.kind === SyntaxKind.NewExpression ? invalidDateText(receiver, model(), constant) : undefined;
      if (text !== undefined && !replaced(method, "Date.prototype")) add(callee, node, messages.refusedConstant("toISOString", `the invalid date of ${shortQuote(text)}`, "RangeError", "a date whose text names no time has no ISO form"));
      continue;
    }
    if (method === undefined || node.kind !== SyntaxKind.CallExpression || !REFUSING_METHODS.has(method)) continue;
    const receiver = (callee as Node & { readonly expression: Node }).expression;
    if (method === "parse" && writesBadJson() && guestGlobalNamed(receiver, "JSON", model()) && !replaced(method, "JSON")) {
      // `JSON.parse("{'indent': 2}")`: constant text that is no JSON throws before any reviver runs. So does what turns
      // into such text: a list of constants (`[1, 2]` is "1,2"), undefined ("undefined").
      const text = args[0] === undefined ? "undefined" : jsonTextOf(args[0], model(), constant);
      if (text !== undefined && !parsesAsJson(text)) add(args[0] ?? callee, node, messages.refusedConstant("JSON.parse", shortQuote(text), "SyntaxError", "JSON text is an object, a list, a number, a string, true, false or null, its keys and strings quoted with `\"`, with no trailing comma"));
      continue;
    }
    if (method === "fromCodePoint" && guestGlobalNamed(receiver, "String", model()) && !replaced(method, "String")) {
      // `String.fromCodePoint(0x110000)`: each code point is a whole number from 0 to 0x10FFFF.
      const bad = args.find((a) => {
        const code = constant(a);
        return typeof code === "number" && !(Number.isInteger(code) && code >= 0 && code <= 0x10ffff);
      });
      if (bad !== undefined) add(bad, node, messages.refusedConstant("String.fromCodePoint", String(constant(bad)), "RangeError", "a code point is a whole number from 0 to 0x10FFFF"));
      continue;
    }
    if (GLOBAL_ONLY.has(method)) {
      const written = args[0] === undefined ? undefined : unparenthesised(args[0]);
      const first = written === undefined ? undefined : heldRegex(written, model());
      // `new RegExp("t h")`: the guest's constructor given no flags, or constant flags without `g`, makes no global one.
      const made = first !== undefined || written === undefined ? undefined : madeRegExpFlags(constValue(written, model().scopes) ?? written);
      const flags = first?.kind === SyntaxKind.RegularExpressionLiteral ? flagsOf(fields(first).text ?? "") : made;
      if (written === undefined || flags === undefined || flags.includes("g") || replaced(method, "String") || !isA(receiver, "string")) continue;
      add(written, node, messages.refusedNonGlobalRegExp(method));
    } else if (method === "repeat") {
      // The count is taken as a whole number first: `repeat(-0.5)` repeats 0 times.
      const count = integerOf(constant(args[0]));
      if (count === undefined || (count >= 0 && count !== Infinity) || replaced(method, "String") || !isA(receiver, "string")) continue;
      add(args[0] as Node, node, messages.refusedConstant("repeat", String(count), "RangeError", "a count is 0 or more, and finite"));
    } else if (NUMBER_RANGES.has(method)) {
      const [low, high] = NUMBER_RANGES.get(method) as readonly [number, number];
      const digits = integerOf(constant(args[0]));
      // `toFixed` checks its digits before it looks at the number (`NaN.toFixed(120)` throws too), and no other
      // built-in value has a `toFixed`: on a value typed as a number, even by a claim, it throws whatever the value is,
      // unless the program defines a `toFixed` of its own.
      const anyNumber = method === "toFixed" && program.primitiveKind(receiver) === "number" && (model().definitions.get("toFixed") ?? []).length === 0;
      if (digits === undefined || (digits >= low && digits <= high) || replaced(method, "Number") || !(anyNumber || isA(receiver, "number"))) continue;
      // `toPrecision` and `toExponential` of `Infinity` or `NaN` answer before they look at the digits.
      if (method === "toPrecision" || method === "toExponential") {
        const value = constant(receiver);
        if (typeof value !== "number" || !Number.isFinite(value)) continue;
      }
      add(args[0] as Node, node, messages.refusedConstant(method, String(digits), "RangeError", `it takes ${low} to ${high}`));
    } else if (mentionsBigInt && method !== undefined && DATA_VIEW_SETTERS.test(method) && args[1] !== undefined && args[1].kind !== SyntaxKind.SpreadElement && args[0]?.kind !== SyntaxKind.SpreadElement) {
      // `view.setBigUint64(0, 5)`: the value is converted to the setter's kind before anything is written.
      const wanted = method.startsWith("setBig") ? "bigint" : "number";
      const names = program.libraryTypeNames(receiver);
      if (names.length === 1 && names[0] === "DataView" && madeBy(receiver, "DataView") && mismatched(args[1], wanted) && !replaced(method, "DataView.prototype")) add(args[1], node, messages.refusedElementKind(`DataView.prototype.${method}`, wanted));
    } else if ((method === "sort" || method === "toSorted") && args.length >= 1) {
      // `names.sort("desc")`: a comparator is a function or undefined, checked before any element is compared.
      const comparator = unparenthesised(args[0] as Node);
      // A function written in place is what a comparator is: no question for the compiler. Where it returns a BigInt
      // and the list has two elements to compare, the first answer is turned into a number, which throws.
      if (comparator.kind === SyntaxKind.ArrowFunction || comparator.kind === SyntaxKind.FunctionExpression) {
        const answer = mentionsBigInt && language === "js" ? onlyAnswer(comparator) : undefined;
        if (answer !== undefined && program.primitiveKind(answer) === "bigint" && byValue(answer) && !replaced(method, "Array") && isArray(receiver) && (model().values.arrayLength(receiver) ?? 0) >= 2 && !model().facts.anyMember) add(comparator, node, messages.refusedBigIntComparator(method));
        continue;
      }
      const kind = program.primitiveKind(comparator);
      const refused = comparator.kind === SyntaxKind.ObjectLiteralExpression || comparator.kind === SyntaxKind.ArrayLiteralExpression || (kind !== undefined && kind !== "undefined" && kind !== "never" && (language === "ts" || byValue(comparator)));
      if (!refused || replaced(method, "Array") || !isArray(receiver)) continue;
      add(comparator, node, messages.refusedComparator(method));
    } else if (method === "stringify" && (args.length === 1 || (args.length > 1 && unparenthesised(args[1] as Node).kind === SyntaxKind.NullKeyword))) {
      // `JSON.stringify({ total: 10n })`: a replacer may convert, and a `toJSON` the program adds anywhere may too.
      if (!mentionsBigInt || !guestGlobalNamed(receiver, "JSON", model()) || replaced("stringify", "JSON") || model().facts.memberWrites.has("toJSON") || model().facts.prototypeWrites.has("toJSON")) continue;
      const big = bigIntWritten(args[0] as Node, (n) => program.primitiveKind(n) === "bigint" && byValue(n), model(), 0);
      if (big !== undefined) add(big, node, messages.refusedBigIntJson());
    } else if ((method === "reduce" || method === "reduceRight") && args.length === 1 && args[0]?.kind !== SyntaxKind.SpreadElement) {
      // `[].reduce(f)`: no element to start from and no initial value.
      if (replaced(method, "Array") || !model().values.emptyArray(receiver)) continue;
      add(callee, node, messages.refusedEmptyReduce(method));
    }
  }
  return found;
}

// Whether `receiver` is the guest's own global `name`, which the program neither binds nor sets.
function guestGlobalNamed(receiver: Node, name: string, model: ExecutionModel): boolean {
  const r = unparenthesised(receiver);
  return r.kind === SyntaxKind.Identifier && fields(r).text === name && model.scopes.declarationOf(r) === undefined && !model.setsGlobal(name);
}

// Whether constant text converts to a BigInt (the host's engine parses as the guest's does).
function bigIntParses(text: string): boolean {
  try {
    BigInt(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The BigInt that serialising `value` meets, where the value is one by its type, or an object or array literal written
 * in place holding one: no spread, no computed key and no method in any literal on the way, any of which could bring a
 * `toJSON` that converts it.
 */
function bigIntWritten(value: Node, isBigInt: (n: Node) => boolean, model: ExecutionModel, depth: number): Node | undefined {
  const held = heldObject(value, model, isBigInt);
  const v = held ?? unparenthesised(value);
  if (depth > 4 || v.kind === SyntaxKind.SpreadElement) return undefined;
  if (v.kind === SyntaxKind.ArrayLiteralExpression) {
    const elements = (v as Node & { readonly elements: readonly Node[] }).elements;
    if (elements.some((e) => e.kind === SyntaxKind.SpreadElement)) return undefined;
    for (const e of elements) {
      const found = bigIntWritten(e, isBigInt, model, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (v.kind === SyntaxKind.ObjectLiteralExpression) {
    const properties = (v as Node & { readonly properties: readonly Node[] }).properties;
    // `__proto__: Redacted` may bring a `toJSON` the serialising calls instead.
    const plain = properties.every((p) => (p.kind === SyntaxKind.PropertyAssignment || p.kind === SyntaxKind.ShorthandPropertyAssignment) && fields(p).name?.kind !== SyntaxKind.ComputedPropertyName && fields(p).name?.text !== "toJSON" && fields(p).name?.text !== "__proto__");
    if (!plain) return undefined;
    for (const p of properties) {
      const found = bigIntWritten(p.kind === SyntaxKind.ShorthandPropertyAssignment ? (fields(p).name as Node) : (fields(p).initializer as Node), isBigInt, model, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return isBigInt(v) ? v : undefined;
}

// Arithmetic assignments, which keep a BigInt member a BigInt (or throw themselves).
const KEEPS_BIGINT: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.PlusEqualsToken, SyntaxKind.MinusEqualsToken, SyntaxKind.AsteriskEqualsToken, SyntaxKind.AsteriskAsteriskEqualsToken]);

/**
 * The object literal a `const` holds (`const manifest = { total: 0n }`), where no value can reach it but through its
 * name, and every use of the name is a `JSON.stringify` argument, a member read, or an arithmetic assignment or `++` of
 * a member: its members stay what the literal wrote, by kind.
 */
function heldObject(value: Node, model: ExecutionModel, isBigInt: (n: Node) => boolean): Node | undefined {
  const v = unparenthesised(value);
  const d = v.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(v) : undefined;
  if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || model.facts.opened.has(d)) return undefined;
  const init = fields(d.holder).initializer;
  if (init === undefined || unparenthesised(init).kind !== SyntaxKind.ObjectLiteralExpression) return undefined;
  const benign = d.references.every((r) => {
    if (r === d.identifier) return true;
    const outer = outermostParentheses(r);
    const parent = outer.parent;
    if (parent?.kind === SyntaxKind.CallExpression) return (fields(parent).arguments ?? [])[0] === outer && unparenthesised(fields(parent).expression as Node).kind === SyntaxKind.PropertyAccessExpression && fields(unparenthesised(fields(parent).expression as Node)).name?.text === "stringify";
    if (parent?.kind !== SyntaxKind.PropertyAccessExpression || fields(parent).expression !== outer) return false;
    // `save.stats.score`: the deepest member read on the chain is what is used.
    let access = outermostParentheses(parent);
    while ((access.parent?.kind === SyntaxKind.PropertyAccessExpression || access.parent?.kind === SyntaxKind.ElementAccessExpression) && fields(access.parent).expression === access) access = outermostParentheses(access.parent);
    const user = access.parent;
    if (user?.kind === SyntaxKind.BinaryExpression && fields(user).left === access) {
      const op = (fields(user).operatorToken as Node).kind;
      // `stats.bytes += ""` makes text of it: `+=` keeps a BigInt only with a BigInt (the others throw otherwise).
      if (op === SyntaxKind.PlusEqualsToken) return isBigInt(fields(user).right as Node);
      return KEEPS_BIGINT.has(op) || !isAssignmentOperator(op);
    }
    if ((user?.kind === SyntaxKind.PrefixUnaryExpression || user?.kind === SyntaxKind.PostfixUnaryExpression) && (fields(user).operator === SyntaxKind.PlusPlusToken || fields(user).operator === SyntaxKind.MinusMinusToken)) return true;
    // Written by a pattern or a loop's head (`[save.score] = [5]`, `for (save.score of …)`), deleted, or handed on
    // whole (`const inner = save.stats`, `normalize(save.player)`), the member may no longer hold what the literal wrote.
    return user !== undefined && !isWriteTarget(access) && readOnly(user, access);
  });
  return benign ? unparenthesised(init) : undefined;
}

// Whether `access` is the callee of `user`: a method call may write its receiver.
/**
 * Whether `user` only reads the value `access` gives: an operand of an operator other than an assignment, a test, a
 * template's part, or what `console`, `String`, `Number` or `JSON.stringify` are given (none writes through it).
 */
function readOnly(user: Node, access: Node): boolean {
  switch (user.kind) {
    case SyntaxKind.BinaryExpression:
      return !isAssignmentOperator((fields(user).operatorToken as Node).kind);
    case SyntaxKind.TemplateSpan:
    case SyntaxKind.TypeOfExpression:
    case SyntaxKind.PrefixUnaryExpression:
    case SyntaxKind.ExpressionStatement:
    case SyntaxKind.IfStatement:
    case SyntaxKind.WhileStatement:
      return true;
    case SyntaxKind.ConditionalExpression:
      return fields(user).condition === access;
    case SyntaxKind.CallExpression: {
      const callee = unparenthesised(fields(user).expression as Node);
      if (callee === access) return false;
      const name = callee.kind === SyntaxKind.Identifier ? fields(callee).text : callee.kind === SyntaxKind.PropertyAccessExpression ? fields(unparenthesised(fields(callee).expression as Node)).text : undefined;
      return name === "console" || name === "String" || name === "Number" || (name === "JSON" && fields(callee).name?.text === "stringify");
    }
    default:
      return false;
  }
}

// What a constant number is as the built-ins take a count or a digit count (ToIntegerOrInfinity): truncated.
function integerOf(value: string | number | undefined): number | undefined {
  return typeof value === "number" && !Number.isNaN(value) ? Math.trunc(value) : undefined;
}

// Whether constant text decodes.
function decodes(decode: (text: string) => string, value: string): boolean {
  try {
    decode(value);
    return true;
  } catch {
    return false;
  }
}

// What a `RegExp(pattern, flags)` call refuses, where both are written as constant text: the argument and the reason.
function refusedPattern(args: readonly Node[], model: ExecutionModel): { at: Node; reason: string } | undefined {
  const [pattern, flags] = args.map((a) => unparenthesised(a));
  // Text written in place, or a constant of it (`const PATTERN = "*.js"`).
  const textOf = (n: Node): string | undefined => {
    const value = model.values.constant(n);
    return typeof value === "string" ? value : undefined;
  };
  const patternText = pattern === undefined ? undefined : textOf(pattern);
  const flagsText = flags === undefined ? "" : textOf(flags);
  if (patternText === undefined || flagsText === undefined) return undefined;
  // Syntax of a later edition, and the `v` flag, are GG1006's.
  if (newerRegexSyntax(`/${patternText}/`) !== undefined || flagsText.includes("v")) return undefined;
  try {
    // The host's engine parses patterns of ECMAScript 2023 and later: what it refuses, the guest refuses too.
    new RegExp(patternText, flagsText);
    return undefined;
  } catch (error) {
    // The engine's words after its own prefix (`Invalid regular expression: /(/: Unterminated group`).
    const said = error instanceof Error ? error.message : String(error);
    const reason = said.slice(said.lastIndexOf(": ") + 2) || said;
    const badFlags = flagsText !== "" && !/^(?!.*(.).*\1)[dgimsuy]*$/.test(flagsText);
    return { at: (badFlags ? flags : pattern) as Node, reason };
  }
}

function flagsOf(literal: string): string {
  return literal.slice(literal.lastIndexOf("/") + 1);
}

/**
 * The regular expression literal `expression` is, written in place or held in a `const` declared once (`const WS =
 * /\s+/`), where nothing can give that object flags of its own: no member `flags` (or `global`) written anywhere, no
 * member written by a key the program computes, and the binding never reshaped.
 */
function heldRegex(expression: Node, model: ExecutionModel): Node | undefined {
  if (expression.kind === SyntaxKind.RegularExpressionLiteral) return expression;
  if (expression.kind !== SyntaxKind.Identifier) return undefined;
  const d = model.scopes.declarationOf(expression);
  if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
  const facts = model.facts;
  if (facts.anyMember || facts.opened.has(d) || ["flags", "global"].some((name) => facts.memberWrites.has(name))) return undefined;
  // `re.compile(source, "g")` (Annex B) gives the same object other flags.
  if (facts.memberReadSites.has("compile")) return undefined;
  const init = fields(d.holder).initializer;
  const value = init === undefined ? undefined : unparenthesised(init);
  return value?.kind === SyntaxKind.RegularExpressionLiteral ? value : undefined;
}

/** The text `JSON.parse` makes of its argument, where the program fixes it: constant text, a list of constants, undefined. */
function jsonTextOf(argument: Node, model: ExecutionModel, constant: (n: Node | undefined) => string | number | undefined): string | undefined {
  if (argument.kind === SyntaxKind.SpreadElement) return undefined;
  const value = constant(argument);
  if (typeof value === "string") return value;
  if (value !== undefined) return undefined;
  const list = unparenthesised(argument);
  if (list.kind === SyntaxKind.ArrayLiteralExpression) {
    const items = model.values.listItems(list);
    return items === undefined ? undefined : String(items);
  }
  return model.values.of(argument).exactly === "undefined" ? "undefined" : undefined;
}

// `JSON.parse(x)` of a literal, a template, a list, or a name (the text a binding holds, or nothing): what the
// program may fix.
function parsesWritten(node: Node): boolean {
  if (node.kind !== SyntaxKind.CallExpression) return false;
  const callee = unparenthesised(fields(node).expression as Node);
  if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).name?.text !== "parse") return false;
  const [first] = fields(node).arguments ?? [];
  const a = first === undefined ? undefined : unparenthesised(first);
  return a === undefined || a.kind === SyntaxKind.StringLiteral || a.kind === SyntaxKind.NoSubstitutionTemplateLiteral || a.kind === SyntaxKind.TemplateExpression || a.kind === SyntaxKind.ArrayLiteralExpression || a.kind === SyntaxKind.Identifier;
}

// Whether constant text is JSON, as the guest's `JSON.parse` reads it (the same grammar in every engine).
function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// Text quoted for a message, cut short where it is long.
function shortQuote(text: string): string {
  return JSON.stringify(messages.clipped(text, 40));
}

// The kind of primitive every call hands a plain parameter, written in place (`visit("a.md")`), or left out
// (undefined); undefined where some call hands anything else, or the name is no such parameter.
function handedPrimitive(argument: Node, model: ExecutionModel): "string" | "number" | "boolean" | "bigint" | "undefined" | undefined {
  const a = unparenthesised(argument);
  const d = a.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(a) : undefined;
  if (d === undefined || d.kind !== "parameter" || d.writes > 0 || d.holder.kind !== SyntaxKind.Parameter || fields(d.holder).name !== d.identifier) return undefined;
  const kinds = new Set((model.handedTo(d.holder) ?? []).map((v) => (v === "left out" ? "undefined" : PRIMITIVE_LITERALS.get(unparenthesised(v).kind))));
  const [only] = kinds;
  return kinds.size === 1 ? only : undefined;
}

// The primitives a literal written in place makes.
const PRIMITIVE_LITERALS: ReadonlyMap<SyntaxKind, "string" | "number" | "boolean" | "bigint"> = new Map([
  [SyntaxKind.StringLiteral, "string"],
  [SyntaxKind.NoSubstitutionTemplateLiteral, "string"],
  [SyntaxKind.TemplateExpression, "string"],
  [SyntaxKind.NumericLiteral, "number"],
  [SyntaxKind.BigIntLiteral, "bigint"],
  [SyntaxKind.TrueKeyword, "boolean"],
  [SyntaxKind.FalseKeyword, "boolean"],
]);

// `/` and `%`, as assignments too, by the operator they apply.
const DIVIDING: ReadonlyMap<SyntaxKind, string> = new Map([
  [SyntaxKind.SlashToken, "/"],
  [SyntaxKind.PercentToken, "%"],
  [SyntaxKind.SlashEqualsToken, "/"],
  [SyntaxKind.PercentEqualsToken, "%"],
]);

// The arguments of the built-ins' methods that are turned into numbers (a position, a count, a digit count): a BigInt
// there throws. An array's elements to find or fill are not among them.
const NUMBER_POSITIONS: ReadonlyMap<string, readonly number[]> = new Map([
  ["String.repeat", [0]], ["String.at", [0]], ["String.charAt", [0]], ["String.charCodeAt", [0]], ["String.codePointAt", [0]],
  ["String.slice", [0, 1]], ["String.substring", [0, 1]], ["String.padStart", [0]], ["String.padEnd", [0]],
  ["String.startsWith", [1]], ["String.endsWith", [1]], ["String.includes", [1]], ["String.indexOf", [1]], ["String.lastIndexOf", [1]],
  ["Number.toFixed", [0]], ["Number.toPrecision", [0]], ["Number.toExponential", [0]], ["Number.toString", [0]],
  ["Array.at", [0]], ["Array.slice", [0, 1]], ["Array.splice", [0, 1]], ["Array.copyWithin", [0, 1, 2]], ["Array.fill", [1, 2]],
  ["Array.flat", [0]], ["Array.with", [0]], ["Array.indexOf", [1]], ["Array.lastIndexOf", [1]], ["Array.includes", [1]],
]);

/**
 * The constant text of `new Date(text)` (in place, or held in a `const`) of the guest's `Date`, where the engine finds
 * no time in it: the date is invalid. Undefined for anything else.
 */
function invalidDateText(receiver: Node, model: ExecutionModel, constant: (n: Node | undefined) => string | number | undefined): string | undefined {
  const r = unparenthesised(receiver);
  const made = r.kind === SyntaxKind.Identifier ? constValue(r, model.scopes) : r;
  if (made?.kind !== SyntaxKind.NewExpression) return undefined;
  // A date held in a `const` and read otherwise too may be tested first (`isNaN(due.getTime()) ? … : due.toISOString()`).
  const d = r.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(r) : undefined;
  const onlyConverted = (ref: Node): boolean => {
    const access = outermostParentheses(ref).parent;
    return access?.kind === SyntaxKind.PropertyAccessExpression && fields(access).name?.text === "toISOString";
  };
  if (d !== undefined && !d.references.every((ref) => ref === d.identifier || onlyConverted(ref))) return undefined;
  const callee = unparenthesised(fields(made).expression as Node);
  const args = fields(made).arguments ?? [];
  if (callee.kind !== SyntaxKind.Identifier || fields(callee).text !== "Date" || model.scopes.declarationOf(callee) !== undefined || model.facts.globals.has("Date") || model.facts.anyGlobal || args.length !== 1) return undefined;
  const text = constant(args[0]);
  return typeof text === "string" && Number.isNaN(new Date(text).getTime()) ? text : undefined;
}

// The names of the methods `NUMBER_POSITIONS` lists.
const POSITION_METHODS: ReadonlySet<string> = new Set([...NUMBER_POSITIONS.keys()].map((key) => key.slice(key.indexOf(".") + 1)));

// The global functions that turn their argument into a number before they test it.
const NUMBER_TESTS: ReadonlySet<string> = new Set(["isNaN", "isFinite"]);

// Whether a call names one of `REFUSES_NOTHING` by its owner's and method's text (`Object.keys(…)`).
function namedRefuser(call: Node): boolean {
  const callee = unparenthesised(fields(call).expression as Node);
  const owner = unparenthesised(fields(callee).expression as Node);
  const methods = owner.kind === SyntaxKind.Identifier ? REFUSES_NOTHING.get(fields(owner).text ?? "") : undefined;
  return methods !== undefined && methods.has(fields(callee).name?.text ?? "");
}

/**
 * Whether, by its form, a value may be undefined or null, so worth asking the model: `undefined` or `null` written in
 * place, a name that may hold nothing, a member or element read that may find nothing, or a call of a function of
 * the program's (which may return nothing). Others (`Object.keys(counts)` of a `const` object) are not asked.
 */
function mayBeNothing(value: Node, named: MayHoldNothing): boolean {
  if (value.kind === SyntaxKind.NullKeyword || value.kind === SyntaxKind.VoidExpression) return true;
  if (value.kind === SyntaxKind.Identifier) return fields(value).text === "undefined" || named.bare.has(fields(value).text ?? "");
  if (value.kind === SyntaxKind.CallExpression) return unparenthesised(fields(value).expression as Node).kind === SyntaxKind.Identifier;
  return (value.kind === SyntaxKind.PropertyAccessExpression || value.kind === SyntaxKind.ElementAccessExpression) && candidate(value, named);
}

// Built-ins that make an object of their first argument (or need one), so throw a TypeError given undefined or null.
const REFUSES_NOTHING: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Object", new Set(["keys", "values", "entries", "getOwnPropertyNames", "getOwnPropertySymbols", "getOwnPropertyDescriptors", "getOwnPropertyDescriptor", "fromEntries", "assign", "getPrototypeOf", "defineProperty", "defineProperties", "setPrototypeOf"])],
  ["Array", new Set(["from"])],
  ["Reflect", new Set(["ownKeys", "get", "has", "set", "getPrototypeOf", "defineProperty", "deleteProperty", "getOwnPropertyDescriptor", "isExtensible", "preventExtensions"])],
]);

// `DataView`'s setters: each converts its value to a Number or (the `Big` ones) a BigInt.
const DATA_VIEW_SETTERS = /^set(Int8|Uint8|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)$/;

// The kind of number a typed array's elements are: a BigInt for the 64-bit integer ones, a Number for the others.
function elementKindOf(typeName: string): "number" | "bigint" | undefined {
  if (/^Big(Int|Uint)64Array$/.test(typeName)) return "bigint";
  return /^(Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64)Array$/.test(typeName) ? "number" : undefined;
}
