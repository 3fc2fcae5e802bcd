/**
 * The compiler's findings made ours: gg-flavoured messages where tsc's mislead a guest, and which findings are
 * certain to fail at run time (they decide a JavaScript verdict and survive suppression directives).
 */
import { resolveGgPath, SDK, tsFunctionName } from "@gg/catalogue";
import type { Operation } from "@gg/catalogue";
import { isExpression, isIdentifier } from "../syntax/ast.js";
import { isSyntaxCode, tsCode, tsCodeSet, tsCodesOf } from "../codes.js";
import * as messages from "../messages.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import type { Language } from "../types.js";
import type { EngineDiagnostic, EngineProgram, PrimitiveKind } from "../engine-interface.js";
import type { GgNames } from "./names.js";
import type { Site } from "./reach.js";
import { combinedNodeFlags, isClassLike, isFunctionLike, isInTypeContext, nodeAt, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { outermostParentheses, unparenthesised } from "../syntax/parentheses.js";
import { NodeFlags } from "../syntax/ast.js";
import { executionOf } from "./execution/index.js";
import { calleeFunction, ELEMENT_CALLBACKS, ownMethod } from "./execution/entries.js";
import { constReads, constValue, containsNode, fields, globalMethodCall, isAsync, isGenerator, isStaticMember, memberName, namesEval, OBJECT_PROTOTYPE, testsFreezing } from "./execution/syntax.js";
import { ggPathOf } from "./execution/gg-values.js";
import { returnStatementsOf } from "./execution/returns.js";
import type { ExecutionModel } from "./execution/index.js";
import type { Declaration, Scopes } from "./execution/scopes.js";
import { typeTrustOf } from "./type-trust.js";
import { decidedThrow } from "./decided-throws.js";
import { neverTextByForm } from "./nullish-arguments.js";
import { builtinRefusesUndefined } from "./undefined-refusers.js";
import type { TypeTrust } from "./type-trust.js";
import { ENGINE_MEMBERS, HOST_GLOBALS } from "./host-globals.js";
import { LATER_GLOBALS } from "./later-editions.js";
import { failingExit, inErrorHandler } from "./execution/failing-exit.js";
import { isIterated, isMemberOwner, mayWriteGg, rootedAtGg, spelledOut, superChainHas, writeThrows } from "./execution/own-objects.js";

// Unknown names, with the host tsc assumes the name came from.
const UNKNOWN_NAME: ReadonlyMap<number, messages.MissingHost | undefined> = new Map(tsCodesOf("unknown-name").map((row) => [row.code, row.host]));

// Every set below comes from the code table (codes.ts), which says what each code means and has its page.
// A gg namespace (or gg itself) lacks the member.
const MISSING_MEMBER = tsCodeSet("missing-member");
// "gg" does not export the imported name.
const NOT_EXPORTED = tsCodeSet("not-exported");
const NO_DEFAULT_EXPORT = tsCodeSet("no-default-export");
// Certain when the line runs: a `const` assigned (TypeError), a `let`/`const`/`class` declared twice (SyntaxError).
const RUNTIME_ERROR_CODES = tsCodeSet("runtime-error");
// "Cannot redeclare block-scoped variable": of that group, the one that stops the program loading.
const REDECLARED = tsCode(2451, "runtime-error");
// An assignment to a private method.
const PRIVATE_METHOD_ASSIGNED = tsCode(2803, "runtime-error");
const FUNCTION_ASSIGNED = tsCode(2630, "runtime-error");
// `this` before `super()` in a derived class's constructor.
const THIS_BEFORE_SUPER = tsCode(17009, "runtime-error");
const NO_SUPER_CALL = tsCode(2377, "runtime-error");
const CLASS_ASSIGNED = tsCode(2629, "runtime-error");
// A gg record iterated (`for (const x of files.stat(p))`): records are plain objects, never iterable.
const NOT_ITERABLE = tsCodeSet("not-iterable");
// "Operator cannot be applied to types": certain for a BigInt mixed with a number or boolean (a TypeError).
const MIXED_BIGINT = tsCodeSet("mixed-bigint");
// Unary `+` of a BigInt.
const UNARY_PLUS_BIGINT = tsCode(2736, "mixed-bigint");
const SYMBOL_CONVERSION = tsCodeSet("symbol-conversion");
const DUPLICATE_IDENTIFIER = tsCodeSet("duplicate-identifier");
const DUPLICATE_KEY = tsCodeSet("duplicate-key");
// "This comparison appears to be unintentional": a failure's key or code compared with a string it can never be.
const NO_OVERLAP = tsCodeSet("no-overlap");
// "Object is possibly 'undefined'": on `this` at the top level of a module, it is undefined for certain.
const POSSIBLY_UNDEFINED = tsCodeSet("possibly-undefined");
const CALL_POSSIBLY_UNDEFINED = tsCode(2722, "possibly-undefined");
// Early errors of JavaScript that TypeScript reports with semantic codes: the program never loads.
const EARLY_ERROR_CODES = tsCodeSet("early-error");
// "Cannot assign to 'x' because it is a read-only property": certain for `import * as g from "gg"`'s namespace.
const READ_ONLY = tsCodeSet("read-only");
// "'X' is a type and cannot be imported in JavaScript files": of "gg", an import that cannot link.
const TYPE_IMPORTED_IN_JS = tsCode(18042, "not-exported");
// "'super' can only be referenced in a derived class": an early error for `super(…)` only.
const SUPER_NOT_DERIVED = tsCode(2335, "early-error");
// Assignability and arity of a call's arguments: the call cannot lower in the guest.
const ARGUMENT_CODES = tsCodeSet("argument");
const ARITY_CODES = new Set(tsCodesOf("argument").filter((row) => row.argument === "arity").map((row) => row.code));
// Missing required fields: the record cannot lower.
const MISSING_FIELD_CODES = new Set(tsCodesOf("argument").filter((row) => row.argument === "missing-field").map((row) => row.code));
// Not callable (TS2349) or not constructable (TS2351): certain for a gg namespace (or gg itself) and a primitive.
const NOT_CALLABLE = tsCodeSet("not-callable");
const GETTER_CALLED = tsCode(6234, "not-callable");
// A class called without `new` (TS2348): a class constructor always throws when called.
const CLASS_CALLED = tsCodeSet("class-called");
// A block-scoped variable, class or enum used before its declaration: certain where the use always runs first.
const USED_BEFORE_DECLARATION = tsCodeSet("used-before-declaration");
const PARAMETER_SELF_READ = 2372;
const PARAMETER_LATER_READ = 2373;
// Only a type (TS2693, a JSDoc typedef, an interface), used as a value: nothing of that name exists when run.
const ONLY_A_TYPE = tsCodeSet("only-a-type");
// A library member of a later edition (TS2550: "Try changing the 'lib' compiler option to 'es2024' or later").
const NEWER_MEMBER = tsCodeSet("newer-member");
// The library's types whose values are iterable: arrays, strings' wrappers, collections, typed arrays, iterators.
const ITERABLE_LIBRARY_TYPES: ReadonlySet<string> = new Set([
  "Array", "ReadonlyArray", "RegExpMatchArray", "RegExpExecArray", "TemplateStringsArray", "String", "Map", "ReadonlyMap", "Set", "ReadonlySet",
  "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array",
  "BigInt64Array", "BigUint64Array", "IArguments", "Iterable", "Iterator", "IterableIterator", "IteratorObject", "Generator", "ArrayIterator",
  "MapIterator", "SetIterator", "StringIterator", "RegExpStringIterator",
]);

// The plain "does not exist" (TS2339) on a library object: a member of no edition, or one the guest lacks.
const PLAIN_MISSING_MEMBER = tsCode(2339, "missing-member");
// A name of a later edition's library (TS2583 asks for a `lib` change).
const NEWER_NAME = tsCode(2583, "unknown-name");

/**
 * The implicit-any family: `noImplicitAny` is on for its inference only (see engine/options.ts); a parameter or
 * variable without a type is loosely typed, not wrong, so these findings are dropped.
 */
export const IMPLICIT_ANY_CODES: ReadonlySet<number> = tsCodeSet("implicit-any");

// "'new' expression, whose target lacks a construct signature, implicitly has an 'any' type": certain where the target
// is a function that is never a constructor (an arrow, an async function, a generator, a method).
const NEW_WITHOUT_CONSTRUCTOR = 7009;

// Built-in functions of the guest whose `new` throws a TypeError ("is not a constructor").
const NEVER_CONSTRUCTED: ReadonlySet<string> = new Set(["Symbol", "BigInt"]);

/** The callee of the `new` at `node`, and what kind of never-constructor function it is; undefined when it may construct. */
function neverConstructor(node: Node, ctx: ClassifyContext): { readonly callee: Node; readonly name: string; readonly kind: Parameters<typeof messages.notAConstructor>[1] } | undefined {
  let n: Node | undefined = node;
  while (n !== undefined && n.kind !== SyntaxKind.NewExpression) n = n.parent;
  const callee = (n as (Node & { readonly expression?: Node }) | undefined)?.expression;
  if (callee === undefined) return undefined;
  const model = executionOf(ctx.source);
  const scopes = model.scopes;
  const u = unparenthesised(callee);
  // `new Symbol("tag")`, `new BigInt(1)`: the guest's own functions that refuse `new`, where the name is the global.
  if (isIdentifier(u) && NEVER_CONSTRUCTED.has(u.text) && scopes.declarationOf(u) === undefined && !model.setsGlobal(u.text)) return { callee, name: u.text, kind: "a built-in factory" };
  // A member the program writes anywhere (`api.Point = class { … }`) may hold another value when it is made.
  const written = u.kind === SyntaxKind.PropertyAccessExpression && (model.facts.anyMember || (model.facts.memberWrites.get((u as Node & { readonly name?: Node & { readonly text?: string } }).name?.text ?? "") ?? []).length > 0);
  const fn = (calleeFunction(callee, scopes) ?? (u.kind === SyntaxKind.PropertyAccessExpression && !written ? ownMethod(u, scopes) : undefined)) as (Node & { readonly asteriskToken?: Node; readonly modifiers?: readonly Node[] }) | undefined;
  if (fn === undefined) return undefined;
  const name = ctx.source.text.slice(ctx.source.start(callee), callee.end);
  if (fn.kind === SyntaxKind.ArrowFunction) return { callee, name, kind: "an arrow function" };
  if (fn.kind === SyntaxKind.MethodDeclaration) return { callee, name, kind: "a method" };
  if (fn.asteriskToken !== undefined) return { callee, name, kind: "a generator" };
  if ((fn.modifiers ?? []).some((m) => m.kind === SyntaxKind.AsyncKeyword)) return { callee, name, kind: "an async function" };
  return undefined;
}

// "Element implicitly has an 'any' type because expression … can't be used to index type …": with a constant key, the
// bracket spelling of a member the type lacks (TS2339), which `tsc` refuses whatever the inference options.
const INDEXED_BY_CONSTANT = 7053;

/**
 * Whether the element access spanning up to `end` from `node` has a constant key (`settings["backoffMs"]`, `row[0]`),
 * on anything but the global object (whose members `global-this.ts` decides).
 */
function constantIndex(node: Node, end: number, ctx: ClassifyContext): boolean {
  const access = elementAccessSpanning(node, end);
  if (access?.expression === undefined || ctx.program.isGlobalObject(access.expression)) return false;
  return access.argumentExpression !== undefined && fixedKey(access.argumentExpression, ctx, 0);
}

type ElementAccess = Node & { readonly argumentExpression?: Node; readonly expression?: Node };

/** The element access a finding spanning from `node` to `end` is about (TS7053 spans the whole access). */
function elementAccessSpanning(node: Node, end: number): ElementAccess | undefined {
  let n: Node | undefined = node;
  while (n !== undefined && !(n.kind === SyntaxKind.ElementAccessExpression && n.end === end)) n = n.parent;
  return n;
}

function isAsConst(expression: Node, ctx: ClassifyContext): boolean {
  const type = (expression as Node & { readonly type?: Node }).type;
  return type !== undefined && ctx.source.text.slice(ctx.source.start(type), type.end) === "const";
}

// A key whose value the text fixes: a literal, `-1`, `"x" as const`, or a `const` declared once with one.
function fixedKey(key: Node, ctx: ClassifyContext, depth: number): boolean {
  let k = unparenthesised(key) as Node & { readonly expression?: Node; readonly operand?: Node; readonly operator?: SyntaxKind };
  // `"x" as const` and `satisfies` keep the literal; any other `as` may widen it.
  while ((k.kind === SyntaxKind.SatisfiesExpression || (k.kind === SyntaxKind.AsExpression && isAsConst(k, ctx))) && k.expression !== undefined) k = unparenthesised(k.expression) as typeof k;
  if (k.kind === SyntaxKind.StringLiteral || k.kind === SyntaxKind.NoSubstitutionTemplateLiteral || k.kind === SyntaxKind.NumericLiteral) return true;
  if (k.kind === SyntaxKind.PrefixUnaryExpression && k.operator === SyntaxKind.MinusToken && k.operand?.kind === SyntaxKind.NumericLiteral) return true;
  if (!isIdentifier(k) || depth > 4) return false;
  const d = executionOf(ctx.source).scopes.declarationOf(k);
  // A declared type (`const k: string = "a"`) widens it: the compiler then reports the type, not a missing member.
  if (d?.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || (d.holder as Node & { readonly name?: Node }).name !== d.identifier || (d.holder as Node & { readonly type?: Node }).type !== undefined) return false;
  const init = (d.holder as Node & { readonly initializer?: Node }).initializer;
  return init !== undefined && fixedKey(init, ctx, depth + 1);
}

/** What classifying one diagnostic needs. */
export interface ClassifyContext {
  readonly source: Source;
  readonly program: EngineProgram;
  readonly names: GgNames;
  /** Call sites by their call expression. */
  readonly callSites: ReadonlyMap<Node, Site>;
  /** Operations handed on as an argument (`list.map(files.readFile)`), by where each starts. */
  readonly callbackSites?: ReadonlyMap<number, Site>;
  /** Filled with the call sites whose arguments do not type-check. */
  readonly malformed: Set<Site>;
  readonly language: Language;
}

/** One compiler diagnostic of the program, as a raw finding with a gg-flavoured message; undefined when it is dropped. */
export function fromEngine(d: EngineDiagnostic, ctx: ClassifyContext, syntactic: boolean): RawDiagnostic | undefined {
  const start = d.start;
  const length = d.end - d.start;
  const code = `TS${d.code}`;
  if (syntactic) return { start, length, code, message: messages.withoutToolingAdvice(d.message), certain: true };
  // Loosely typed, not wrong (a property `globalThis` lacks is found by global-this.ts, in both of its spellings).
  const node = nodeAt(ctx.source, start);
  if (ctx.language === "js" && d.code === INDEXED_BY_CONSTANT) {
    const missing = indexedMissing(node, d.end, ctx);
    if (missing !== undefined) return { start, length, code, message: messages.missingKeyedMember(ctx.source.text.slice(ctx.source.start(missing.owner), missing.owner.end), missing.key), certain: true };
    // `gg.files["readJson"]`, `gg.files[op]` of a `const op`: a gg namespace lacks the member, as `gg.files.readJson`.
    const key = ggIndexKey(node, d.end, ctx);
    const verdict = key === undefined ? undefined : missingMember(key, d.message, ctx);
    if (verdict !== undefined) return { start, length, code, message: verdict.message ?? messages.withoutToolingAdvice(d.message), certain: verdict.certain };
  }
  if (IMPLICIT_ANY_CODES.has(d.code) && !(ctx.language === "ts" && d.code === INDEXED_BY_CONSTANT && constantIndex(node, d.end, ctx)) && !(d.code === NEW_WITHOUT_CONSTRUCTOR && neverConstructor(node, ctx) !== undefined)) return undefined;
  const special = classify(d.code, node, d.end, d.message, ctx);
  // `typeof r.stdout === "string" ? r.stdout : Buffer.from(r.stdout)`: a branch the values' types rule out never runs.
  const certain = (special?.certain ?? false) && !(ctx.language === "js" && inBranchTypesRuleOut(node, ctx));
  return { start, length, code, message: special?.message ?? messages.withoutToolingAdvice(d.message), certain };
}

/**
 * Whether `node` sits in a branch that a test of a value typed by what it holds rules out: `typeof x === "string"` of
 * an operation's text, `x instanceof Uint8Array` of a primitive, `Array.isArray(x)` of an operation's list (the side
 * of an `if`, a conditional, `&&` or `||` that the test's answer never takes).
 */
export function inBranchTypesRuleOut(node: Node, ctx: ClassifyContext): boolean {
  for (let child: Node = node, parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
    const p = parent as Node & { readonly expression?: Node; readonly thenStatement?: Node; readonly elseStatement?: Node; readonly condition?: Node; readonly whenTrue?: Node; readonly whenFalse?: Node; readonly left?: Node; readonly right?: Node; readonly operatorToken?: Node };
    let needs: boolean | undefined;
    let test: Node | undefined;
    if (parent.kind === SyntaxKind.IfStatement && (child === p.thenStatement || child === p.elseStatement)) [test, needs] = [p.expression, child === p.thenStatement];
    else if (parent.kind === SyntaxKind.ConditionalExpression && (child === p.whenTrue || child === p.whenFalse)) [test, needs] = [p.condition, child === p.whenTrue];
    else if (parent.kind === SyntaxKind.BinaryExpression && child === p.right && (p.operatorToken?.kind === SyntaxKind.AmpersandAmpersandToken || p.operatorToken?.kind === SyntaxKind.BarBarToken)) [test, needs] = [p.left, p.operatorToken?.kind === SyntaxKind.AmpersandAmpersandToken];
    const answer = test === undefined ? undefined : typeTestAnswer(test, parent, ctx, 0);
    if (answer !== undefined && answer !== needs) return true;
  }
  return false;
}

// What a test of a value's type answers where the value is typed by what it holds; undefined where not known.
function typeTestAnswer(test: Node, within: Node, ctx: ClassifyContext, depth: number): boolean | undefined {
  const byValue = (e: Node): boolean => typedByValue(e, ctx) || heldUntil(e, within, ctx);
  const t = unparenthesised(test) as Node & { readonly operator?: SyntaxKind; readonly operand?: Node; readonly left?: Node; readonly right?: Node; readonly operatorToken?: Node; readonly expression?: Node; readonly arguments?: readonly Node[] };
  if (depth > 4) return undefined;
  if (t.kind === SyntaxKind.PrefixUnaryExpression && t.operator === SyntaxKind.ExclamationToken) {
    const inner = typeTestAnswer(t.operand as Node, within, ctx, depth + 1);
    return inner === undefined ? undefined : !inner;
  }
  if (t.kind === SyntaxKind.BinaryExpression) {
    const op = t.operatorToken?.kind;
    if (op === SyntaxKind.InstanceOfKeyword) {
      // A primitive is an instance of nothing (of a global class, which keeps the language's `instanceof`).
      const ctor = unparenthesised(t.right as Node);
      const kind = ctx.program.primitiveKind(t.left as Node);
      const globalClass = ctor.kind === SyntaxKind.Identifier && executionOf(ctx.source).scopes.declarationOf(ctor) === undefined;
      return globalClass && kind !== undefined && kind !== "never" && byValue(t.left as Node) ? false : undefined;
    }
    const equal = op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken;
    if (!equal && op !== SyntaxKind.ExclamationEqualsEqualsToken && op !== SyntaxKind.ExclamationEqualsToken) return undefined;
    const [typeOf, literal] = unparenthesised(t.left as Node).kind === SyntaxKind.TypeOfExpression ? [unparenthesised(t.left as Node), unparenthesised(t.right as Node)] : [unparenthesised(t.right as Node), unparenthesised(t.left as Node)];
    if (typeOf.kind !== SyntaxKind.TypeOfExpression || (literal.kind !== SyntaxKind.StringLiteral && literal.kind !== SyntaxKind.NoSubstitutionTemplateLiteral)) return undefined;
    const operand = (typeOf as Node & { readonly expression: Node }).expression;
    const kind = ctx.program.primitiveKind(operand);
    const named = kind === "null" ? "object" : kind;
    if (named === undefined || named === "never" || !byValue(operand)) return undefined;
    return (named === (literal as Node & { readonly text: string }).text) === equal;
  }
  // `Array.isArray(x)` of a list or a primitive typed by what it holds.
  if (t.kind === SyntaxKind.CallExpression && (t.arguments ?? []).length === 1) {
    const named = globalMethodCall(t, executionOf(ctx.source).scopes);
    if (named?.[0] !== "Array" || named[1] !== "isArray") return undefined;
    const value = (t.arguments ?? [])[0] as Node;
    if (!byValue(value)) return undefined;
    const kind = ctx.program.primitiveKind(value);
    if (kind !== undefined && kind !== "never") return false;
    const names = ctx.program.libraryTypeNames(value);
    return names.length > 0 && names.every((n) => ARRAY_TYPE_NAMES.has(n)) ? true : undefined;
  }
  return undefined;
}

/**
 * `let out = shell.run("ls").stdout; if (out instanceof Uint8Array) out = …;`: a `let` whose every write is inside the
 * statement the test decides holds its initializer at the test, typed by what that holds.
 */
function heldUntil(expression: Node, within: Node, ctx: ClassifyContext): boolean {
  const e = unparenthesised(expression);
  const model = executionOf(ctx.source);
  const d = e.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(e) : undefined;
  if (d === undefined || (d.kind !== "let" && d.kind !== "var") || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || (d.holder as Node & { readonly name?: Node }).name !== d.identifier) return false;
  const init = (d.holder as Node & { readonly initializer?: Node; readonly type?: Node }).initializer;
  if (init === undefined || (d.holder as Node & { readonly type?: Node }).type !== undefined || model.facts.opened.has(d)) return false;
  // Every write after the declaration, inside the decided statement, after the test; none in a function elsewhere.
  const writes = d.references.filter((r) => r !== d.identifier && model.scopes.isWrite(r));
  // A loop or a function between the declaration and the test may run the test again after a write.
  for (let p = within.parent; p !== undefined && !(p.pos <= d.holder.pos && d.holder.end <= p.end && (p.kind === SyntaxKind.Block || p.kind === SyntaxKind.SourceFile)); p = p.parent) {
    if (isFunctionLike(p) || p.kind === SyntaxKind.ForStatement || p.kind === SyntaxKind.ForOfStatement || p.kind === SyntaxKind.ForInStatement || p.kind === SyntaxKind.WhileStatement || p.kind === SyntaxKind.DoStatement) return false;
  }
  return d.holder.end <= e.pos && writes.every((w) => w.pos >= e.end && w.end <= within.end && w.pos >= within.pos) && typedByValue(init, ctx);
}

// The library's array types (what `Array.isArray` answers true for).
const ARRAY_TYPE_NAMES: ReadonlySet<string> = new Set(["Array", "ReadonlyArray"]);

type Verdict = { readonly message?: string; readonly certain: boolean } | undefined;

/**
 * What a finding of `code` at `node` is: its message, and whether it certainly fails the program. Each rule says
 * whether the operation throws whenever it runs; the execution model says whether it runs, uncaught and unguarded.
 */
function classify(code: number, node: Node, end: number, tscMessage: string, ctx: ClassifyContext): Verdict {
  const model = executionOf(ctx.source);
  const malformedCall = ARGUMENT_CODES.has(code) ? argumentOf(node, end, code, ctx) : undefined;
  if (malformedCall !== undefined) {
    const byForm = ctx.language === "js" && (code === 2345 || code === 2322) && neverTextArgument(node, malformedCall, ctx);
    const certain = (byForm || (cannotLower(code, node, end, ctx, malformedCall) && (argumentsByValue(node, malformedCall, ctx) || arrayForText(code, node, malformedCall, ctx)))) && !(ctx.language === "js" && mayCallOwnFunction(malformedCall, model)) && model.fails(malformedCall.call ?? node);
    // In TypeScript a call that does not type-check does not compile; in JavaScript only one that cannot lower fails.
    if (certain || ctx.language === "ts") ctx.malformed.add(malformedCall);
    return { certain };
  }
  // `paths.forEach(files.writeFile)`: the operation handed to a built-in that calls it with (element, index, list).
  if (code === 2345 && ctx.language === "js") {
    const handed = handedToElementCallback(node, ctx);
    if (handed !== undefined) return handed;
    const parsed = parsedRecords(node, end, ctx);
    if (parsed !== undefined) return parsed;
    const tagged = taggedOperation(node, end, ctx);
    if (tagged !== undefined) return tagged;
  }
  // `Promise.all(a, b)`, `Promise.all({ a, b })`: the combinator's promise rejects.
  if (ctx.language === "js" && (code === 2345 || code === 2554 || code === 2769)) {
    const combined = combinedNoIterable(node, end, ctx);
    if (combined !== undefined) return combined;
  }
  // `"workspaces" in text`: `in` of a primitive throws, whatever the value, where the value is one for sure.
  if (code === 2322 || code === 2361) {
    const right = inRightSide(node, end, ctx);
    if (right !== undefined) {
      const kind = ctx.program.primitiveKind(right);
      if (kind !== undefined && kind !== "never") return { message: messages.inOnPrimitive(kind), certain: typedByValue(right, ctx) && model.fails(right) };
    }
  }
  // An assignment to a `const` or an import throws when it runs; a lexical name declared twice never loads.
  if (code === THIS_BEFORE_SUPER) return { certain: thisBeforeAnySuper(node) && model.fails(node) };
  // A derived constructor that never mentions `super` and returns no value ends with `this` unset: a ReferenceError.
  if (code === NO_SUPER_CALL) {
    const ctor = enclosing(node, SyntaxKind.Constructor);
    const body = ctor === undefined ? undefined : (ctor as Node & { readonly body?: Node }).body;
    const certain = body !== undefined && !containsNode(body, (n) => n.kind === SyntaxKind.SuperKeyword) && returnStatementsOf(body).every((r) => r === undefined) && (ctx.language === "ts" || model.fails(body));
    return { certain };
  }
  // `Memo = null` inside class Memo's own body writes the class's inner binding, which is constant; outside, the
  // declaration's binding is an ordinary one.
  if (code === CLASS_ASSIGNED) return { certain: ctx.language === "ts" || (isIdentifier(node) && insideOwnClass(node, model) && model.fails(node)) };
  // `this.#format ??= f` and `||= f` never assign: a private method is there, and truthy.
  if (code === PRIVATE_METHOD_ASSIGNED) return { certain: assignsAlways(node) && model.fails(node) };
  // `h = 1` in `function h() {…}` written as an expression: its own name is immutable there; a declaration's is not.
  if (code === FUNCTION_ASSIGNED) return { certain: isIdentifier(node) && model.scopes.declarationOf(node)?.holder.kind === SyntaxKind.FunctionExpression && certainlyAssigns(node, model) && model.fails(node) };
  if (RUNTIME_ERROR_CODES.has(code)) return { certain: code === REDECLARED || (certainlyAssigns(node, model) && model.fails(node)) };
  if (DUPLICATE_IDENTIFIER.has(code)) return { certain: isLexicalBinding(node) };
  if (NOT_ITERABLE.has(code)) {
    // The finding spans the iterated expression; `node` is its first token.
    let expression = spannedFrom(node, end, ctx);
    // `const [count] = gg.files.editFile(…)`: the finding spans the pattern; what it takes apart is the initializer.
    const holder = expression.parent as (Node & { readonly name?: Node; readonly initializer?: Node }) | undefined;
    if (expression.kind === SyntaxKind.ArrayBindingPattern && holder?.kind === SyntaxKind.VariableDeclaration && holder.name === expression && holder.initializer !== undefined) expression = holder.initializer;
    // `for (const [name, kind] of files.listDir("."))`, `entries.forEach(([name, kind]) => …)`: the pattern takes apart
    // an element of a list typed by value; a gg record is never iterable.
    const named = (expression.kind === SyntaxKind.VariableDeclaration || expression.kind === SyntaxKind.Parameter) && fields(expression).name?.kind === SyntaxKind.ArrayBindingPattern ? (fields(expression).name as Node) : expression;
    const walked = named.kind === SyntaxKind.ArrayBindingPattern ? elementSource(named, model) : undefined;
    if (walked !== undefined) expression = named;
    if (walked !== undefined) return { certain: ctx.program.isGgRecord(expression) && !model.facts.anyMember && typedByValue(walked, ctx) && model.fails(expression, "iterator") };
    // A gg record, or a value the program spells out in full (an object literal, an instance of a closed class): no
    // `[Symbol.iterator]` of its own, and the program adds none by a key it computes.
    // A number, boolean or library object that is not iterable (`[...list.length]`, `for (const x of new Date())`) is
    // not where the program adds no member by a key it computes (`Number.prototype[Symbol.iterator] = …`).
    // A gg record is a plain object: an iterator the program adds to every object (`Object.prototype[Symbol.iterator]`) is its.
    // A library type that is iterable (`RegExpExecArray | null` of `re.exec(…)`, `T[] | undefined` of `list.pop()`) is
    // reported for its null or undefined alone, which the run may never hold.
    // A record the program fills by string keys is a plain object by what the text does to it, whatever its type says.
    // `for (const name of programs.library)`: the operation itself, a function, the call forgotten.
    const uncalled = ctx.language === "js" && isExpression(expression) ? ggOperationNamed(expression, ctx, model) : undefined;
    if (uncalled !== undefined) return { message: messages.operationUncalled(shownText(ctx, expression), "and a function is not iterable"), certain: !model.facts.anyMember && model.fails(expression, "iterator") };
    const plain = (e: Node): boolean => ctx.language === "js" && plainRecord(e, ctx, model);
    // `typeof r[Symbol.iterator] === "function" ? [...r] : []`: a test of the iterator keeps the iteration from running.
    return { certain: isExpression(expression) && (plain(expression) || (typedByValue(expression, ctx) && neverIterable(expression, ctx, model))) && model.fails(expression, "iterator") };
  }
  if (MIXED_BIGINT.has(code)) {
    // The finding spans the binary expression; `node` is its first token.
    let binary: Node = node;
    const start = ctx.source.start(node);
    // `+total` (TS2736): unary plus asks a BigInt for a number. The finding spans the operand.
    if (code === UNARY_PLUS_BIGINT) {
      const operand = spannedFrom(node, end, ctx);
      const unary = outermostParentheses(operand).parent as (Node & { readonly operator?: SyntaxKind }) | undefined;
      return { certain: unary?.kind === SyntaxKind.PrefixUnaryExpression && unary.operator === SyntaxKind.PlusToken && ctx.program.primitiveKind(operand) === "bigint" && typedByValue(operand, ctx) && model.fails(unary) };
    }
    // The outermost binary expression the finding spans: `10n * 3n + Math.round(x)` starts with `10n * 3n` too.
    for (let up = node.parent; up !== undefined && ctx.source.start(up) === start && up.end <= end; up = up.parent) if (up.kind === SyntaxKind.BinaryExpression) binary = up;
    return { certain: binary.kind === SyntaxKind.BinaryExpression && mixesBigInt(binary, ctx) && model.fails(binary) };
  }
  if (SYMBOL_CONVERSION.has(code)) {
    // The finding spans the converted operand; `node` is its first token. A symbol's string or number conversion
    // throws before any method of the program could run: no prototype member the program adds changes it.
    const operand = spannedFrom(node, end, ctx);
    return { certain: isExpression(operand) && convertsToString(operand) && ctx.program.primitiveKind(operand) === "symbol" && typedByValue(operand, ctx) && model.fails(operand) };
  }
  if ((UNKNOWN_NAME.has(code) || ONLY_A_TYPE.has(code)) && isIdentifier(node)) {
    const name = node.text;
    const host = UNKNOWN_NAME.get(code) ?? HOST_GLOBALS.get(name);
    const newer = code === NEWER_NAME || LATER_GLOBALS.has(name) ? messages.newerGlobal(name, editionOf(tscMessage) ?? LATER_GLOBALS.get(name)) : undefined;
    const message = messages.ggNameNotInScope(ctx.names, name) ?? newer ?? (host !== undefined ? messages.missingHostName(name, host) : undefined);
    // `typeof process !== "undefined" && process.exit(0)`: a use that runs only after its test passed never runs.
    // `globalThis.name = …` makes `name` a global the compiler does not see: only the run can say, unless the read
    // certainly runs before any statement that may set it.
    const runs = !isInTypeContext(node) && outermostParentheses(node).parent?.kind !== SyntaxKind.TypeOfExpression && !model.setsGlobalBefore(node, name) && model.fails(node, name, "ReferenceError");
    // `process.exit(1)` in a catch or rejection handler throws where the program already failed: a warning.
    const certain = runs && !(failingExit(node, model.scopes) && inErrorHandler(node, model.scopes, (fn) => model.entriesOf(fn)));
    return message === undefined ? { certain } : { message, certain };
  }
  if (NOT_CALLABLE.has(code)) {
    // A primitive (`list.length()`) is never callable, whatever its value; nor is a gg namespace, an object of a
    // library type (`"a b".split(" ")()`, a `Map`) or one the program spells out: nothing makes an object callable.
    // `files.glob("*")(1)`: the finding spans the whole callee, whose first token may be a callee of its own.
    const spanned = spannedFrom(node, end, ctx);
    const callee = calleeAt(spanned) === spanned ? spanned : calleeAt(node);
    const neverFunction = (e: Node): boolean => ctx.program.isPrimitive(e) || ctx.program.ggContainer(e) !== undefined || (ctx.language === "js" && (libraryObject(e, ctx) || objectWrittenInPlace(e, model.scopes)));
    // `report.count()` of a getter (TS6234): the getter's value is what its returns hold, where no JSDoc states its type.
    const gettersByValue = (): boolean => {
      const name = callee === undefined ? undefined : memberName(unparenthesised(callee));
      const getters = name === undefined ? [] : ctx.source.nodes.filter((g) => g.kind === SyntaxKind.GetAccessor && (fields(g).name as Node & { readonly text?: string } | undefined)?.text === name);
      const trust = trustOf(ctx);
      return getters.length > 0 && getters.every((g) => trust.returnsByValue(g));
    };
    if (callee !== undefined && !isInTypeContext(node) && neverFunction(callee)) return { certain: typedByValue(callee, ctx) && (code !== GETTER_CALLED || ctx.language === "ts" || gettersByValue()) && model.fails(callee) };
  }
  if (code === NEW_WITHOUT_CONSTRUCTOR) {
    const target = neverConstructor(node, ctx);
    if (target !== undefined) return { message: messages.notAConstructor(target.name.length <= 30 ? target.name : "it", target.kind), certain: model.fails(target.callee) };
  }
  if (CLASS_CALLED.has(code)) return { certain: !isInTypeContext(node) && typedByValue(calleeAt(node) ?? node, ctx) && model.fails(node) };
  // A parameter read in a default before it is bound (itself, or a later one): throws whenever that default runs.
  if (code === PARAMETER_SELF_READ || code === PARAMETER_LATER_READ) return { certain: !isInTypeContext(node) && readsUnboundParameter(node, model) && model.fails(node) };
  if (USED_BEFORE_DECLARATION.has(code)) return { certain: !isInTypeContext(node) && readsInDeadZone(node, model) };
  if (NEWER_MEMBER.has(code) && isAccessName(node)) {
    const message = messages.newerGlobal(memberPath(node, ctx), editionOf(tscMessage));
    // `this.codes.union(…)` of a field a constructor sets once to `new Set(…)`: the built-in it holds.
    const owner = (node.parent as Node & { readonly expression: Node }).expression;
    return { message, certain: (typedByValue(owner, ctx) || heldBuiltin(owner, model) || heldByValue(owner, ctx)) && usedWhereMissing(node, model) };
  }
  // `States.FAILED = "failed"` on a frozen object: adding a member throws as changing one does.
  if (MISSING_MEMBER.has(code) && ctx.language === "js" && isAccessName(node) && refusedWrite(node, model, true)) return { certain: model.fails(node.parent as Node) };
  // `if (typeof text !== "string") text.forEach(…)` of an operation's text: the compiler narrowed every value away
  // (`never`), so no value reaches the read.
  if (MISSING_MEMBER.has(code) && isAccessName(node) && ctx.language === "js" && ctx.program.primitiveKind((node.parent as Node & { readonly expression: Node }).expression) === "never") return { certain: false };
  // `load().x` of a function with no `return` of a value, `[].forEach(f).length`: any member of undefined or null typed
  // by its value throws, read, written or called.
  if (MISSING_MEMBER.has(code) && ctx.language === "js" && isAccessName(node)) {
    const access = node.parent as Node & { readonly expression: Node };
    const kind = ctx.program.primitiveKind(access.expression);
    if ((kind === "undefined" || kind === "null") && (access.flags & NodeFlags.OptionalChain) === 0 && typedByValue(access.expression, ctx)) return { certain: model.fails(access) };
  }
  // `text.lineCount = 1` of an operation's string, `limit.unit = "b"` of a number: a primitive holds no member, and the
  // guest's strict code throws a TypeError for the write, where no setter of that name on a prototype takes it.
  if (MISSING_MEMBER.has(code) && ctx.language === "js" && isAccessName(node) && createsOnPrimitive(node.parent as Node)) {
    const access = node.parent as Node & { readonly expression: Node };
    const name = (node as Node & { readonly text: string }).text;
    // Another write of the name (a setter defined on a prototype, `String.prototype.x = …`) may take it; this one is the write in question.
    const elsewhere = [...(model.facts.memberWrites.get(name) ?? []), ...(model.facts.prototypeWrites.get(name) ?? [])].some((w) => !containsNode(outermostParentheses(access).parent ?? access, (n) => n === w));
    if (ctx.program.isPrimitive(access.expression) && typedByValue(access.expression, ctx) && !model.facts.anyMember && !elsewhere) return { message: messages.memberOnPrimitive(ctx.source.text.slice(ctx.source.start(access), access.end), typeIn(tscMessage)), certain: model.fails(access) };
  }
  // `const { attempts } = DEFAULTS.retry` of `retry: null`: taking apart undefined or null throws, whatever the names.
  if (MISSING_MEMBER.has(code)) {
    const taken = destructuredNullish(node, ctx);
    if (taken !== undefined) return { certain: model.fails(taken) };
  }
  if (MISSING_MEMBER.has(code) && isAccessName(node)) {
    const plain = code === PLAIN_MISSING_MEMBER;
    const later = plain ? laterMember(node, ctx) : undefined;
    if (later !== undefined) return later;
    // `this.#missing`: a private name no enclosing class declares is an early SyntaxError.
    if (plain && node.kind === SyntaxKind.PrivateIdentifier) return { certain: !declaredPrivateName(node) };
    // A misspelt library member (`JSON.stringfy`, TS2551) keeps TypeScript's wording, which names the spelling meant.
    const library = libraryMember(node, ctx, plain) ?? libraryInstanceMember(node, ctx);
    if (library !== undefined) return library;
  }
  if (MISSING_MEMBER.has(code) && ctx.language === "js") {
    const taken = destructuredLibraryMember(node, ctx);
    if (taken !== undefined) return taken;
  }
  if (MISSING_MEMBER.has(code) && isMemberName(node)) return missingMember(node, tscMessage, ctx);
  if (READ_ONLY.has(code) && isGgNamespaceImportMember(node, model)) return { message: messages.ggModuleReadOnly((node as Node & { readonly text: string }).text), certain: model.fails(node) };
  // A member of a frozen object, or a getter without a setter on a value the program spells out: assigning it throws
  // a TypeError in the guest's strict code.
  if (READ_ONLY.has(code) && ctx.language === "js" && isAccessName(node) && refusedWrite(node, model, false)) return { certain: certainlyAssigns(node.parent as Node, model) && model.fails(node.parent as Node) };
  // `cache.size = 0` of a `Map`, `Math.PI = 3`: a library object's read-only member (a getter alone, or not writable),
  // or any member of a primitive (`word[0] = …`), typed by its value: assigning it throws in strict code.
  const indexed = node.parent?.kind === SyntaxKind.ElementAccessExpression && (node.parent as Node & { readonly expression: Node }).expression === node ? node.parent : undefined;
  if (READ_ONLY.has(code) && ctx.language === "js" && (isAccessName(node) || indexed !== undefined)) {
    const access = indexed ?? (node.parent as Node);
    const owner = (access as Node & { readonly expression: Node }).expression;
    const types = ctx.program.libraryTypeNames(owner);
    const closed = (types.length > 0 && types.every((t) => BUILT_IN_OBJECTS.test(t))) || ctx.program.isPrimitive(owner);
    // `Object.defineProperty(r, "unicode", { writable: true })` makes the member writable: a definer of the name, or one
    // by a key the program computes, leaves it unknown.
    const key = (access as Node & { readonly argumentExpression?: Node }).argumentExpression;
    const name = memberName(access) ?? (key?.kind === SyntaxKind.NumericLiteral ? (key as Node & { readonly text: string }).text : undefined);
    const redefined = name === undefined || (model.facts.memberWrites.get(name) ?? []).some((w) => w.kind === SyntaxKind.CallExpression);
    // A primitive takes no member, whatever is written on it; an object written by a computed key may take any.
    const root = unparenthesised(owner);
    const opened = !ctx.program.isPrimitive(owner) && root.kind === SyntaxKind.Identifier && model.facts.opened.has(model.scopes.declarationOf(root) as Declaration);
    // `delete "abc"[100]` deletes nothing and is true; only a member the value has of its own and cannot lose
    // throws: the `length` or a character of text the program fixes.
    const deleted = outermostParentheses(access).parent?.kind === SyntaxKind.DeleteExpression;
    if (deleted && !ownStringMember(owner, name, model)) return { certain: false };
    if (closed && !redefined && !opened && (typedByValue(owner, ctx) || primitiveConst(owner, ctx, model)) && !model.facts.anyMember) return { certain: certainlyAssigns(access, model) && model.fails(access) };
  }
  if (code === TYPE_IMPORTED_IN_JS && importsFromGg(node) && isIdentifier(node)) return { message: messages.typeImportedInJavaScript(node.text), certain: true };
  if ((NOT_EXPORTED.has(code) || NO_DEFAULT_EXPORT.has(code)) && importsFromGg(node)) {
    if (NO_DEFAULT_EXPORT.has(code)) return { message: messages.NO_DEFAULT_EXPORT, certain: true };
    const name = isIdentifier(node) ? node.text : ctx.source.text.slice(ctx.source.start(node), node.end);
    return { message: messages.notExportedByGg(ctx.names, name), certain: !isTypeOnlyImport(node) };
  }
  if (NO_OVERLAP.has(code)) {
    const message = keyComparison(node, end, ctx);
    if (message !== undefined) return { message, certain: false };
  }
  if (POSSIBLY_UNDEFINED.has(code) && node.kind === SyntaxKind.ThisKeyword && isModuleLevelThis(node)) {
    return { message: messages.TOP_LEVEL_THIS, certain: model.fails(node) };
  }
  // `let r; … r.stdout`: a binding declared without a value and never assigned holds undefined on every read.
  if (POSSIBLY_UNDEFINED.has(code) && ctx.language === "js" && isIdentifier(node) && readOn(node) && neverAssigned(node, model)) return { certain: model.fails(node) };
  // `for (const plugin of PLUGINS) text = plugin.transform(text)`, one element lacking `transform`: the loop reaches it.
  if (code === CALL_POSSIBLY_UNDEFINED && ctx.language === "js") {
    const callee = spannedFrom(node, end, ctx);
    if (calledOnAnElementLacking(callee, model)) return { certain: model.fails(callee) };
  }
  // Duplicate keys in an object literal are legal JavaScript since ES2015; TypeScript alone refuses them.
  if (DUPLICATE_KEY.has(code)) return { certain: ctx.language === "ts" };
  // Grammar errors the checker reports (`await` outside async, `return` at the top level) are syntax errors when run.
  if (isSyntaxCode(code)) return { certain: true };
  if (EARLY_ERROR_CODES.has(code)) {
    // `super.x` in a method of a class that extends nothing reads Object.prototype's member: legal JavaScript (TypeScript
    // refuses it with TS2335). Only `super(…)` outside a derived constructor is the early error.
    if (code === SUPER_NOT_DERIVED && !isSuperCall(node)) return { certain: false };
    return { certain: true };
  }
  // `#y in this` with no `#y` declared: an early SyntaxError.
  if (MISSING_MEMBER.has(code) && node.kind === SyntaxKind.PrivateIdentifier) return { certain: true };
  return undefined;
}

/**
 * Whether `callee` (`plugin.transform`, called, no `?.`) reads a member of a `for…of` const over a list of object
 * literals written in place (or a `const` of one only read) that some element lacks, where the call runs on every turn:
 * nothing in the loop's body may leave it early (`break`, `continue`, `return`, `throw`, `yield`, `await`) and the call
 * sits behind no test, loop or function of its own. The loop then reaches that element and throws there, if no
 * earlier turn threw first.
 */
function calledOnAnElementLacking(callee: Node, model: ExecutionModel): boolean {
  const c = unparenthesised(callee);
  const call = outermostParentheses(c).parent;
  if (c.kind !== SyntaxKind.PropertyAccessExpression || (c.flags & NodeFlags.OptionalChain) !== 0 || call?.kind !== SyntaxKind.CallExpression || (call as Node & { readonly expression: Node }).expression !== outermostParentheses(c)) return false;
  const name = (c as Node & { readonly name: Node & { readonly text: string } }).name.text;
  const element = unparenthesised((c as Node & { readonly expression: Node }).expression);
  const d = isIdentifier(element) ? model.scopes.declarationOf(element) : undefined;
  const loop = d?.holder.parent?.parent;
  if (d === undefined || d.kind !== "const" || loop?.kind !== SyntaxKind.ForOfStatement || fields(loop).awaitModifier !== undefined || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
  let list = unparenthesised(fields(loop).expression as Node);
  if (isIdentifier(list)) {
    if (!model.values.onlyRead(list)) return false;
    const ld = model.scopes.declarationOf(list);
    const init = ld === undefined ? undefined : fields(ld.holder).initializer;
    if (init === undefined) return false;
    list = unparenthesised(init);
  }
  if (list.kind !== SyntaxKind.ArrayLiteralExpression) return false;
  const elements = (list as Node & { readonly elements?: readonly Node[] }).elements ?? [];
  if (elements.length === 0 || !elements.every((e) => unparenthesised(e).kind === SyntaxKind.ObjectLiteralExpression && spelledOut(e, model.scopes))) return false;
  if (model.facts.anyMember || (model.facts.memberWrites.get(name) ?? []).length > 0 || model.facts.prototypeWrites.has(name) || OBJECT_PROTOTYPE.has(name)) return false;
  const lacks = elements.some((e) => !((unparenthesised(e) as Node & { readonly properties?: readonly Node[] }).properties ?? []).some((p) => (fields(p).name as (Node & { readonly text?: string }) | undefined)?.text === name));
  if (!lacks) return false;
  const body = fields(loop).statement as Node;
  const leaves = (n: Node): boolean => n.kind === SyntaxKind.BreakStatement || n.kind === SyntaxKind.ContinueStatement || n.kind === SyntaxKind.ReturnStatement || n.kind === SyntaxKind.ThrowStatement || n.kind === SyntaxKind.YieldExpression || n.kind === SyntaxKind.AwaitExpression;
  if (containsNode(body, leaves)) return false;
  for (let p: Node | undefined = call; p !== undefined && p !== loop; p = p.parent) {
    if (!UNCONDITIONAL.has(p.kind)) return false;
    if (p.kind === SyntaxKind.BinaryExpression && CONDITIONAL_OPERATORS.has((p as Node & { readonly operatorToken: Node }).operatorToken.kind) && (p as Node & { readonly right: Node }).right.pos <= call.pos) return false;
  }
  return true;
}

// Where an expression runs whenever its statement does.
const UNCONDITIONAL: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.CallExpression, SyntaxKind.ParenthesizedExpression, SyntaxKind.PropertyAccessExpression, SyntaxKind.ElementAccessExpression, SyntaxKind.BinaryExpression, SyntaxKind.ExpressionStatement, SyntaxKind.Block, SyntaxKind.VariableDeclaration, SyntaxKind.VariableDeclarationList, SyntaxKind.VariableStatement, SyntaxKind.TemplateSpan, SyntaxKind.TemplateExpression, SyntaxKind.ArrayLiteralExpression, SyntaxKind.SpreadElement, SyntaxKind.PrefixUnaryExpression]);
// Operators whose right side may not run.
const CONDITIONAL_OPERATORS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.AmpersandAmpersandToken, SyntaxKind.BarBarToken, SyntaxKind.QuestionQuestionToken, SyntaxKind.AmpersandAmpersandEqualsToken, SyntaxKind.BarBarEqualsToken, SyntaxKind.QuestionQuestionEqualsToken]);

/** A name bound by an import, `let`, `const` or `class`: declaring it twice is a SyntaxError in a module. */
function isLexicalBinding(node: Node): boolean {
  const p = node.parent;
  if (p === undefined) return false;
  switch (p.kind) {
    case SyntaxKind.ImportSpecifier:
    case SyntaxKind.ImportClause:
    case SyntaxKind.NamespaceImport:
    case SyntaxKind.ClassDeclaration:
    case SyntaxKind.Parameter:
      // Module code is strict: duplicate parameter names are a SyntaxError too.
      return true;
    case SyntaxKind.VariableDeclaration:
      return (combinedNodeFlags(p) & NodeFlags.BlockScoped) !== 0;
    default:
      return false;
  }
}

/**
 * `e.operation === "readFile"`: the comparison tsc calls unintentional, said in gg's words when one side is a
 * failure's `OperationKey` or `FailureCode` and the other a string literal.
 */
function keyComparison(node: Node, end: number, ctx: ClassifyContext): string | undefined {
  let comparison: Node = node;
  while (comparison.kind !== SyntaxKind.BinaryExpression && comparison.parent !== undefined && comparison.parent.end <= end) comparison = comparison.parent;
  if (comparison.kind !== SyntaxKind.BinaryExpression) return undefined;
  const { left, right } = comparison as Node & { readonly left: Node; readonly right: Node };
  const [literal, other] = isStringLike(right) ? [right, left] : isStringLike(left) ? [left, right] : [undefined, undefined];
  if (literal === undefined || other === undefined) return undefined;
  const union = ctx.program.ggUnion(other);
  const text = (literal as Node & { readonly text: string }).text;
  if (union === SDK.operationKey) return messages.notAnOperationKey(ctx.names, text);
  if (union === SDK.failureCode) return messages.notAFailureCode(ctx.names, text);
  return undefined;
}

function isStringLike(node: Node): boolean {
  return node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral;
}

/** The operation call whose arguments (or arity) `node` is part of, if any. */
function argumentOf(node: Node, end: number, code: number, ctx: ClassifyContext): Site | undefined {
  let child: Node = node;
  for (let p: Node | undefined = node.parent; p !== undefined && p.kind !== SyntaxKind.SourceFile; child = p, p = p.parent) {
    if (p.kind === SyntaxKind.CallExpression) {
      const call = p as Node & { readonly expression: Node; readonly arguments: readonly Node[] };
      const viaArguments = call.arguments.some((a) => a === child);
      // A finding on the callee itself; one that spans the whole call (`Array.from(gg.shell.run("ls"))`) is about the
      // call as the argument of another.
      const viaCallee = child === call.expression && ARITY_CODES.has(code) && end <= call.expression.end;
      if (viaArguments || viaCallee) return ctx.callSites.get(p);
      if (child !== call.expression) return undefined;
    }
    if (isFunctionLike(p) || p.kind === SyntaxKind.Block) return undefined;
  }
  // Arity errors may be reported on the call itself.
  return node.kind === SyntaxKind.CallExpression && ARITY_CODES.has(code) ? ctx.callSites.get(node) : undefined;
}

/**
 * Whether the compiler's type of `expression` is its value's (always, in TypeScript, which checks what it declares);
 * in JavaScript, not where JSDoc or a binding written again decides it (`type-trust.ts`).
 */
function typedByValue(expression: Node, ctx: ClassifyContext): boolean {
  if (ctx.language === "ts") return true;
  return trustOf(ctx).byValue(expression);
}

// The program's type trust, which knows gg's calls by the sites this check found.
function trustOf(ctx: ClassifyContext): TypeTrust {
  return typeTrustOf(executionOf(ctx.source), (call) => ctx.callSites.has(call), (e) => ctx.program.primitiveKind(e));
}

/**
 * Whether the callee of an operation's call may hold a function of the program's own (`fs.writeFile` of `const fs =
 * DRY_RUN ? { ...files, writeFile: (p, c) => … } : files`): the types say the operation, the value may not be it.
 */
function mayCallOwnFunction(site: Site, model: ExecutionModel): boolean {
  const callee = site.call === undefined || site.through === true ? undefined : (site.call.expression as Node);
  return callee !== undefined && model.values.calleeMayBeOwnFunction(callee);
}

/**
 * Whether a JavaScript argument handed to a text parameter is an array by how it is made (`["git", ...args]`,
 * `parts.map(f)`): whatever its elements hold, an array is never a string, and the lowering refuses it.
 */
function arrayForText(code: number, node: Node, site: Site, ctx: ClassifyContext): boolean {
  if (code !== 2345 || ctx.language !== "js" || site.through === true) return false;
  const args = (site.call?.arguments ?? []) as readonly Node[];
  const index = args.findIndex((a) => a.pos <= node.pos && node.end <= a.end);
  const holding = args[index];
  return holding !== undefined && !args.slice(0, index).some((a) => a.kind === SyntaxKind.SpreadElement) && isStringParameter(site, index) && trustOf(ctx).arrayMade(holding);
}

/** Whether the argument a finding is in (every argument, for a finding on the call) is typed by its value. */
function argumentsByValue(node: Node, site: Site, ctx: ClassifyContext): boolean {
  const args = (site.call?.arguments ?? []) as readonly Node[];
  const holding = args.find((a) => a.pos <= node.pos && node.end <= a.end);
  return holding !== undefined ? typedByValue(holding, ctx) : args.every((a) => typedByValue(a, ctx));
}

/**
 * The list whose elements an array pattern takes apart: the iterated expression of a `for…of` it is the declaration
 * of, or the receiver of a built-in that hands its callback each element (`forEach`, `map`, …) where the pattern is
 * the callback's first parameter and the program defines no method of that name.
 */
function elementSource(pattern: Node, model: ExecutionModel): Node | undefined {
  const holder = pattern.parent;
  if (holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).name === pattern && fields(holder).initializer === undefined) {
    const loop = holder.parent?.parent;
    return loop?.kind === SyntaxKind.ForOfStatement && fields(loop).awaitModifier === undefined ? (fields(loop).expression as Node) : undefined;
  }
  if (holder?.kind !== SyntaxKind.Parameter || fields(holder).name !== pattern) return undefined;
  const fn = holder.parent;
  if (fn === undefined || (fields(fn).parameters ?? [])[0] !== holder) return undefined;
  const outer = outermostParentheses(fn);
  const call = outer.parent;
  if (call?.kind !== SyntaxKind.CallExpression || (fields(call).arguments ?? [])[0] !== outer) return undefined;
  const callee = unparenthesised(fields(call).expression as Node);
  const method = callee.kind === SyntaxKind.PropertyAccessExpression ? (fields(callee).name?.text ?? "") : "";
  return ELEMENT_CALLBACKS.has(method) && (model.definitions.get(method) ?? []).length === 0 ? (fields(callee).expression as Node) : undefined;
}

/** Whether `this` is the module's own: no function or class between it and the file (arrow functions inherit it). */
export function isModuleLevelThis(node: Node): boolean {
  for (let p = node.parent; p !== undefined; p = p.parent) {
    if (p.kind === SyntaxKind.SourceFile) return true;
    if (p.kind === SyntaxKind.ArrowFunction) continue;
    if (isFunctionLike(p) || isClassLike(p) || p.kind === SyntaxKind.ClassStaticBlockDeclaration) return false;
  }
  return false;
}

/**
 * Whether an argument finding is certain to fail when the guest lowers the call. In TypeScript any finding fails the
 * compile. In JavaScript the guest's lowering checks one thing before the call crosses to the host: that each
 * parameter of type `string` is given a string (so a string argument left out fails too). A number for a `u32`, a
 * record missing a field, a list given a string, are handed on as they are: the host answers, or refuses, the call.
 * So a JavaScript finding is certain where a `string` parameter gets no value that can be a string (`number` for
 * `string`; `string | undefined` may well be a string at run time), or is left out.
 */
function cannotLower(code: number, node: Node, end: number, ctx: ClassifyContext, site: Site): boolean {
  const lowered = (index: number): boolean => ctx.language === "ts" || isStringParameter(site, index);
  if (MISSING_FIELD_CODES.has(code) || code === 2769) return ctx.language === "ts";
  if (code === 2554 || code === 2555) {
    const call = site.call;
    if (call === undefined || site.through === true) return false;
    const args = call.arguments as readonly Node[];
    if (args.some((a) => a.kind === SyntaxKind.SpreadElement)) return false;
    // Too few: a required argument (one before the trailing options, as the catalogue says) is missing. Too many:
    // the extra ones are ignored, but TypeScript then checks no argument type, so the ones that do have a parameter
    // are checked here.
    return missingArguments(site, args.length).some(lowered) || ctx.program.argumentsMisfit(call, lowered);
  }
  if (code !== 2345 && code !== 2322) return false;
  // `op.apply(self, args)`: TypeScript checks `args` as a whole against the parameters' tuple, but only the strings it
  // holds reach the operation; an array written in place has its elements checked one by one.
  if (site.through === true && isApplyCall(site.call) && unparenthesised(node).kind !== SyntaxKind.ArrayLiteralExpression && !containedInArrayLiteral(node, site.call)) return false;
  // The array itself against the tuple: too few elements leave a required argument out (the lowering throws); more
  // are ignored. Its elements' types are findings of their own. (Asking the compiler about the whole array here made
  // the native compiler panic on `[]`.)
  if (site.through === true && isApplyCall(site.call) && unparenthesised(node).kind === SyntaxKind.ArrayLiteralExpression) {
    const elements = (unparenthesised(node) as Node & { readonly elements?: readonly Node[] }).elements ?? [];
    return !elements.some((e) => e.kind === SyntaxKind.SpreadElement) && missingArguments(site, elements.length).some(lowered);
  }
  // A JavaScript argument the lowering does not check (not a `string` parameter's) is handed on as it is.
  if (ctx.language === "js") {
    const index = parameterIndexOf(node, site);
    if (index === undefined || !isStringParameter(site, index)) return false;
  }
  let expression: Node = node;
  const parent = node.parent as (Node & { readonly name?: Node; readonly initializer?: Node }) | undefined;
  if (isIdentifier(node) && parent?.kind === SyntaxKind.PropertyAssignment && parent.name === node && parent.initializer !== undefined) expression = parent.initializer;
  // The finding spans the whole argument (`list.length`, `Math.round(x)`), and the node found at its start is only
  // its first token (`list`, `Math`): the argument as a whole is what must fit.
  else {
    const start = ctx.source.start(node);
    while (expression.parent !== undefined && expression.parent !== site.call && ctx.source.start(expression.parent) === start && expression.parent.end <= end) expression = expression.parent;
  }
  if (!isExpression(expression)) return false;
  return ctx.program.noValueFits(expression);
}

/**
 * `const index = {}; index[k] = v; files.writeFile(p, index)`: an argument for a text parameter that is never text by
 * its form, an object, list or function written in place or held in a `const`. The compiler's `{}` lets text fit,
 * and the binding's type is no value's once the program writes members to it, but the value is an object on every
 * run, whatever members it holds.
 */
function neverTextArgument(node: Node, site: Site, ctx: ClassifyContext): boolean {
  const args = (site.call?.arguments ?? []) as readonly Node[];
  const holding = site.through === true ? undefined : args.find((a) => a.pos <= node.pos && node.end <= a.end);
  const index = holding === undefined ? -1 : args.indexOf(holding);
  return holding !== undefined && !args.slice(0, index).some((a) => a.kind === SyntaxKind.SpreadElement) && isStringParameter(site, index) && ctx.source.start(holding) === ctx.source.start(node) && neverTextByForm(holding, executionOf(ctx.source).scopes);
}

/** The indices of the required parameters a call that gives `given` arguments leaves out. */
function missingArguments(site: Site, given: number): number[] {
  return Array.from({ length: Math.max(0, requiredArguments(site) - given) }, (_, k) => given + k);
}

/**
 * An operation handed as the callback of an array's `forEach`, `map`, … (`paths.forEach(files.writeFile)`): the
 * built-in calls it with each element, its index and the list, so a text parameter second or third is given a number
 * or the list, and one first is given each element (numbers, of a list of numbers written in place). Its lowering
 * throws at the first element. Undefined where the finding is no such argument.
 */
function handedToElementCallback(node: Node, ctx: ClassifyContext): Verdict {
  const site = ctx.callbackSites?.get(ctx.source.start(node));
  if (site === undefined) return undefined;
  let argument: Node = node;
  while (argument.parent !== undefined && argument.parent.kind !== SyntaxKind.CallExpression && ctx.source.start(argument.parent) === site.start && argument.parent.end <= site.end) argument = argument.parent;
  const call = argument.parent;
  const args = call === undefined ? [] : (fields(call).arguments ?? []);
  if (call?.kind !== SyntaxKind.CallExpression || args[0] !== argument || args.some((a) => a.kind === SyntaxKind.SpreadElement)) return undefined;
  const callee = unparenthesised(fields(call).expression as Node);
  const method = callee.kind === SyntaxKind.PropertyAccessExpression ? (fields(callee).name?.text ?? "") : "";
  const model = executionOf(ctx.source);
  if (!ELEMENT_CALLBACKS.has(method) || (model.definitions.get(method) ?? []).length > 0 || model.facts.prototypeWrites.has(method)) return undefined;
  const list = fields(callee).expression as Node;
  const types = ctx.program.libraryTypeNames(list);
  if (types.length === 0 || !types.every((t) => ARRAY_TYPE_NAMES.has(t)) || !typedByValue(list, ctx)) return undefined;
  const literal = constValue(list, model.scopes);
  const elements = literal?.kind === SyntaxKind.ArrayLiteralExpression ? ((literal as Node & { readonly elements?: readonly Node[] }).elements ?? []) : [];
  const noText = (elements.length > 0 && elements.every((e) => e.kind === SyntaxKind.NumericLiteral || e.kind === SyntaxKind.TrueKeyword || e.kind === SyntaxKind.FalseKeyword)) || recordsFromOperation(list, ctx);
  const refused = isStringParameter(site, 1) || isStringParameter(site, 2) || (noText && isStringParameter(site, 0));
  return { certain: refused && !model.values.emptyCollection(list) && model.fails(call) };
}

/**
 * `` shell.run`ls -la` ``: an operation used as a template's tag is handed the template's strings as an array first,
 * which its text parameter refuses, whatever the template holds. Undefined where the finding is no such template.
 */
function taggedOperation(node: Node, end: number, ctx: ClassifyContext): Verdict {
  const template = spannedFrom(node, end, ctx);
  const tagged = outermostParentheses(template).parent;
  if (tagged?.kind !== SyntaxKind.TaggedTemplateExpression || (tagged as Node & { readonly template?: Node }).template !== outermostParentheses(template)) return undefined;
  const model = executionOf(ctx.source);
  const reach = ggPathOf(fields(tagged).tag as Node, model.scopes);
  if (reach === undefined || reach.path.length !== 2) return undefined;
  const [namespace, member] = reach.path;
  const operation = ctx.names.catalogue.operations.find((o) => o.namespace === namespace && tsFunctionName(o.key) === member);
  const first = operation?.params[0]?.type;
  if (first?.kind !== "primitive" || first.name !== "string") return undefined;
  return { message: messages.taggedOperation(`${namespace}.${member}`), certain: model.fails(tagged) };
}

/**
 * `JSON.parse(files.listDir("."))`, `JSON.parse(shell.run(cmd))`: what an operation answers as a record, a list of
 * records or maybe nothing is never JSON text (`[object Object]`, `""`, `undefined`), so the parse throws whatever the
 * operation gave. The guest's `JSON.parse`, where the program neither replaces it nor gives any object a `toString`.
 * Undefined where the finding is no such argument.
 */
function parsedRecords(node: Node, end: number, ctx: ClassifyContext): Verdict {
  const argument = spannedFrom(node, end, ctx);
  const call = outermostParentheses(argument).parent;
  if (call?.kind !== SyntaxKind.CallExpression || (fields(call).arguments ?? [])[0] !== outermostParentheses(argument)) return undefined;
  const model = executionOf(ctx.source);
  const named = globalMethodCall(call, model.scopes);
  if (named?.[0] !== "JSON" || named[1] !== "parse") return undefined;
  const facts = model.facts;
  if (facts.anyMember || facts.memberWrites.has("JSON.parse") || facts.memberWrites.has("toString") || facts.memberWrites.has("Symbol.toPrimitive") || (model.definitions.get("toString") ?? []).length > 0) return undefined;
  const result = operationResultOf(argument, ctx)?.operation.result;
  const isRecord = (t: typeof result): boolean => t?.kind === "named" && ctx.names.catalogue.types.some((d) => d.name === t.name && d.kind === "record");
  const what = isRecord(result) ? "a record" : result?.kind === "list" && isRecord(result.element) ? "a list of records" : result?.kind === "option" && isRecord(result.element) ? "a record or nothing" : undefined;
  if (what === undefined) return undefined;
  return { message: messages.parseOfRecords(what), certain: model.fails(call) };
}

// The guest's `Promise` statics that take one iterable of promises.
const COMBINATORS: ReadonlySet<string> = new Set(["all", "allSettled", "any", "race"]);

/**
 * `Promise.all(load(a), load(b))`, `Promise.all({ a, b })`, `Promise.race(p)`, `Promise.all()`: a combinator of the
 * guest's `Promise` given, first, no iterable (a promise, an object, nothing) returns a promise that rejects with a
 * TypeError, whatever the values hold; the program fails where nothing handles that rejection. The guest's own
 * `Promise` and method, which the program neither replaces nor reaches a member of by a computed key. Undefined where
 * the finding is about no such call.
 */
function combinedNoIterable(node: Node, end: number, ctx: ClassifyContext): Verdict {
  // The call the finding is about is the nearest one around what it spans: an argument (its first, or an extra one
  // TS2554 marks), the method's name (`Promise.all()` given nothing), or a member of an object literal given.
  let call: Node | undefined = spannedFrom(node, end, ctx).parent;
  while (call !== undefined && call.kind !== SyntaxKind.CallExpression && !isFunctionLike(call) && !isClassLike(call)) call = call.parent;
  if (call?.kind !== SyntaxKind.CallExpression) return undefined;
  const model = executionOf(ctx.source);
  const named = globalMethodCall(call, model.scopes);
  if (named?.[0] !== "Promise" || !COMBINATORS.has(named[1])) return undefined;
  const method = named[1];
  const facts = model.facts;
  if (model.setsGlobal("Promise") || facts.anyMember || facts.memberWrites.has(`Promise.${method}`) || facts.memberWrites.has(method)) return undefined;
  const args = (fields(call).arguments ?? []) as readonly Node[];
  const first = args[0];
  if (first !== undefined && (first.kind === SyntaxKind.SpreadElement || !((typedByValue(first, ctx) && neverIterable(first, ctx, model)) || asyncCall(first, model)))) return undefined;
  return { message: messages.combinedNoIterable(`Promise.${method}`, args.length), certain: model.rejectionFails(call) };
}

/**
 * Whether an expression is a call of an async function of the program's own (not a generator), whatever it returns:
 * such a call always makes a promise. A function the callee certainly is (a declaration, or a `const`).
 */
function asyncCall(expression: Node, model: ExecutionModel): boolean {
  const e = unparenthesised(expression);
  if (e.kind !== SyntaxKind.CallExpression) return false;
  const fn = calleeFunction(fields(e).expression as Node, model.scopes);
  return fn !== undefined && isAsync(fn) && !isGenerator(fn);
}

// Whether a list is what an operation answers, a list of records or numbers (`files.listDir(p)`): no element is text.
function recordsFromOperation(list: Node, ctx: ClassifyContext): boolean {
  const result = operationResultOf(list, ctx)?.operation.result;
  if (result?.kind !== "list") return false;
  const element = result.element;
  if (element.kind === "primitive") return element.name !== "string";
  return element.kind === "named" && ctx.names.catalogue.types.some((t) => t.name === element.name && t.kind === "record");
}

/** Whether the operation's parameter at `index` is a `string`, which the guest's lowering checks. */
function isStringParameter(site: Site, index: number): boolean {
  const type = site.operation.params[index]?.type;
  return type?.kind === "primitive" && type.name === "string";
}

/**
 * The parameter an argument finding at `node` is about: the index of the argument holding it, counted from the
 * first the operation receives (after `this` of `.call(self, …)`, or in the array literal of `.apply(self, […])`);
 * undefined where the text does not show it (a finding on a field of a record argument is that argument's).
 */
function parameterIndexOf(node: Node, site: Site): number | undefined {
  const call = site.call;
  if (call === undefined) return undefined;
  const args = call.arguments as readonly Node[];
  const within = (a: Node): boolean => a.pos <= node.pos && node.end <= a.end;
  if (site.through === true) {
    if (isApplyCall(call)) {
      const list = args[1] === undefined ? undefined : unparenthesised(args[1]);
      const elements = list?.kind === SyntaxKind.ArrayLiteralExpression ? ((list as Node & { readonly elements?: readonly Node[] }).elements ?? []) : [];
      const at = elements.findIndex(within);
      return at < 0 || elements.slice(0, at).some((e) => e.kind === SyntaxKind.SpreadElement) ? undefined : at;
    }
    const at = args.findIndex(within);
    return at < 1 || args.slice(0, at).some((a) => a.kind === SyntaxKind.SpreadElement) ? undefined : at - 1;
  }
  const at = args.findIndex(within);
  return at < 0 || args.slice(0, at).some((a) => a.kind === SyntaxKind.SpreadElement) ? undefined : at;
}

function isApplyCall(call: Node | undefined): boolean {
  const callee = call === undefined ? undefined : unparenthesised((call as Node & { readonly expression?: Node }).expression as Node);
  return callee?.kind === SyntaxKind.PropertyAccessExpression && (callee as Node & { readonly name?: Node & { readonly text?: string } }).name?.text === "apply";
}

// Whether a finding sits inside an array literal that is an argument of `call` (an element of `op.apply(self, [a, b])`).
function containedInArrayLiteral(node: Node, call: Node | undefined): boolean {
  for (let n: Node | undefined = node; n !== undefined && n !== call; n = n.parent) if (n.kind === SyntaxKind.ArrayLiteralExpression && n.parent === call) return true;
  return false;
}

/**
 * A member read only to test for it — `files.readJson?.(p)`, `typeof files.watch === "function"` — runs: the read
 * yields `undefined` and the guard skips it. It stays a finding, but not a certain failure.
 */
export function isGuarded(access: Node): boolean {
  const outer = outermostParentheses(access);
  const parent = outer.parent as (Node & { readonly expression?: Node; readonly questionDotToken?: Node }) | undefined;
  if (parent === undefined) return false;
  if (parent.kind === SyntaxKind.TypeOfExpression) return true;
  if (isTested(outer, parent)) return true;
  return parent.kind === SyntaxKind.CallExpression && parent.expression === outer && parent.questionDotToken !== undefined;
}

/** `if (files.watch)`, `!files.watch`, `files.watch ? … : …`, `files.watch && …`: the value is read to be tested. */
function isTested(outer: Node, parent: Node): boolean {
  const p = parent as Node & { readonly expression?: Node; readonly condition?: Node; readonly left?: Node; readonly operatorToken?: Node; readonly operator?: SyntaxKind; readonly operand?: Node };
  switch (p.kind) {
    case SyntaxKind.IfStatement:
    case SyntaxKind.WhileStatement:
      return p.expression === outer;
    case SyntaxKind.ConditionalExpression:
      return p.condition === outer;
    case SyntaxKind.PrefixUnaryExpression:
      return p.operator === SyntaxKind.ExclamationToken;
    case SyntaxKind.BinaryExpression: {
      const op = p.operatorToken?.kind;
      return p.left === outer && (op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken);
    }
    default:
      return false;
  }
}

/** The arguments an operation needs: every parameter before its trailing run of options. */
function requiredArguments(site: Site): number {
  const params = site.operation.params;
  let required = params.length;
  while (required > 0 && params[required - 1]?.type.kind === "option") required--;
  return required;
}

/**
 * Whether the program writes `owner` again (or what it is read from: `api` or `api.fs` for `api.fs`): a name bound
 * by scope that is assigned or declared twice, or a member of that name set anywhere.
 */
function writtenAgain(owner: Node, model: ExecutionModel): boolean {
  // A write on an object the program made (`this.files = []`) is not on gg's namespace `gg.files`.
  const gg = rootedAtGg(owner, model.scopes);
  let n = unparenthesised(owner) as Node & { readonly expression?: Node; readonly name?: Node & { readonly text?: string } };
  while (n.kind === SyntaxKind.PropertyAccessExpression && n.expression !== undefined) {
    if (n.name?.text !== undefined && (model.facts.memberWrites.get(n.name.text) ?? []).some((w) => !gg || mayWriteGg(w, model.scopes))) return true;
    n = unparenthesised(n.expression) as typeof n;
  }
  if (!isIdentifier(n)) return false;
  const d = model.scopes.declarationOf(n);
  return d !== undefined && (d.writes > 0 || d.count > 1);
}

/**
 * The value an object pattern takes apart: a declaration's or a parameter's initializer, or — for a nested pattern
 * (`const { files: { readFle } } = gg`) — the element that holds it, which the compiler types as that value.
 */
function destructured(holder: Node | undefined): Node | undefined {
  if (holder?.kind === SyntaxKind.BindingElement) return holder;
  if (holder?.kind === SyntaxKind.VariableDeclaration || holder?.kind === SyntaxKind.Parameter) return (holder as Node & { readonly initializer?: Node }).initializer;
  return undefined;
}

/** `files.readFle`, `gg.fils`, `const { readFle } = files`: a gg namespace lacks the member. */
function missingMember(node: Node, tscMessage: string, ctx: ClassifyContext): Verdict {
  const model = executionOf(ctx.source);
  let owner: Node | undefined;
  const p = node.parent as (Node & { readonly name?: Node; readonly expression?: Node; readonly argumentExpression?: Node }) | undefined;
  if (p === undefined) return undefined;
  if (p.kind === SyntaxKind.PropertyAccessExpression && p.name === node) owner = p.expression;
  else if (p.kind === SyntaxKind.ElementAccessExpression && p.argumentExpression === node) owner = p.expression;
  else if (p.kind === SyntaxKind.BindingElement && p.parent?.kind === SyntaxKind.ObjectBindingPattern) owner = destructured(p.parent.parent);
  // `const { bytes } = entry`, `for (const { sizeBytes } of files.listDir("."))`: a field a gg record lacks, taken
  // apart into a binding that is then used.
  if (p.kind === SyntaxKind.BindingElement && ctx.language === "js") {
    const taken = missingRecordField(p, owner, node, tscMessage, ctx);
    if (taken !== undefined) return taken;
  }
  if (owner === undefined) return undefined;
  const access = p.kind === SyntaxKind.BindingElement ? undefined : p;
  // The member a key names: its own text, or for a name holding a constant string, the string the compiler read.
  const keyed = p.kind === SyntaxKind.ElementAccessExpression && isIdentifier(node) ? constantKey(node, ctx) : undefined;
  if (p.kind === SyntaxKind.ElementAccessExpression && isIdentifier(node) && keyed === undefined) return undefined;
  // A member the value an operation returns does not have (`run(…).then(…)`, `entry.isFile()`): the SDK answers
  // plain data, synchronously, so calling it (or reading on from it) is a TypeError.
  // A type the run does not check (JSDoc, a binding written again) says nothing certain of the value.
  if (access !== undefined && isUsedOn(access) && typedByValue(owner, ctx)) {
    const result = operationResultOf(owner, ctx);
    const name = keyed ?? (node as Node & { readonly text: string }).text;
    const runs = !model.addsMember(access, owner, name) && model.fails(access, name);
    if (result !== undefined) return { message: messages.missingOnResult(`gg.${result.operation.namespace}.${tsFunctionName(result.operation.key)}`, name, typeIn(tscMessage)), certain: runs };
    if (ctx.program.isGgRecord(owner)) return { certain: runs };
    // A field of a gg record (`run(…).stdout.lines()`): plain data of a declared type, which has no such member.
    const field = unparenthesised(owner) as Node & { readonly expression?: Node };
    if (field.kind === SyntaxKind.PropertyAccessExpression && field.expression !== undefined && ctx.program.isGgRecord(field.expression)) return { certain: runs };
  }
  // A field no type of a gg record's has is always undefined where nothing adds it: certain where that value decides
  // a test whose branch throws (`if (r.code !== 0) throw …`), or is handed to what refuses it (`readFile(e.path)`).
  if (access !== undefined && ctx.language === "js" && typedByValue(owner, ctx)) {
    const name = keyed ?? (node as Node & { readonly text: string }).text;
    // What the always-undefined value would do, asked of the syntax and the model first: the compiler is asked about
    // the owner only where it decides a throw, is handed to what refuses it, or is held and used.
    const decided = decidedThrow(access, model, ctx.source.text);
    const handed = decided === undefined && model.fails(access, name) ? refusesUndefined(access, ctx) : undefined;
    const held = decided === undefined && handed === undefined ? heldThenUsed(access, model, ctx) : undefined;
    // Text, a number or a boolean typed by its value (`h.id` of a handle `dispatch` answers, walked in a loop) has no
    // member the compiler does not find either, unless the program gives its prototype one.
    const throws = decided !== undefined || handed !== undefined || held !== undefined;
    const primitive = throws && ctx.program.isPrimitive(owner);
    const record = !primitive;
    if (throws && (primitive || ggRecordOrResult(owner, ctx)) && !ctx.program.someTypeHas(owner, name) && !model.addsMember(access, owner, name)) {
      if (decided !== undefined) return { message: messages.missingDecidesThrow(shownText(ctx, access), name, shownText(ctx, decided.test), typeIn(tscMessage), record), certain: true };
      if (handed !== undefined) return { message: messages.missingHandedOn(shownText(ctx, access), name, handed.what, typeIn(tscMessage), record), certain: true };
      if (held !== undefined) return { message: messages.missingHandedOn(shownText(ctx, access), name, held, typeIn(tscMessage), record), certain: true };
    }
  }
  // A member missing on a value the program spells out in full (`const helpers = { trim() {…} }; helpers.strip()`,
  // `"abc".reverse()`, `new Store().read()` of a class without a base): undefined when it runs, so using it throws.
  // `this.versioner.bumpAll()` of a field the constructor sets once to `new Versioner()`: that instance's members.
  if (access !== undefined && ctx.language === "js") {
    const spelled = missingOnSpelledOut(access, owner, keyed ?? (node as Node & { readonly text: string }).text, model);
    if (spelled !== undefined) return spelled;
  }
  // `programs.history.filter(…)`, `const { stdout } = shell.run`: the operation itself, a function, the call
  // forgotten.
  const uncalled = ctx.language === "js" ? ggOperationNamed(owner, ctx, model) : undefined;
  if (uncalled !== undefined) {
    const name = keyed ?? (node as Node & { readonly text: string }).text;
    const shown = owner.kind === SyntaxKind.BindingElement ? undefined : shownText(ctx, owner);
    let uses: boolean;
    if (access === undefined) uses = p.kind === SyntaxKind.BindingElement && fields(p).initializer === undefined && bindingUseFails(p.name, model);
    else uses = isUsedOn(access) && !isGuarded(access) && model.fails(access, name);
    return { message: messages.operationUncalled(shown ?? name, `and a function has no \`${name}\``), certain: uses && !model.addsMember(p, owner, name) };
  }
  const namespace = ctx.program.ggContainer(owner);
  if (namespace === undefined) return undefined;
  // A value the program writes again (`let f = gg.files; f = mock;`) holds what was written last when it is read: its
  // declared type says gg.files, but only the run can say.
  const rewritten = writtenAgain(owner, model);
  // A nested pattern's element is no expression to quote: the namespace is named as gg names it.
  const written = owner.kind === SyntaxKind.BindingElement ? namespace : ctx.source.text.slice(ctx.source.start(owner), owner.end);
  const name = keyed ?? (node as Node & { readonly text: string }).text;
  // Reading a missing member gives undefined; only using it throws: a call or read on it, here, or of the binding it
  // was read into (`const op = gg.files.copyFile`, `const { copyFile } = gg.files`) where no test of it comes first.
  // A destructured member with a default (`{ copyFile = fallback } = gg.files`) holds the default instead.
  let uses: boolean;
  if (access === undefined) uses = p.kind === SyntaxKind.BindingElement && (p as Node & { readonly initializer?: Node }).initializer === undefined && bindingUseFails(p.name, model);
  else if (isUsedOn(access) || handedAsCallback(access, ctx)) uses = !isGuarded(access) && model.fails(access, name);
  else uses = aliasUseFails(access, model);
  const certain = uses && !rewritten && !isInTypeContext(node) && typedByValue(owner, ctx) && !mayHoldOther(owner, model);
  return { message: messages.missingGgMember(ctx.names, written, namespace, name), certain };
}

/**
 * Whether a value typed as a gg namespace may be another object: a side of a test or of `||`/`??` that is no
 * namespace by its value (`SANDBOXED ? Object.assign({}, files) : files`), where a copy typed alike may have the
 * members the program writes to it. The side a test takes, where the text decides it.
 */
function mayHoldOther(owner: Node, model: ExecutionModel, depth = 0): boolean {
  const o = unparenthesised(owner);
  if (depth > 4) return false;
  const held = o.kind === SyntaxKind.Identifier ? constValue(o, model.scopes) : o;
  if (held === undefined || (held === o && o.kind === SyntaxKind.Identifier)) return false;
  const sides = chosenSides(held, model);
  if (sides === undefined) return held !== o && mayHoldOther(held, model, depth + 1);
  return sides.some((side) => ggPathOf(side, model.scopes) === undefined || mayHoldOther(side, model, depth + 1));
}

/**
 * A member missing on a value the program spells out, or on an instance of a closed class a member read holds, called
 * or read on: whether that certainly throws. Undefined where the owner is no such value.
 */
function missingOnSpelledOut(access: Node, owner: Node, name: string, model: ExecutionModel): Verdict {
  if (!isUsedOn(access)) return undefined;
  // A binding whose type JSDoc states (`/** @type {Fs} */ const fs = { read() {…} }`): the finding is about the claim,
  // certain only where the value it holds lacks the member too.
  const lacksToo = (): boolean => spelledOut(owner, model.scopes, 0, true) && model.values.memberHeld(owner, name)?.every((v) => v === "absent") === true;
  if (!spelledOut(owner, model.scopes) && heldInstance(owner, model) === undefined && !lacksToo()) return undefined;
  // `super.label()` where a base declares a field `label` and some prototype of the chain a method of that name.
  if (unparenthesised(owner).kind === SyntaxKind.SuperKeyword && superChainHas(owner, name, model.scopes)) return { certain: false };
  // What every object inherits, Annex B's `__lookupGetter__` family too, which the library does not declare.
  if (OBJECT_PROTOTYPE.has(name)) return { certain: false };
  return { certain: !model.addsMember(access, owner, name) && !model.facts.prototypeWrites.has(name) && model.fails(access, name) };
}

/**
 * `handlers["delete"]()` in JavaScript, where `handlers` is spelled out without the key: the compiler says only that
 * the access is implicitly `any` (TS7053, dropped with its family), yet the call throws. The access, where that is
 * certain (its owner, and the key); undefined otherwise.
 */
function indexedMissing(node: Node, end: number, ctx: ClassifyContext): { readonly owner: Node; readonly key: string } | undefined {
  const access = elementAccessSpanning(node, end);
  const key = access?.argumentExpression === undefined ? undefined : unparenthesised(access.argumentExpression);
  if (access?.expression === undefined || key === undefined) return undefined;
  const name = key.kind === SyntaxKind.StringLiteral || key.kind === SyntaxKind.NoSubstitutionTemplateLiteral ? (key as Node & { readonly text: string }).text : isIdentifier(key) ? constantKey(key, ctx) : key.kind === SyntaxKind.PropertyAccessExpression ? tableKey(key, ctx) : undefined;
  if (name === undefined) return undefined;
  const model = executionOf(ctx.source);
  // A key read off a table (`handlers[Action.Open]`) is typed as text, so the compiler's finding names no key: the
  // owner must lack this one itself.
  if (key.kind === SyntaxKind.PropertyAccessExpression && model.values.memberHeld(access.expression, name)?.every((v) => v === "absent") !== true) return undefined;
  return missingOnSpelledOut(access, access.expression, name, model)?.certain === true ? { owner: access.expression, key: name } : undefined;
}

/** The constant key of the element access spanning up to `end` from `node`, where it reads a gg namespace. */
function ggIndexKey(node: Node, end: number, ctx: ClassifyContext): Node | undefined {
  const access = elementAccessSpanning(node, end);
  const key = access?.argumentExpression;
  if (access?.expression === undefined || key === undefined || ctx.program.ggContainer(access.expression) === undefined) return undefined;
  const constant = key.kind === SyntaxKind.StringLiteral || key.kind === SyntaxKind.NoSubstitutionTemplateLiteral || (isIdentifier(key) && constantKey(key, ctx) !== undefined);
  return constant ? key : undefined;
}

// An instance of a closed class a member read certainly holds (`this.versioner` set once to `new Versioner()`).
function heldInstance(owner: Node, model: ExecutionModel): Node | undefined {
  const o = unparenthesised(owner);
  if (o.kind !== SyntaxKind.PropertyAccessExpression && o.kind !== SyntaxKind.ElementAccessExpression) return undefined;
  const held = model.values.heldBy(o);
  return held !== undefined && unparenthesised(held).kind === SyntaxKind.NewExpression && spelledOut(held, model.scopes) ? held : undefined;
}

// Whether the assignment whose target holds `node` always writes: not `??=` or `||=`, which a value there skips.
function assignsAlways(node: Node): boolean {
  let n: Node | undefined = node;
  while (n !== undefined && n.kind !== SyntaxKind.BinaryExpression) n = n.parent;
  const op = (n as (Node & { readonly operatorToken?: Node }) | undefined)?.operatorToken?.kind;
  return op !== SyntaxKind.QuestionQuestionEqualsToken && op !== SyntaxKind.BarBarEqualsToken;
}

/**
 * Whether a write of the missing member `access` certainly happens: `=`, a compound assignment, `++`, `||=` and `??=`
 * (the member reads undefined first); not `&&=`, which then assigns nothing, nor `delete`.
 */
function createsOnPrimitive(access: Node): boolean {
  const parent = outermostParentheses(access).parent as (Node & { readonly operatorToken?: Node }) | undefined;
  return assigned(access) && parent?.operatorToken?.kind !== SyntaxKind.AmpersandAmpersandEqualsToken;
}

/**
 * Whether the assignment to `target` certainly writes: a plain or compound one, or a logical one whose target's value,
 * as the text fixes it, lets it write (`options ||= {}` of `undefined`, `limit ??= 10` of `null`, `done &&= x` of
 * true); one whose value is not known may write nothing (`label ??= "x"` of a getter that always returns text).
 */
function certainlyAssigns(target: Node, model: ExecutionModel): boolean {
  const outer = outermostParentheses(target);
  const assignment = outer.parent as (Node & { readonly left?: Node; readonly operatorToken?: Node }) | undefined;
  if (assignment?.kind !== SyntaxKind.BinaryExpression || assignment.left !== outer) return true;
  const op = assignment.operatorToken?.kind;
  if (op !== SyntaxKind.BarBarEqualsToken && op !== SyntaxKind.AmpersandAmpersandEqualsToken && op !== SyntaxKind.QuestionQuestionEqualsToken) return true;
  // A logical assignment writes only where the value it reads lets it: certain only where the model knows it does.
  // A read-only member's value is what the text or the guest fixes it to (`"".length`, `Math.PI`).
  const fixed = model.values.constant(outer) ?? builtinConstant(outer, model) ?? ofConstantText(outer, model);
  const known = fixed === "absent" ? { truthy: false, nullish: true } : fixed !== undefined ? { truthy: Boolean(fixed), nullish: false } : model.values.of(outer, assignment);
  if (op === SyntaxKind.BarBarEqualsToken) return known.truthy === false;
  if (op === SyntaxKind.AmpersandAmpersandEqualsToken) return known.truthy === true;
  return known.nullish === true;
}

// The constants of `Math` and `Number` (`Math.PI`, `Number.EPSILON`), which no program can write: the guest's values.
const BUILTIN_CONSTANTS: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map([
  ["Math", new Map(["E", "LN10", "LN2", "LOG10E", "LOG2E", "PI", "SQRT1_2", "SQRT2"].map((k) => [k, Math[k as "PI"]]))],
  ["Number", new Map(["EPSILON", "MAX_SAFE_INTEGER", "MAX_VALUE", "MIN_SAFE_INTEGER", "MIN_VALUE", "NaN", "NEGATIVE_INFINITY", "POSITIVE_INFINITY"].map((k) => [k, Number[k as "NaN"]]))],
]);

function builtinConstant(access: Node, model: ExecutionModel): number | undefined {
  const a = unparenthesised(access);
  if (a.kind !== SyntaxKind.PropertyAccessExpression) return undefined;
  const owner = unparenthesised((a as Node & { readonly expression: Node }).expression);
  const name = memberName(a);
  const kind = isIdentifier(owner) ? model.values.env.global(owner.text) : undefined;
  if (!isIdentifier(owner) || name === undefined || model.scopes.declarationOf(owner) !== undefined || kind === undefined || kind === "absent") return undefined;
  return BUILTIN_CONSTANTS.get(owner.text)?.get(name);
}

// `word.length`, `word[0]` of constant text: its length, or the character there ("absent" past its end).
function ofConstantText(access: Node, model: ExecutionModel): string | number | "absent" | undefined {
  const a = unparenthesised(access) as Node & { readonly expression?: Node; readonly argumentExpression?: Node };
  if (a.expression === undefined) return undefined;
  const text = model.values.constant(a.expression);
  if (typeof text !== "string") return undefined;
  if (a.kind === SyntaxKind.PropertyAccessExpression) return memberName(a) === "length" ? text.length : undefined;
  const index = a.argumentExpression === undefined ? undefined : model.values.constant(a.argumentExpression);
  if (typeof index !== "number" || !Number.isInteger(index) || index < 0) return undefined;
  return text[index] ?? "absent";
}

/** Whether a use of the binding `name` declares (called or read on) runs untested, uncaught. */
function bindingUseFails(name: Node | undefined, model: ExecutionModel): boolean {
  if (name === undefined || !isIdentifier(name)) return false;
  const d = model.scopes.declarationOf(name);
  if (d === undefined) return false;
  const local = name.text;
  return d.references.some((r) => r !== d.identifier && isUsedOn(r) && model.fails(r, local));
}

/**
 * A field a gg record does not have, taken apart into a binding (`const { bytes } = entry`, a `for…of` over an
 * operation's list, the first parameter of `forEach`'s callback): the binding holds undefined, so a use of it throws
 * where it certainly runs. A default, a binding written again, or a program that adds that member anywhere leaves it
 * open. Undefined where the value taken apart is no gg record.
 */
function missingRecordField(element: Node, owner: Node | undefined, key: Node, tscMessage: string, ctx: ClassifyContext): Verdict {
  const model = executionOf(ctx.source);
  const pattern = element.parent as Node;
  const source = owner ?? elementSource(pattern, model);
  const typed = owner ?? pattern;
  // A list an operation answers (`const { results } = docs.search(q)`) lacks a field as a record does.
  const record = source !== undefined && (ctx.program.isGgRecord(typed) || (owner !== undefined && operationResultOf(owner, ctx) !== undefined));
  if (source === undefined || !record || !typedByValue(source, ctx)) return undefined;
  const name = fields(element).name;
  const d = name !== undefined && isIdentifier(name) ? model.scopes.declarationOf(name) : undefined;
  const member = isIdentifier(key) ? key.text : undefined;
  // `const { size } = files.stat(p)`: the compiler refuses the pattern because the value may be undefined, not
  // because the record lacks the field; only a field no type of the value has is missing.
  if (member === undefined || ctx.program.someTypeHas(typed, member)) return undefined;
  const open = member === undefined || model.facts.anyMember || (model.facts.memberWrites.get(member) ?? []).length > 0;
  const plain = !open && d !== undefined && d.writes === 0 && fields(element).initializer === undefined && fields(element).dotDotDotToken === undefined;
  const certain = plain && bindingUseFails(name, model);
  // `const { code } = shell.run(c); if (code !== 0) throw …`: the binding is always undefined, and decides a test to
  // throw.
  const decided = plain && !certain && d !== undefined && member !== undefined ? firstDefined(d.references, (r) => (r === d.identifier ? undefined : decidedThrow(r, model, ctx.source.text))) : undefined;
  if (decided !== undefined && member !== undefined) return { message: messages.missingDecidesThrow(member, member, shownText(ctx, decided.test), typeIn(tscMessage)), certain: true };
  // `const { path } = entry; files.readFile(path)`: handed to what refuses undefined.
  const handed = plain && !certain && d !== undefined && member !== undefined ? firstDefined(d.references, (r) => (r === d.identifier || !model.fails(r, member) ? undefined : refusesUndefined(r, ctx))) : undefined;
  if (handed !== undefined && member !== undefined) return { message: messages.missingHandedOn(member, member, handed.what, typeIn(tscMessage)), certain: true };
  const result = owner === undefined ? undefined : operationResultOf(owner, ctx);
  if (result !== undefined && member !== undefined) return { message: messages.missingOnResult(`gg.${result.operation.namespace}.${tsFunctionName(result.operation.key)}`, member, typeIn(tscMessage)), certain };
  return { certain };
}

/**
 * `const text = web.fetch(u).text; text.split("\n")`: a value always `undefined` held in a `const` (declared once, by
 * name; through further such `const`s), one of whose reads is used on (called, read on, iterated) or handed to what
 * refuses undefined, untested, where it certainly runs uncaught. What happens there; undefined where no read does.
 */
function heldThenUsed(read: Node, model: ExecutionModel, ctx: ClassifyContext, depth = 0): string | undefined {
  const reads = depth > 4 ? undefined : constReads(read, model.scopes);
  for (const r of reads ?? []) {
    const name = fields(r).text ?? "";
    if (isUsedOn(r) && !isGuarded(r) && model.fails(r, name)) return `\`${shownText(ctx, usedAt(r))}\` uses it, held in \`${name}\`: a TypeError`;
    const handed = model.fails(r, name) ? refusesUndefined(r, ctx) : undefined;
    if (handed !== undefined) return `\`${name}\` holds it and hands it on, where ${handed.what}`;
    const further = heldThenUsed(r, model, ctx, depth + 1);
    if (further !== undefined) return further;
  }
  return undefined;
}

// The expression that uses a value: the member read or call on it, or the value itself where it is iterated.
function usedAt(value: Node): Node {
  const outer = outermostParentheses(value);
  const parent = outer.parent;
  if (parent === undefined || (parent.kind !== SyntaxKind.CallExpression && parent.kind !== SyntaxKind.PropertyAccessExpression && parent.kind !== SyntaxKind.ElementAccessExpression) || fields(parent).expression !== outer) return value;
  // `text.split("\n")`: the call of the member read.
  const call = parent.parent;
  return parent.kind !== SyntaxKind.CallExpression && call?.kind === SyntaxKind.CallExpression && fields(call).expression === parent ? call : parent;
}

/**
 * Where a value always `undefined` is handed to what throws on it whatever else holds: a gg operation's text
 * parameter (the guest's lowering checks that text is text before the call), or `JSON.parse` (the text `undefined`
 * is no JSON). The call, and what happens there; undefined where the value goes elsewhere.
 */
function refusesUndefined(read: Node, ctx: ClassifyContext): { readonly call: Node; readonly what: string } | undefined {
  const outer = outermostParentheses(read);
  const call = outer.parent;
  const dated = call === undefined ? undefined : invalidDateShown(call, outer, ctx);
  if (dated !== undefined) return dated;
  if (call?.kind !== SyntaxKind.CallExpression) return undefined;
  const args = (fields(call).arguments ?? []) as readonly Node[];
  const index = args.indexOf(outer);
  if (index < 0 || args.slice(0, index).some((a) => a.kind === SyntaxKind.SpreadElement)) return undefined;
  const model = executionOf(ctx.source);
  const site = ctx.callSites.get(call);
  if (site !== undefined && site.through !== true && isStringParameter(site, index) && !mayCallOwnFunction(site, model)) {
    return { call, what: `\`gg.${site.operation.namespace}.${tsFunctionName(site.operation.key)}\` takes text there, which the guest checks before the call: a TypeError` };
  }
  return builtinRefusesUndefined(read, model);
}

// `new Date(info.mtime).toISOString()`: the date of `undefined` is invalid, and `toISOString` of an invalid date
// throws a RangeError (its other methods answer NaN or "Invalid Date"). Undefined where the value goes elsewhere.
function invalidDateShown(made: Node, value: Node, ctx: ClassifyContext): { readonly call: Node; readonly what: string } | undefined {
  if (made.kind !== SyntaxKind.NewExpression) return undefined;
  const args = (fields(made).arguments ?? []) as readonly Node[];
  const callee = unparenthesised(fields(made).expression as Node);
  if (args.length !== 1 || args[0] !== value || !isIdentifier(callee) || callee.text !== "Date" || !ctx.program.isLibraryGlobal(callee)) return undefined;
  const access = outermostParentheses(made).parent;
  const call = access?.parent;
  if (access?.kind !== SyntaxKind.PropertyAccessExpression || memberName(access) !== "toISOString" || call?.kind !== SyntaxKind.CallExpression || fields(call).expression !== access) return undefined;
  const facts = executionOf(ctx.source).facts;
  if (facts.anyMember || facts.memberWrites.has("toISOString") || facts.prototypeWrites.has("toISOString")) return undefined;
  return { call, what: "`new Date(undefined)` is an invalid date, whose `toISOString()` throws a RangeError" };
}

/**
 * The gg operation an expression names without calling it (`programs.history`, `run` of `const { run } = shell`): the
 * function itself. A path from the global `gg` counts only where the program sets no global of that name.
 */
function ggOperationNamed(expression: Node, ctx: ClassifyContext, model: ExecutionModel): Operation | undefined {
  const reach = ggPathOf(expression, model.scopes);
  if (reach === undefined || reach.path.length === 0 || (reach.global && (model.facts.anyGlobal || model.facts.globals.has("gg")))) return undefined;
  const named = resolveGgPath(ctx.names, reach.path);
  return named?.kind === "operation" ? named.operation : undefined;
}

// Whether a value is a gg record, what an operation returns, or a field of a record (plain data of declared types).
function ggRecordOrResult(owner: Node, ctx: ClassifyContext): boolean {
  if (operationResultOf(owner, ctx) !== undefined || ctx.program.isGgRecord(owner)) return true;
  const field = unparenthesised(owner) as Node & { readonly expression?: Node };
  return field.kind === SyntaxKind.PropertyAccessExpression && field.expression !== undefined && ctx.program.isGgRecord(field.expression);
}

// The first answer `f` gives for the items of a list that is not undefined.
function firstDefined<T, R>(items: readonly T[], f: (item: T) => R | undefined): R | undefined {
  for (const item of items) {
    const r = f(item);
    if (r !== undefined) return r;
  }
  return undefined;
}

// An expression's text as a finding quotes it: on one line, cut short where long.
function shownText(ctx: ClassifyContext, node: Node): string {
  return shownIn(ctx.source, node);
}

/** A node's text as a message shows it: on one line, cut to a length a message can hold. */
export function shownIn(source: Source, node: Node): string {
  const text = source.text.slice(source.start(node), node.end).replace(/\s+/g, " ");
  return text.length <= 60 ? text : `${text.slice(0, 57)}…`;
}

/** A missing member read into a `const` (`const op = gg.files.copyFile`): whether a use of the `const` fails. */
function aliasUseFails(access: Node, model: ExecutionModel): boolean {
  const outer = outermostParentheses(access);
  const holder = outer.parent as (Node & { readonly name?: Node; readonly initializer?: Node }) | undefined;
  if (holder?.kind !== SyntaxKind.VariableDeclaration || holder.initializer !== outer) return false;
  const d = holder.name !== undefined && isIdentifier(holder.name) ? model.scopes.declarationOf(holder.name) : undefined;
  return d?.kind === "const" && bindingUseFails(holder.name, model);
}

/** The string a key names when it is a `const` (bound by scope, declared once) holding a string literal. */
function constantKey(key: Node, ctx: ClassifyContext): string | undefined {
  const d = executionOf(ctx.source).scopes.declarationOf(key);
  if (d?.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration) return undefined;
  const init = (d.holder as Node & { readonly initializer?: Node }).initializer;
  const value = init === undefined ? undefined : (unparenthesised(init) as Node & { readonly text?: string });
  return value !== undefined && (value.kind === SyntaxKind.StringLiteral || value.kind === SyntaxKind.NoSubstitutionTemplateLiteral) ? value.text : undefined;
}

// `Action.Skip` of `const Action = Object.freeze({ Skip: "skip" })`: the string a table's member holds, where the
// text fixes it (nothing writes that member).
function tableKey(key: Node, ctx: ClassifyContext): string | undefined {
  const value = executionOf(ctx.source).values.constant(key);
  return typeof value === "string" ? value : undefined;
}

/** A member name: of `x.name`, of `x["name"]`, or a destructured property. */
function isMemberName(node: Node): boolean {
  const p = node.parent as (Node & { readonly name?: Node; readonly argumentExpression?: Node; readonly propertyName?: Node }) | undefined;
  if (p === undefined) return false;
  if (p.kind === SyntaxKind.PropertyAccessExpression) return p.name === node;
  // A constant key: a string, or a name the compiler knows holds one (`const k = "readFlie"; files[k]`).
  if (p.kind === SyntaxKind.ElementAccessExpression) return p.argumentExpression === node && (node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral || isIdentifier(node));
  return p.kind === SyntaxKind.BindingElement && (p.propertyName ?? p.name) === node && isIdentifier(node);
}

/** The name of a member access (`x.name`, `x["name"]`), not of a destructured property. */
function isAccessName(node: Node): boolean {
  const keyName = node.parent?.kind === SyntaxKind.ElementAccessExpression && isIdentifier(node);
  return isMemberName(node) && node.parent?.kind !== SyntaxKind.BindingElement && !keyName;
}

/** An access that is called, or read on from (`x.m()`, `x.m.y`, `x.m[k]`): with `x.m` undefined, that throws. */
export function isUsedOn(access: Node): boolean {
  let outer: Node = access;
  // Through parentheses, `!`, and the right side of a comma (`(0, globalThis.setTimeout)(…)` calls it).
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression || outer.parent?.kind === SyntaxKind.NonNullExpression || isCommaRight(outer)) outer = outer.parent as Node;
  const parent = outer.parent as (Node & { readonly expression?: Node; readonly questionDotToken?: Node; readonly arguments?: readonly Node[] }) | undefined;
  // `Reflect.apply(f, …)`, `Reflect.construct(f, …)` call what they are given first.
  if (parent?.kind === SyntaxKind.CallExpression && parent.arguments?.[0] === outer && isReflectCall(parent)) return true;
  // Iterating `undefined` throws as calling it does: `for (x of r.matches)`, `[...r.lines]`, `yield* r.items`.
  if (parent !== undefined && iterates(parent, outer)) return true;
  // `x instanceof r.Kind`, `"k" in r.table`: undefined on the right throws; so does `class A extends r.Base`.
  if (parent?.kind === SyntaxKind.BinaryExpression) {
    const b = parent as Node & { readonly right: Node; readonly operatorToken: Node };
    return b.right === outer && (b.operatorToken.kind === SyntaxKind.InstanceOfKeyword || b.operatorToken.kind === SyntaxKind.InKeyword);
  }
  if (parent?.kind === SyntaxKind.ExpressionWithTypeArguments && parent.expression === outer) return parent.parent?.kind === SyntaxKind.HeritageClause && (parent.parent as Node & { readonly token: SyntaxKind }).token === SyntaxKind.ExtendsKeyword;
  // ``fmt.italic`done` `` calls its tag.
  if (parent?.kind === SyntaxKind.TaggedTemplateExpression) return (parent as Node & { readonly tag?: Node }).tag === outer;
  if (parent === undefined || parent.expression !== outer || parent.questionDotToken !== undefined) return false;
  return parent.kind === SyntaxKind.CallExpression || parent.kind === SyntaxKind.NewExpression || parent.kind === SyntaxKind.PropertyAccessExpression || parent.kind === SyntaxKind.ElementAccessExpression;
}

/** Whether `parent` iterates its part `child`: a `for…of` over it, a spread element of it, `yield*` of it, or an array pattern taking it apart. */
export function iterates(parent: Node, child: Node): boolean {
  const p = parent as Node & { readonly expression?: Node; readonly initializer?: Node; readonly name?: Node; readonly asteriskToken?: Node };
  switch (parent.kind) {
    case SyntaxKind.ForOfStatement:
      return p.expression === child;
    case SyntaxKind.SpreadElement:
      return true;
    case SyntaxKind.YieldExpression:
      return p.asteriskToken !== undefined && p.expression === child;
    case SyntaxKind.VariableDeclaration:
      return p.initializer === child && p.name?.kind === SyntaxKind.ArrayBindingPattern;
    default:
      return false;
  }
}

// The library's methods that throw a TypeError at once when their callback is not callable, whatever the receiver
// holds (an empty list too), keyed by the library types that have them.
const ARRAY_CALLBACK_FIRST: ReadonlySet<string> = new Set(["forEach", "map", "filter", "some", "every", "find", "findIndex", "findLast", "findLastIndex", "reduce", "reduceRight", "flatMap"]);
const FOR_EACH: ReadonlySet<string> = new Set(["forEach"]);
const CALLBACK_FIRST: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Array", ARRAY_CALLBACK_FIRST],
  ["ReadonlyArray", ARRAY_CALLBACK_FIRST],
  ["Map", FOR_EACH],
  ["ReadonlyMap", FOR_EACH],
  ["Set", FOR_EACH],
  ["ReadonlySet", FOR_EACH],
]);

/**
 * `paths.forEach(gg.files.deletefile)`: a value handed as the callback of a method of the library's that calls
 * nothing before it checks the callback is callable (`forEach`, `map`, … on an array typed by its value, where the
 * program writes no member of that name): undefined there throws even over an empty list.
 */
function handedAsCallback(access: Node, ctx: ClassifyContext): boolean {
  const outer = outermostParentheses(access);
  const call = outer.parent as (Node & { readonly expression: Node; readonly arguments?: readonly Node[] }) | undefined;
  if (call?.kind !== SyntaxKind.CallExpression || call.arguments?.[0] !== outer) return false;
  const callee = unparenthesised(call.expression) as Node & { readonly expression?: Node; readonly name?: Node & { readonly text?: string } };
  const method = callee.kind === SyntaxKind.PropertyAccessExpression ? callee.name?.text : undefined;
  if (method === undefined || callee.expression === undefined || (callee as Node).flags & NodeFlags.OptionalChain) return false;
  const model = executionOf(ctx.source);
  if (model.facts.anyMember || model.facts.memberWrites.has(method)) return false;
  const types = ctx.program.libraryTypeNames(callee.expression);
  return types.length > 0 && types.every((t) => CALLBACK_FIRST.get(t)?.has(method) === true) && typedByValue(callee.expression, ctx);
}

/** `Reflect.apply(…)` or `Reflect.construct(…)` of the built-in `Reflect`. */
function isReflectCall(call: Node): boolean {
  const callee = unparenthesised((call as Node & { readonly expression: Node }).expression) as Node & { readonly expression?: Node; readonly name?: Node & { readonly text?: string } };
  const owner = callee.kind === SyntaxKind.PropertyAccessExpression && callee.expression !== undefined ? unparenthesised(callee.expression) : undefined;
  return owner !== undefined && isIdentifier(owner) && owner.text === "Reflect" && (callee.name?.text === "apply" || callee.name?.text === "construct");
}

/**
 * The operation call whose value `owner` is: the call itself, a `const` the program declares once with it, a call
 * of the program's function whose every `return` is such a value (`async function read(p) { return files.readFile(p);
 * }`, awaited or not), or `Promise.resolve` of one.
 */
function operationResultOf(owner: Node, ctx: ClassifyContext, depth = 0): Site | undefined {
  if (depth > 4) return undefined;
  const e = unparenthesised(owner, ["await"]);
  if (e.kind === SyntaxKind.CallExpression) return ctx.callSites.get(e) ?? returnedOperation(e, ctx, depth);
  if (!isIdentifier(e)) return undefined;
  // A `const` bound by scope, declared once: it holds the call's value wherever it is read.
  const d = executionOf(ctx.source).scopes.declarationOf(e);
  if (d?.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || (d.holder as Node & { readonly name?: Node }).name !== d.identifier) return undefined;
  const initializer = (d.holder as Node & { readonly initializer?: Node }).initializer;
  return initializer === undefined ? undefined : operationResultOf(initializer, ctx, depth + 1);
}

/** The operation whose value a call of the program's own function (or `Promise.resolve`) gives: one, on every `return`. */
function returnedOperation(call: Node, ctx: ClassifyContext, depth: number): Site | undefined {
  const c = call as Node & { readonly expression: Node; readonly arguments?: readonly Node[] };
  const callee = unparenthesised(c.expression) as Node & { readonly expression?: Node; readonly name?: Node & { readonly text?: string } };
  const named = globalMethodCall(call, executionOf(ctx.source).scopes);
  if (named !== undefined) {
    const value = c.arguments?.[0];
    return named[0] === "Promise" && named[1] === "resolve" && value !== undefined ? operationResultOf(value, ctx, depth + 1) : undefined;
  }
  const fn = calleeFunction(callee, executionOf(ctx.source).scopes) as (Node & { readonly body?: Node }) | undefined;
  if (fn?.body === undefined || (fn as Node & { readonly asteriskToken?: Node }).asteriskToken !== undefined) return undefined;
  const returned: Node[] = [];
  if (fn.body.kind !== SyntaxKind.Block) returned.push(fn.body);
  else if (!returnsOf(fn.body, returned)) return undefined;
  let site: Site | undefined;
  for (const r of returned) {
    const s = operationResultOf(r, ctx, depth + 1);
    if (s === undefined || (site !== undefined && s.operation.key !== site.operation.key)) return undefined;
    site = s;
  }
  return site;
}

/** The values a function body returns (its nested functions aside); false where one returns nothing or it may fall off its end. */
function returnsOf(body: Node, out: Node[]): boolean {
  let bare = false;
  const visit = (n: Node): void => {
    if (n.kind === SyntaxKind.ReturnStatement) {
      const value = (n as Node & { readonly expression?: Node }).expression;
      if (value === undefined) bare = true;
      else out.push(value);
      return;
    }
    if (isFunctionLike(n) || isClassLike(n)) return;
    n.forEachChild((child) => {
      visit(child);
      return undefined;
    });
  };
  visit(body);
  const statements = (body as Node & { readonly statements?: readonly Node[] }).statements ?? [];
  const last = statements[statements.length - 1];
  return !bare && out.length > 0 && (last?.kind === SyntaxKind.ReturnStatement || last?.kind === SyntaxKind.ThrowStatement);
}

/** The type a "does not exist on type 'T'" message names. */
function typeIn(tscMessage: string): string | undefined {
  return /on type '([^']+)'/.exec(tscMessage)?.[1];
}

/**
 * A member a library global lacks (`Math.sumPrecise`, `console.table`): where the program never sets it, calling it
 * (or reading on from it) throws when the program runs.
 */
function libraryMember(node: Node, ctx: ClassifyContext, reword = true): Verdict {
  const access = node.parent as Node & { readonly expression: Node };
  const owner = access.expression;
  if (!isIdentifier(owner) || !ctx.program.isLibraryGlobal(owner)) return undefined;
  const name = (node as Node & { readonly text: string }).text;
  // A member the program adds itself (a polyfill), or one the engine has beyond the library, is there when it is used.
  if (engineHas(owner, name, ctx) || executionOf(ctx.source).addsMember(access, owner, name)) return undefined;
  const certain = usedWhereMissing(node, executionOf(ctx.source));
  return reword ? { message: messages.missingLibraryMember(`${owner.text}.${name}`), certain } : { certain };
}

/**
 * `const { table } = console`, `const { groupBy: group } = Object`: a member a global of the guest's lacks, taken apart
 * into a binding. The binding holds undefined; a use of it that calls or reads on it throws, where it runs and no
 * default or later write gives the binding another value.
 */
function destructuredLibraryMember(node: Node, ctx: ClassifyContext): Verdict {
  const element = node.parent as (Node & { readonly name?: Node; readonly propertyName?: Node; readonly initializer?: Node; readonly dotDotDotToken?: Node }) | undefined;
  if (element?.kind !== SyntaxKind.BindingElement || element.parent?.kind !== SyntaxKind.ObjectBindingPattern || (element.propertyName ?? element.name) !== node || !isIdentifier(node)) return undefined;
  const owner = destructured(element.parent.parent);
  const o = owner === undefined ? undefined : unparenthesised(owner);
  if (o === undefined || !isIdentifier(o) || !ctx.program.isLibraryGlobal(o)) return undefined;
  const model = executionOf(ctx.source);
  const name = node.text;
  if (engineHas(o, name, ctx) || OBJECT_PROTOTYPE.has(name) || model.addsMember(element, o, name)) return { certain: false };
  const d = element.name !== undefined && isIdentifier(element.name) ? model.scopes.declarationOf(element.name) : undefined;
  const certain = element.initializer === undefined && element.dotDotDotToken === undefined && d !== undefined && d.writes === 0 && d.count === 1 && bindingUseFails(element.name, model);
  return { message: messages.missingLibraryMember(`${o.text}.${name}`), certain };
}

/** Whether the guest's engine has `name` on `owner` though the library does not declare it (`Error.captureStackTrace`). */
function engineHas(owner: Node, name: string, ctx: ClassifyContext): boolean {
  return ctx.program.libraryTypeNames(owner).some((t) => ENGINE_MEMBERS.get(t)?.has(name) === true);
}

// The guest's own kinds of object, whose read-only members are getters alone or not writable (`Map#size`, `Math.PI`);
// not the library's type operators (`Readonly<…>` of `Object.freeze`, whose members a setter of the program's may take).
const BUILT_IN_OBJECTS = /^(Map|Set|WeakMap|WeakSet|RegExp|Date|Math|Promise|ArrayBuffer|SharedArrayBuffer|DataView|(Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array|JSON|Reflect|Atomics|(Map|Set)Constructor|RegExpConstructor|DateConstructor|PromiseConstructor|ArrayConstructor|ObjectConstructor|NumberConstructor|StringConstructor|SymbolConstructor)$/;

// The methods of Array.prototype that `ReadonlyArray`, the type of a frozen array, leaves out: each throws only on a
// frozen array, and `sort`, `reverse`, `fill` and `copyWithin` not even there where they write nothing (a short array,
// an empty range).
const ARRAY_MUTATORS: ReadonlySet<string> = new Set(["sort", "reverse", "fill", "copyWithin", "push", "pop", "shift", "unshift", "splice"]);

// Those that always write (the length, at least), and so throw on every frozen array.
const ALWAYS_WRITING: ReadonlySet<string> = new Set(["push", "pop", "shift", "unshift", "splice"]);

/**
 * Whether a value typed as a read-only array may be one that is not frozen: a side of a test, `||` or `??` that is no
 * `Object.freeze(…)` (the type of `STRICT ? Object.freeze(tags) : tags` is read-only whole). The side a test takes,
 * where the text decides it.
 */
function mayBeUnfrozen(owner: Node, model: ExecutionModel): boolean {
  const o = unparenthesised(owner);
  const h = o.kind === SyntaxKind.Identifier ? constValue(o, model.scopes) : o;
  const sides = h === undefined ? undefined : chosenSides(h, model);
  return sides !== undefined && sides.some((side) => !frozenValue(side, model, 0));
}

// The sides a test, `||`, `??` or `&&` may give: the one the text decides where it does (`files || { ...files }` gives
// its left, an object); undefined for any other expression.
function chosenSides(value: Node, model: ExecutionModel): Node[] | undefined {
  const v = unparenthesised(value);
  if (v.kind === SyntaxKind.ConditionalExpression) {
    const test = model.values.of(fields(v).condition as Node).truthy;
    return [...(test !== false ? [fields(v).whenTrue as Node] : []), ...(test !== true ? [fields(v).whenFalse as Node] : [])];
  }
  const op = v.kind === SyntaxKind.BinaryExpression ? fields(v).operatorToken?.kind : undefined;
  if (op !== SyntaxKind.BarBarToken && op !== SyntaxKind.QuestionQuestionToken && op !== SyntaxKind.AmpersandAmpersandToken) return undefined;
  const [left, right] = [fields(v).left as Node, fields(v).right as Node];
  const known = model.values.of(left);
  // Whether the left side is what the operator gives (true), the right (false), or either (undefined).
  const keepsLeft = op === SyntaxKind.BarBarToken ? known.truthy : op === SyntaxKind.QuestionQuestionToken ? (known.nullish === undefined ? undefined : !known.nullish) : known.truthy === undefined ? undefined : !known.truthy;
  return keepsLeft === undefined ? [left, right] : [keepsLeft ? left : right];
}

// Whether a value is certainly an `Object.freeze(…)` result: in place, through `const`s, or on every side it may take.
function frozenValue(value: Node, model: ExecutionModel, depth: number): boolean {
  const v = unparenthesised(value);
  if (depth > 4) return false;
  const called = globalMethodCall(v, model.scopes);
  if (called?.[0] === "Object" && called[1] === "freeze") return true;
  const held = v.kind === SyntaxKind.Identifier ? constValue(v, model.scopes) : undefined;
  if (held !== undefined) return frozenValue(held, model, depth + 1);
  const sides = chosenSides(v, model);
  return sides !== undefined && sides.every((side) => frozenValue(side, model, depth + 1));
}

// Library types a value of another kind may be typed as: a member they lack may be on the value all the same.
const OPEN_LIBRARY_TYPES: ReadonlySet<string> = new Set(["Object", "Function", "CallableFunction", "NewableFunction"]);

/**
 * A member no type of the library's declares, on a value the engine says is only of the library's types (an array,
 * a Map, a Uint8Array; not `Object` or `Function`, which any value may be typed as): `sizes.sum()`. Certain where it
 * is called or read on and the program adds no member of that name first. Annex B's `__proto__` family, which the library does not declare, is left alone.
 */
function libraryInstanceMember(node: Node, ctx: ClassifyContext): Verdict {
  const name = (node as Node & { readonly text: string }).text;
  if (name.startsWith("__") || !isUsedOn(node.parent as Node)) return undefined;
  const owner = (node.parent as Node & { readonly expression: Node }).expression;
  // `this` in a class the program closes, `super` of the program's classes, and a value the program spells out
  // (`new Query().where(…)` of a fluent class), are decided by what the classes spell out (`missingMember`).
  const kind = unparenthesised(owner).kind;
  // So is a field a constructor sets once to an instance of one (`this.versioner = new Versioner()`).
  const model = executionOf(ctx.source);
  const types = ctx.program.libraryTypeNames(owner);
  // `Object.entries(totals).map(f)` is an array whatever its elements are typed as: it has an array's members alone.
  const madeArray = types.length > 0 && types.every((t) => t === "Array") && trustOf(ctx).arrayMade(owner);
  if (!typedByValue(owner, ctx) && !heldBuiltin(owner, model) && !madeArray) return kind === SyntaxKind.ThisKeyword || kind === SyntaxKind.SuperKeyword || heldInstance(owner, model) !== undefined || spelledOut(owner, model.scopes, 0, true) ? undefined : { certain: false };
  // A string, number, bigint or boolean (`stdout` of a run's result, `Date.now()`, `line.trim()`) has its prototype's
  // members alone: the library's, where the program adds none.
  // A union of primitives of several kinds (`string | number` of `[name, size][0]`, `st?.path ?? 0`) may hold the one
  // that has the member.
  if (types.length === 0 && ctx.program.isPrimitive(owner)) return { certain: !ctx.program.someTypeHas(owner, name) && !model.facts.anyMember && usedWhereMissing(node, model, true) };
  // `[…].forEach(…).map(…)`: undefined (or null) typed by its value has no member at all, and reading one throws.
  if (types.length === 0) {
    const kind = ctx.program.primitiveKind(owner);
    // `plugins.lint?.run(…)`: an optional chain stops at undefined instead of reading on.
    const optional = ((node.parent as Node).flags & NodeFlags.OptionalChain) !== 0;
    if ((kind === "undefined" || kind === "null") && !optional) return { certain: model.fails(node.parent as Node) };
  }
  // `Object` and `Function` are what a value of any kind may be typed as (`new Object(date)` is the date): their
  // values may hold any member.
  if (types.length === 0 || types.some((t) => OPEN_LIBRARY_TYPES.has(t)) || engineHas(owner, name, ctx)) return undefined;
  // `Object.freeze([".js"]).sort()`: a read-only array is an array at run time, with every method; these throw only
  // where they write (sorting one element writes nothing), and on a frozen list alone: the type is read-only whole
  // where one side of a test is frozen (`STRICT ? Object.freeze(tags) : tags`), so a side that may not be leaves even
  // a `push` uncertain.
  // A program that asks whether it is frozen (`Object.isFrozen(list)`) may write only where it is not.
  if (types.includes("ReadonlyArray") && ((ARRAY_MUTATORS.has(name) && (!ALWAYS_WRITING.has(name) || mayBeUnfrozen(owner, model))) || testsFreezing(ctx.source.text))) return { certain: false };
  // `r.value` of a `PromiseSettledResult`: a union one of whose types has the member holds it on those values.
  if (types.length > 1 && ctx.program.someTypeHas(owner, name)) return { certain: false };
  return { certain: usedWhereMissing(node, model) };
}

// Whether a member read certainly holds a value typed by what it is (`this.text` set once by the constructor to
// `files.readFile(p)`): the member's type is then that value's.
function heldByValue(owner: Node, ctx: ClassifyContext): boolean {
  const o = unparenthesised(owner);
  if (o.kind !== SyntaxKind.PropertyAccessExpression && o.kind !== SyntaxKind.ElementAccessExpression) return false;
  const held = executionOf(ctx.source).values.heldBy(o);
  return held !== undefined && typedByValue(held, ctx);
}

// Whether a member read certainly holds a built-in's instance written in place: an array literal, or `new Map()` of the
// guest's own (`this.results = []` set once by the constructor), whose type is then the value's own.
function heldBuiltin(owner: Node, model: ExecutionModel): boolean {
  const o = unparenthesised(owner);
  if (o.kind !== SyntaxKind.PropertyAccessExpression && o.kind !== SyntaxKind.ElementAccessExpression) return false;
  const held = model.values.heldBy(o);
  const value = held === undefined ? undefined : unparenthesised(held);
  if (value?.kind === SyntaxKind.ArrayLiteralExpression) return true;
  const made = value?.kind === SyntaxKind.NewExpression ? unparenthesised((value as Node & { readonly expression: Node }).expression) : undefined;
  return made !== undefined && isIdentifier(made) && model.scopes.declarationOf(made) === undefined && ["Map", "Set", "WeakMap", "WeakSet", "Date", "RegExp"].includes(made.text);
}

// Members of later editions on the guest's own objects that TypeScript reports as plain missing members (TS2339),
// not as a later edition's (TS2550), so the edition is named here: the types that lack them, and the members.
const LATER_MEMBERS: readonly { readonly types: ReadonlySet<string>; readonly members: ReadonlySet<string>; readonly edition: string }[] = [
  {
    // ECMAScript 2025's iterator helpers.
    types: new Set(["ArrayIterator", "MapIterator", "SetIterator", "StringIterator", "RegExpStringIterator", "IterableIterator", "IteratorObject", "Generator", "BuiltinIterator"]),
    members: new Set(["map", "filter", "take", "drop", "flatMap", "reduce", "toArray", "forEach", "some", "every", "find"]),
    edition: "ECMAScript 2025",
  },
  {
    // ECMAScript 2026's base64 and hex of Uint8Array.
    types: new Set(["Uint8Array"]),
    members: new Set(["toBase64", "toHex", "setFromBase64", "setFromHex"]),
    edition: "ECMAScript 2026",
  },
];

/** `list.values().map(…)`, `bytes.toBase64()`: a later edition's member read from one of the guest's own objects. */
function laterMember(node: Node, ctx: ClassifyContext): Verdict {
  const name = (node as Node & { readonly text: string }).text;
  const candidates = LATER_MEMBERS.filter((l) => l.members.has(name));
  if (candidates.length === 0) return undefined;
  // The type the member is read from, as the library names it: a question for the engine, not the message's text.
  const types = ctx.program.libraryTypeNames((node.parent as Node & { readonly expression: Node }).expression);
  const later = candidates.find((l) => types.length > 0 && types.every((t) => l.types.has(t)));
  if (later === undefined) return undefined;
  return { message: messages.newerGlobal(memberPath(node, ctx), later.edition), certain: usedWhereMissing(node, executionOf(ctx.source)) };
}


/** `Object.groupBy` for the member name of `Object.groupBy`, as the program wrote the owner. */
function memberPath(node: Node, ctx: ClassifyContext): string {
  const access = node.parent as Node & { readonly expression: Node };
  const owner = ctx.source.text.slice(ctx.source.start(access.expression), access.expression.end);
  const name = (node as Node & { readonly text: string }).text;
  return owner.length <= 30 && !/[\n\r]/.test(owner) ? `${owner}.${name}` : name;
}

/** "ECMAScript 2024" from a message that suggests `'es2024'` (TS2550, TS2583); undefined when it names none. */
function editionOf(tscMessage: string): string | undefined {
  const lib = /'(es\d{4}|esnext)[^']*'/i.exec(tscMessage)?.[1]?.toLowerCase();
  if (lib === undefined) return undefined;
  return lib === "esnext" ? "a later edition" : `ECMAScript ${lib.slice(2)}`;
}


/** Whether the program sets `name` on the global object, by any means (or sets a name it computes). */
export function setsGlobal(model: ExecutionModel, name: string): boolean {
  return model.setsGlobal(name);
}

/**
 * A member of a later edition (or one the guest's library lacks), named by `node`: certain where it is called or
 * read on, the program does not add it, and the use runs, uncaught and not behind a test of that member.
 */
function usedWhereMissing(node: Node, model: ExecutionModel, primitive = false): boolean {
  const access = node.parent as Node;
  const name = (node as Node & { readonly text: string }).text;
  // A primitive's members are its prototype's: a write of the name on an instance a class makes (`this.lines = …` in
  // a constructor) gives no string a `lines`.
  const onInstancesOnly = primitive && !model.facts.prototypeWrites.has(name) && (model.facts.memberWrites.get(name) ?? []).every(onOwnInstance);
  return isUsedOn(access) && (onInstancesOnly || !model.addsMember(access, (access as Node & { readonly expression: Node }).expression, name)) && model.fails(access, name);
}

// A write of a member of `this` in a class's constructor, method, accessor or field (through arrow functions): on an
// instance of the class, never a prototype of the language's.
function onOwnInstance(write: Node): boolean {
  const target = unparenthesised(write);
  if ((target.kind !== SyntaxKind.PropertyAccessExpression && target.kind !== SyntaxKind.ElementAccessExpression) || unparenthesised((target as Node & { readonly expression: Node }).expression).kind !== SyntaxKind.ThisKeyword) return false;
  for (let p = target.parent; p !== undefined; p = p.parent) {
    if (p.kind === SyntaxKind.ArrowFunction) continue;
    if (p.kind === SyntaxKind.Constructor || p.kind === SyntaxKind.PropertyDeclaration) return p.parent !== undefined && isClassLike(p.parent);
    if (p.kind === SyntaxKind.MethodDeclaration || p.kind === SyntaxKind.GetAccessor || p.kind === SyntaxKind.SetAccessor) return p.parent !== undefined && isClassLike(p.parent) && !isStaticMember(p);
    if (isFunctionLike(p) || p.kind === SyntaxKind.ClassStaticBlockDeclaration || p.kind === SyntaxKind.SourceFile) return false;
  }
  return false;
}

// The target of an assignment, a compound assignment or `++`/`--`.
function assigned(access: Node): boolean {
  const outer = outermostParentheses(access);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.PrefixUnaryExpression || parent?.kind === SyntaxKind.PostfixUnaryExpression) {
    const op = (parent as Node & { readonly operator?: SyntaxKind }).operator;
    return op === SyntaxKind.PlusPlusToken || op === SyntaxKind.MinusMinusToken;
  }
  if (parent?.kind !== SyntaxKind.BinaryExpression) return false;
  const p = parent as Node & { readonly left: Node; readonly operatorToken: Node };
  return p.left === outer && p.operatorToken.kind >= SyntaxKind.FirstAssignment && p.operatorToken.kind <= SyntaxKind.LastAssignment;
}

/** A read of a `let`, `const` or `class` (bound by scope) that certainly runs before its declaration, uncaught. */
// `files` in `function listing(files = files.glob("*"))`: a name bound to a parameter of the function whose default
// reads it, declared at or after the parameter whose default it is.
function readsUnboundParameter(node: Node, model: ExecutionModel): boolean {
  const d = isIdentifier(node) ? model.scopes.declarationOf(node) : undefined;
  if (d === undefined || d.kind !== "parameter" || d.holder.kind !== SyntaxKind.Parameter) return false;
  let parameter: Node | undefined = node.parent;
  // A read inside a function written in the default runs only when that function is called, maybe later.
  while (parameter !== undefined && parameter.kind !== SyntaxKind.Parameter && parameter.parent !== d.holder.parent) {
    if (isFunctionLike(parameter)) return false;
    parameter = parameter.parent;
  }
  if (parameter?.kind !== SyntaxKind.Parameter || parameter.parent !== d.holder.parent) return false;
  const list = (parameter.parent as Node & { readonly parameters?: readonly Node[] }).parameters ?? [];
  return list.indexOf(d.holder) >= list.indexOf(parameter);
}

function readsInDeadZone(node: Node, model: ExecutionModel): boolean {
  const d = isIdentifier(node) ? model.scopes.declarationOf(node) : undefined;
  if (d === undefined) return false;
  const point = model.dead.before(node, d);
  return point !== undefined && point.caught !== true && model.runs(node) && !model.caught(node);
}

function isCommaRight(node: Node): boolean {
  const parent = node.parent as (Node & { readonly operatorToken?: Node; readonly right?: Node }) | undefined;
  return parent?.kind === SyntaxKind.BinaryExpression && parent.operatorToken?.kind === SyntaxKind.CommaToken && parent.right === node;
}

/** Whether a class around a private name (`#x`) declares it. */
function declaredPrivateName(node: Node): boolean {
  const name = (node as Node & { readonly text: string }).text;
  for (let n: Node | undefined = node.parent; n !== undefined; n = n.parent) {
    if (!isClassLike(n)) continue;
    const members = (n as Node & { readonly members?: readonly (Node & { readonly name?: Node & { readonly text?: string } })[] }).members ?? [];
    if (members.some((m) => m.name?.kind === SyntaxKind.PrivateIdentifier && m.name.text === name)) return true;
  }
  return false;
}

/** `g.files = …` after `import * as g from "gg"`: the member name of an assignment to the module's namespace object. */
function isGgNamespaceImportMember(node: Node, model: ExecutionModel): boolean {
  const access = node.parent as (Node & { readonly expression?: Node & { readonly text?: string }; readonly name?: Node }) | undefined;
  if (access?.kind !== SyntaxKind.PropertyAccessExpression || access.name !== node || access.expression?.kind !== SyntaxKind.Identifier) return false;
  const d = model.scopes.declarationOf(access.expression);
  return d?.holder.kind === SyntaxKind.NamespaceImport && importsFromGg(d.holder);
}

/** Whether `node` is the `super` of a call `super(…)`. */
function isSuperCall(node: Node): boolean {
  const parent = node.parent as (Node & { readonly expression?: Node }) | undefined;
  return node.kind === SyntaxKind.SuperKeyword && parent?.kind === SyntaxKind.CallExpression && parent.expression === node;
}

/** The callee of the call, `new` or tagged template whose callee starts at `node`. */
function calleeAt(node: Node): Node | undefined {
  for (let n: Node | undefined = node; n !== undefined && n.kind !== SyntaxKind.SourceFile; n = n.parent) {
    const p = n.parent as (Node & { readonly expression?: Node }) | undefined;
    if ((p?.kind === SyntaxKind.CallExpression || p?.kind === SyntaxKind.NewExpression) && p.expression === n) return n;
    if (p?.kind === SyntaxKind.TaggedTemplateExpression && (p as Node & { readonly tag?: Node }).tag === n) return n;
    // `class F extends gg.files {}`: the class statement calls what it extends as a constructor.
    if (p?.kind === SyntaxKind.ExpressionWithTypeArguments && p.expression === n && p.parent?.kind === SyntaxKind.HeritageClause) return n;
  }
  return undefined;
}

/** Whether an import names "gg". */
function importsFromGg(node: Node): boolean {
  for (let p: Node | undefined = node; p !== undefined; p = p.parent) {
    if (p.kind === SyntaxKind.ImportDeclaration || p.kind === SyntaxKind.ExportDeclaration) {
      const specifier = (p as Node & { readonly moduleSpecifier?: Node & { readonly text?: string } }).moduleSpecifier;
      return specifier !== undefined && specifier.kind === SyntaxKind.StringLiteral && specifier.text === "gg";
    }
  }
  return false;
}

function isTypeOnlyImport(node: Node): boolean {
  for (let p: Node | undefined = node; p !== undefined; p = p.parent) {
    if (p.kind === SyntaxKind.ImportSpecifier && (p as Node & { readonly isTypeOnly: boolean }).isTypeOnly) return true;
    if (p.kind === SyntaxKind.ImportClause) return (p as Node & { readonly phaseModifier?: SyntaxKind }).phaseModifier === SyntaxKind.TypeKeyword;
  }
  return false;
}

/**
 * Whether `this` stands in a derived class's constructor itself (not in a function inside it), after no `super` of
 * any kind: no statement before it, nor its own, mentions `super` (a `super()` in an arrow called first would bind
 * `this`), so when it runs the constructor has not called `super()` yet.
 */
function thisBeforeAnySuper(self: Node): boolean {
  let ctor: Node | undefined = self.parent;
  while (ctor !== undefined && ctor.kind !== SyntaxKind.Constructor) {
    if (isFunctionLike(ctor) || isClassLike(ctor)) return false;
    ctor = ctor.parent;
  }
  const body = (ctor as (Node & { readonly body?: Node & { readonly statements?: readonly Node[] } }) | undefined)?.body;
  const statements = body?.statements ?? [];
  const at = statements.findIndex((s) => s.pos <= self.pos && self.end <= s.end);
  if (at < 0) return false;
  return !statements.slice(0, at + 1).some((s) => containsNode(s, (n) => n.kind === SyntaxKind.SuperKeyword));
}

// The nearest ancestor of `kind` (or `node` itself).
function enclosing(node: Node, kind: SyntaxKind): Node | undefined {
  let n: Node | undefined = node;
  while (n !== undefined && n.kind !== kind) n = n.parent;
  return n;
}

// Whether an identifier assigned stands inside the body of the class it names (the class's own constant binding).
function insideOwnClass(node: Node, model: ExecutionModel): boolean {
  const d = model.scopes.declarationOf(node);
  if (d === undefined || d.kind !== "class") return false;
  const cls = d.holder;
  return node.pos >= cls.pos && node.end <= cls.end && node !== d.identifier;
}

/**
 * Whether the access `node` names is assigned where the guest's strict code refuses it: a member of an object frozen
 * in place, a member `adding` to one sealed in place, or a getter without a setter (`writeThrows`), in a program that
 * does not replace `Object.freeze`, `seal` or `preventExtensions`.
 */
function refusedWrite(node: Node, model: ExecutionModel, adding: boolean): boolean {
  const access = node.parent as Node & { readonly expression: Node };
  const freezeReplaced = model.facts.anyMember || ["Object.freeze", "Object.seal", "Object.preventExtensions"].some((m) => (model.facts.memberWrites.get(m) ?? []).length > 0);
  return assigned(access) && !freezeReplaced && writeThrows(access.expression, (node as Node & { readonly text: string }).text, model.scopes, adding);
}

// Library types a value of which may be called: functions, and the constructors (`String`, `Date` as functions).
const CALLABLE_LIBRARY_TYPE = /^(Function|CallableFunction|NewableFunction)$|Constructor$/;

/** Whether every type an expression may have is a library object type no value of which is callable (an array, a `Map`). */
function libraryObject(expression: Node, ctx: ClassifyContext): boolean {
  const names = ctx.program.libraryTypeNames(expression);
  // `Object` and `Function` are what a value of any kind may be typed as (`new Object(f)` is `f`, a function).
  return names.length > 0 && names.every((n) => !CALLABLE_LIBRARY_TYPE.test(n) && !OPEN_LIBRARY_TYPES.has(n));
}

/**
 * `const counts = {}` filled by keys that are strings or numbers by their values (`counts[word] = n`): an object
 * literal spelled out whose every use the text shows (a member by name or by such a key, iterated, tested by `in`,
 * handed to `Object.keys`, `values`, `entries` or `JSON.stringify`), so nothing gives it a `Symbol.iterator`.
 */
function plainRecord(expression: Node, ctx: ClassifyContext, model: ExecutionModel): boolean {
  const e = unparenthesised(expression);
  const d = e.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(e) : undefined;
  if (d === undefined || (d.kind !== "const" && d.kind !== "let" && d.kind !== "var") || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || (d.holder as Node & { readonly name?: Node }).name !== d.identifier) return false;
  const init = (d.holder as Node & { readonly initializer?: Node }).initializer;
  if (init === undefined || unparenthesised(init).kind !== SyntaxKind.ObjectLiteralExpression || model.facts.anyMember || !spelledOut(init, model.scopes)) return false;
  return d.references.every((r) => {
    if (r === d.identifier || isMemberOwner(r) || isIterated(r)) return true;
    const outer = outermostParentheses(r);
    const parent = outer.parent as (Node & { readonly expression?: Node; readonly argumentExpression?: Node; readonly operatorToken?: Node; readonly right?: Node; readonly arguments?: readonly Node[] }) | undefined;
    if (parent === undefined) return false;
    if (parent.kind === SyntaxKind.ElementAccessExpression && parent.expression === outer && parent.argumentExpression !== undefined) {
      const key = ctx.program.primitiveKind(parent.argumentExpression);
      return (key === "string" || key === "number") && typedByValue(parent.argumentExpression, ctx);
    }
    if (parent.kind === SyntaxKind.BinaryExpression) return parent.operatorToken?.kind === SyntaxKind.InKeyword && parent.right === outer;
    if (parent.kind !== SyntaxKind.CallExpression || parent.arguments?.[0] !== outer || parent.expression === undefined) return false;
    const callee = unparenthesised(parent.expression);
    const owner = callee.kind === SyntaxKind.PropertyAccessExpression ? unparenthesised((callee as Node & { readonly expression: Node }).expression) : undefined;
    const ownerName = owner !== undefined && isIdentifier(owner) && model.scopes.declarationOf(owner) === undefined && !model.setsGlobal(owner.text) ? owner.text : undefined;
    const method = memberName(callee);
    return (ownerName === "Object" && (method === "keys" || method === "values" || method === "entries")) || (ownerName === "JSON" && method === "stringify");
  });
}

/** An object or array literal, written in place or held by a binding never written again: never a function. */
function objectWrittenInPlace(expression: Node, scopes: Scopes, depth = 0): boolean {
  const e = unparenthesised(expression);
  if (e.kind === SyntaxKind.ObjectLiteralExpression || e.kind === SyntaxKind.ArrayLiteralExpression) return true;
  if (e.kind !== SyntaxKind.Identifier || depth > 3) return false;
  const d = scopes.declarationOf(e);
  if (d === undefined || (d.kind !== "const" && d.kind !== "let" && d.kind !== "var") || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || (d.holder as Node & { readonly name?: Node }).name !== d.identifier) return false;
  const init = (d.holder as Node & { readonly initializer?: Node }).initializer;
  return init !== undefined && objectWrittenInPlace(init, scopes, depth + 1);
}

// Operators whose operands must both be BigInts or both not: arithmetic and bitwise ones, and their assignments.
const ARITHMETIC: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.PlusToken, SyntaxKind.MinusToken, SyntaxKind.AsteriskToken, SyntaxKind.SlashToken, SyntaxKind.PercentToken, SyntaxKind.AsteriskAsteriskToken,
  SyntaxKind.LessThanLessThanToken, SyntaxKind.GreaterThanGreaterThanToken, SyntaxKind.AmpersandToken, SyntaxKind.BarToken, SyntaxKind.CaretToken,
  SyntaxKind.PlusEqualsToken, SyntaxKind.MinusEqualsToken, SyntaxKind.AsteriskEqualsToken, SyntaxKind.SlashEqualsToken, SyntaxKind.PercentEqualsToken, SyntaxKind.AsteriskAsteriskEqualsToken,
  SyntaxKind.LessThanLessThanEqualsToken, SyntaxKind.GreaterThanGreaterThanEqualsToken, SyntaxKind.AmpersandEqualsToken, SyntaxKind.BarEqualsToken, SyntaxKind.CaretEqualsToken,
]);

/**
 * `10n / list.length`, `total + true`: arithmetic on a BigInt and a number or boolean throws a TypeError whatever the
 * values, where both operands are typed by what they hold (a string beside a BigInt under `+` concatenates).
 */
function mixesBigInt(binary: Node, ctx: ClassifyContext): boolean {
  const b = binary as Node & { readonly left: Node; readonly right: Node; readonly operatorToken: Node };
  // `hash >>> 0n`: a BigInt has no unsigned shift, whatever the other side.
  if (b.operatorToken.kind === SyntaxKind.GreaterThanGreaterThanGreaterThanToken || b.operatorToken.kind === SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken) {
    return [b.left, b.right].some((side) => ctx.program.primitiveKind(side) === "bigint" && typedByValue(side, ctx));
  }
  if (!ARITHMETIC.has(b.operatorToken.kind)) return false;
  const left = ctx.program.primitiveKind(b.left);
  const right = ctx.program.primitiveKind(b.right);
  const other = left === "bigint" ? right : right === "bigint" ? left : undefined;
  if (other !== "number" && other !== "boolean") return false;
  return typedByValue(b.left, ctx) && typedByValue(b.right, ctx);
}

/**
 * The value an object pattern of a declaration takes apart, where `node` names one of its members and the value is
 * `undefined` or `null` typed by its value; undefined otherwise.
 */
function destructuredNullish(node: Node, ctx: ClassifyContext): Node | undefined {
  const element = node.parent;
  const pattern = element?.kind === SyntaxKind.BindingElement ? element.parent : undefined;
  const declaration = pattern?.kind === SyntaxKind.ObjectBindingPattern ? (pattern.parent as Node & { readonly name?: Node; readonly initializer?: Node }) : undefined;
  if (declaration?.kind !== SyntaxKind.VariableDeclaration || declaration.name !== pattern || declaration.initializer === undefined) return undefined;
  const kind = ctx.program.primitiveKind(declaration.initializer);
  return (kind === "undefined" || kind === "null") && typedByValue(declaration.initializer, ctx) ? declaration.initializer : undefined;
}

// `x` in `x.name`, `x[k]` (not `x?.name`): a read of a member of the value `x` holds.
function readOn(node: Node): boolean {
  const outer = outermostParentheses(node);
  const parent = outer.parent as (Node & { readonly expression?: Node }) | undefined;
  return (parent?.kind === SyntaxKind.PropertyAccessExpression || parent?.kind === SyntaxKind.ElementAccessExpression) && parent.expression === outer && (parent.flags & NodeFlags.OptionalChain) === 0;
}

/**
 * Whether an identifier names a `let` or `var` declared once without a value (not a loop's variable) and never
 * assigned, in a program that runs no text as code: it holds undefined wherever it is read.
 */
function neverAssigned(node: Node, model: ExecutionModel): boolean {
  const d = model.scopes.declarationOf(node);
  if (d === undefined || (d.kind !== "let" && d.kind !== "var") || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration) return false;
  const holder = d.holder as Node & { readonly name?: Node; readonly initializer?: Node };
  const loop = holder.parent?.parent;
  if (holder.name !== d.identifier || holder.initializer !== undefined || loop?.kind === SyntaxKind.ForInStatement || loop?.kind === SyntaxKind.ForOfStatement) return false;
  return !namesEval(node);
}

// The kinds of primitive that are never iterable (text is: it walks its characters).
const NON_ITERABLE_PRIMITIVES: ReadonlySet<PrimitiveKind> = new Set(["number", "bigint", "boolean", "symbol", "undefined", "null"]);

/**
 * Whether a value is never iterable by its type: a gg record, a value the program spells out in full (an object
 * literal, an instance of a closed class), a primitive other than text, or a library object of no iterable type
 * (`Promise`, `Date`). Not where the program may add an iterator by a key it computes
 * (`Number.prototype[Symbol.iterator]`, or `Object.prototype`'s for a record). The caller asks whether the type is the
 * value's.
 */
function neverIterable(e: Node, ctx: ClassifyContext, model: ExecutionModel): boolean {
  if (ctx.program.isGgRecord(e)) return !model.facts.anyMember;
  if (ctx.language !== "js") return false;
  if (spelledOut(e, model.scopes)) return true;
  if (model.facts.anyMember) return false;
  const kind = ctx.program.primitiveKind(e);
  if (kind !== undefined) return NON_ITERABLE_PRIMITIVES.has(kind);
  // `RegExpExecArray | null` of `re.exec(…)`, `T[] | undefined` of `list.pop()`: reported for its null or undefined
  // alone, which the run may never hold.
  const names = ctx.program.libraryTypeNames(e);
  return names.length > 0 && !names.some((n) => ITERABLE_LIBRARY_TYPES.has(n));
}

/** The outermost node a finding from `node` (its first token) to `end` spans. */
function spannedFrom(node: Node, end: number, ctx: ClassifyContext): Node {
  let spanned = node;
  const start = ctx.source.start(node);
  while (spanned.parent !== undefined && ctx.source.start(spanned.parent) === start && spanned.parent.end <= end) spanned = spanned.parent;
  return spanned;
}

/** The right side of an `in` that the finding from `node` to `end` spans; undefined where it spans something else. */
function inRightSide(node: Node, end: number, ctx: ClassifyContext): Node | undefined {
  const operand = spannedFrom(node, end, ctx);
  const outer = outermostParentheses(operand);
  const binary = outer.parent as (Node & { readonly operatorToken?: Node; readonly right?: Node }) | undefined;
  return binary?.kind === SyntaxKind.BinaryExpression && binary.operatorToken?.kind === SyntaxKind.InKeyword && binary.right === outer && isExpression(operand) ? operand : undefined;
}

/**
 * Whether `operand` is converted where it stands: a span of an untagged template (a tag receives its values as they
 * are), or a side of `+` or `+=`.
 */
function convertsToString(operand: Node): boolean {
  const holder = outermostParentheses(operand).parent;
  if (holder?.kind === SyntaxKind.TemplateSpan) return holder.parent?.parent?.kind !== SyntaxKind.TaggedTemplateExpression;
  if (holder?.kind !== SyntaxKind.BinaryExpression) return false;
  const op = (holder as Node & { readonly operatorToken: Node }).operatorToken.kind;
  return op === SyntaxKind.PlusToken || op === SyntaxKind.PlusEqualsToken;
}

/**
 * A `const` holding a primitive typed by its value (`const word = "unreleased"`): writing its index (`word[0] = …`)
 * opens no object, so the binding keeps its initializer's type.
 */
function primitiveConst(owner: Node, ctx: ClassifyContext, model: ExecutionModel): boolean {
  const o = unparenthesised(owner);
  const d = o.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(o) : undefined;
  if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || (d.holder as Node & { readonly name?: Node }).name !== d.identifier) return false;
  const init = (d.holder as Node & { readonly initializer?: Node; readonly type?: Node }).initializer;
  return init !== undefined && (d.holder as Node & { readonly type?: Node }).type === undefined && ctx.program.isPrimitive(init) && typedByValue(init, ctx);
}

// Whether `owner[name]` is a member text the program fixes has of its own: its `length`, or an index below it.
function ownStringMember(owner: Node, name: string | undefined, model: ExecutionModel): boolean {
  const text = model.values.constant(owner);
  if (typeof text !== "string") return false;
  return name === "length" || (name !== undefined && /^(0|[1-9][0-9]*)$/.test(name) && Number(name) < text.length);
}
