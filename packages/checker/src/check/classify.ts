/**
 * The compiler's findings made ours: gg-flavoured messages where tsc's mislead a guest, and which findings are
 * certain to fail at run time (they decide a JavaScript verdict and survive suppression directives).
 */
import { SDK, tsFunctionName } from "@gg/catalogue";
import { isExpression, isIdentifier } from "typescript7/unstable/ast";
import type { Identifier } from "typescript7/unstable/ast";
import { isSyntaxCode, tsCodeSet, tsCodesOf } from "../codes.js";
import * as messages from "../messages.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import type { Language } from "../types.js";
import type { EngineDiagnostic, EngineProgram } from "./engine.js";
import type { GgNames } from "./names.js";
import type { Site } from "./reach.js";
import { childrenOf, combinedNodeFlags, isClassLike, isFunctionLike, isInTypeContext, nodeAt, SyntaxKind } from "./tree.js";
import type { Node, Source } from "./tree.js";
import { NodeFlags } from "typescript7/unstable/ast";

// Unknown names, with the host tsc assumes the name came from.
const UNKNOWN_NAME: ReadonlyMap<number, messages.MissingHost | undefined> = new Map(tsCodesOf("unknown-name").map((row) => [row.code, row.host]));

// Names tsc reports only as "Cannot find name" (TS2304) though they come from a host the guest does not have.
const HOST_GLOBALS: ReadonlyMap<string, messages.MissingHost> = new Map([
  ...["__dirname", "__filename", "global", "exports", "setImmediate", "clearImmediate"].map((n) => [n, "node"] as const),
  ...["window", "self", "navigator", "location", "localStorage", "sessionStorage", "alert", "HTMLElement", "Element", "Event", "Response", "Request", "Headers", "XMLHttpRequest"].map(
    (n) => [n, "dom"] as const,
  ),
  ...["setTimeout", "setInterval", "clearTimeout", "clearInterval", "queueMicrotask", "structuredClone", "URL", "URLSearchParams", "TextEncoder", "TextDecoder", "atob", "btoa", "crypto", "performance", "AbortController", "Blob"].map(
    (n) => [n, "lib"] as const,
  ),
]);

// Every set below comes from the code table (codes.ts), which says what each code means and has its page.
// A gg namespace (or gg itself) lacks the member.
const MISSING_MEMBER = tsCodeSet("missing-member");
// "gg" does not export the imported name.
const NOT_EXPORTED = tsCodeSet("not-exported");
const NO_DEFAULT_EXPORT = tsCodeSet("no-default-export");
// Certain when the line runs: a `const` assigned (TypeError), a `let`/`const`/`class` declared twice (SyntaxError).
const RUNTIME_ERROR_CODES = tsCodeSet("runtime-error");
// A gg record iterated (`for (const x of files.stat(p))`): records are plain objects, never iterable.
const NOT_ITERABLE = tsCodeSet("not-iterable");
const DUPLICATE_IDENTIFIER = tsCodeSet("duplicate-identifier");
const DUPLICATE_KEY = tsCodeSet("duplicate-key");
// "This comparison appears to be unintentional": a failure's key or code compared with a string it can never be.
const NO_OVERLAP = tsCodeSet("no-overlap");
// "Object is possibly 'undefined'": on `this` at the top level of a module, it is undefined for certain.
const POSSIBLY_UNDEFINED = tsCodeSet("possibly-undefined");
// Early errors of JavaScript that TypeScript reports with semantic codes: the program never loads.
const EARLY_ERROR_CODES = tsCodeSet("early-error");
// "Cannot assign to 'x' because it is a read-only property": certain for `import * as g from "gg"`'s namespace.
const READ_ONLY = tsCodeSet("read-only");
// "'X' is a type and cannot be imported in JavaScript files": of "gg", an import that cannot link.
const TYPE_IMPORTED_IN_JS = 18042;
// "'super' can only be referenced in a derived class": an early error for `super(…)` only.
const SUPER_NOT_DERIVED = 2335;
// Assignability and arity of a call's arguments: the call cannot lower in the guest.
const ARGUMENT_CODES = tsCodeSet("argument");
const ARITY_CODES = new Set(tsCodesOf("argument").filter((row) => row.argument === "arity").map((row) => row.code));
// Missing required fields: the record cannot lower.
const MISSING_FIELD_CODES = new Set(tsCodesOf("argument").filter((row) => row.argument === "missing-field").map((row) => row.code));
// Not callable (TS2349) or not constructable (TS2351): certain for a gg namespace (or gg itself) and a primitive.
const NOT_CALLABLE = tsCodeSet("not-callable");
// A class called without `new` (TS2348): a class constructor always throws when called.
const CLASS_CALLED = tsCodeSet("class-called");
// A block-scoped variable, class or enum used before its declaration: certain where the use always runs first.
const USED_BEFORE_DECLARATION = tsCodeSet("used-before-declaration");
// Only a type (TS2693, a JSDoc typedef, an interface), used as a value: nothing of that name exists when run.
const ONLY_A_TYPE = tsCodeSet("only-a-type");
// A library member of a later edition (TS2550: "Try changing the 'lib' compiler option to 'es2024' or later").
const NEWER_MEMBER = tsCodeSet("newer-member");
// The plain "does not exist" (TS2339) on a library object: a member of no edition, or one the guest lacks.
const PLAIN_MISSING_MEMBER = 2339;
// A name of a later edition's library (TS2583 asks for a `lib` change).
const NEWER_NAME = 2583;

/**
 * The implicit-any family: `noImplicitAny` is on for its inference only (see engine/options.ts); a parameter or
 * variable without a type is loosely typed, not wrong, so these findings are dropped.
 */
export const IMPLICIT_ANY_CODES: ReadonlySet<number> = tsCodeSet("implicit-any");

/** What classifying one diagnostic needs. */
export interface ClassifyContext {
  readonly source: Source;
  readonly program: EngineProgram;
  readonly names: GgNames;
  /** Call sites by their call expression. */
  readonly callSites: ReadonlyMap<Node, Site>;
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
  if (IMPLICIT_ANY_CODES.has(d.code)) return undefined;
  const node = nodeAt(ctx.source, start);
  const special = classify(d.code, node, d.end, d.message, ctx);
  return { start, length, code, message: special?.message ?? messages.withoutToolingAdvice(d.message), certain: special?.certain ?? false };
}

type Verdict = { readonly message?: string; readonly certain: boolean } | undefined;

// TypeScript's wording for calling a primitive: never callable, whatever its value.
const PRIMITIVE_NOT_CALLABLE = /Type '(?:number|string|boolean|bigint|symbol|Number|String|Boolean|BigInt|Symbol|\d[\d.]*|"[^"]*")' has no (?:call|construct) signatures/;

function classify(code: number, node: Node, end: number, tscMessage: string, ctx: ClassifyContext): Verdict {
  const malformedCall = ARGUMENT_CODES.has(code) ? argumentOf(node, code, ctx) : undefined;
  if (malformedCall !== undefined) {
    const certain = cannotLower(code, node, tscMessage, ctx, malformedCall);
    // In TypeScript a call that does not type-check does not compile; in JavaScript only one that cannot lower fails.
    if (certain || ctx.language === "ts") ctx.malformed.add(malformedCall);
    return { certain };
  }
  if (RUNTIME_ERROR_CODES.has(code)) return { certain: true };
  if (DUPLICATE_IDENTIFIER.has(code)) return { certain: isLexicalBinding(node) };
  if (NOT_ITERABLE.has(code)) {
    // The finding spans the iterated expression; `node` is its first token.
    let expression: Node = node;
    const start = ctx.source.start(node);
    while (expression.parent !== undefined && ctx.source.start(expression.parent) === start && expression.parent.end <= end) expression = expression.parent;
    return { certain: isExpression(expression) && ctx.program.isGgRecord(expression) };
  }
  if ((UNKNOWN_NAME.has(code) || ONLY_A_TYPE.has(code)) && isIdentifier(node)) {
    const name = node.text;
    const host = UNKNOWN_NAME.get(code) ?? HOST_GLOBALS.get(name);
    const newer = code === NEWER_NAME || NEWER_GLOBALS.has(name) ? messages.newerGlobal(name, editionOf(tscMessage) ?? NEWER_GLOBALS.get(name)) : undefined;
    const message = messages.ggNameNotInScope(ctx.names, name) ?? newer ?? (host !== undefined ? messages.missingHostName(name, host) : undefined);
    // `typeof process !== "undefined" && process.exit(0)`: a use that runs only after its test passed never runs.
    // `globalThis.name = …` makes `name` a global the compiler does not see: only the run can say.
    const runs = !isInTypeContext(node) && node.parent?.kind !== SyntaxKind.TypeOfExpression && !isUnderGuard(node, ctx.source) && !setsGlobal(ctx.source, name);
    return message === undefined ? { certain: runs } : { message, certain: runs };
  }
  if (NOT_CALLABLE.has(code)) {
    // A primitive (`list.length()`) is never callable, whatever its value; nor is a gg namespace.
    if (PRIMITIVE_NOT_CALLABLE.test(tscMessage)) return { certain: !isInTypeContext(node) };
    const callee = calleeAt(node);
    if (callee !== undefined && ctx.program.ggContainer(callee) !== undefined) return { certain: true };
  }
  if (CLASS_CALLED.has(code)) return { certain: !isInTypeContext(node) };
  if (USED_BEFORE_DECLARATION.has(code)) return { certain: alwaysRunsFirst(node) };
  if (NEWER_MEMBER.has(code) && isAccessName(node)) {
    const message = messages.newerGlobal(memberPath(node, ctx), editionOf(tscMessage));
    return { message, certain: isUsedOn(node.parent as Node) && !isUnderGuard(node.parent as Node, ctx.source) };
  }
  if (code === PLAIN_MISSING_MEMBER && isAccessName(node)) {
    const later = laterMember(node, tscMessage, ctx);
    if (later !== undefined) return later;
    // `this.#missing`: a private name no enclosing class declares is an early SyntaxError.
    if (node.kind === SyntaxKind.PrivateIdentifier) return { certain: !declaredPrivateName(node) };
    const library = libraryMember(node, ctx);
    if (library !== undefined) return library;
  }
  if (MISSING_MEMBER.has(code) && isMemberName(node)) return missingMember(node, tscMessage, ctx);
  if (READ_ONLY.has(code) && isGgNamespaceImportMember(node, ctx)) return { message: messages.ggModuleReadOnly((node as Node & { readonly text: string }).text), certain: true };
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
    return { message: messages.TOP_LEVEL_THIS, certain: true };
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
function argumentOf(node: Node, code: number, ctx: ClassifyContext): Site | undefined {
  let child: Node = node;
  for (let p: Node | undefined = node.parent; p !== undefined && p.kind !== SyntaxKind.SourceFile; child = p, p = p.parent) {
    if (p.kind === SyntaxKind.CallExpression) {
      const call = p as Node & { readonly expression: Node; readonly arguments: readonly Node[] };
      const viaArguments = call.arguments.some((a) => a === child);
      const viaCallee = child === call.expression && ARITY_CODES.has(code);
      if (viaArguments || viaCallee) return ctx.callSites.get(p);
      if (child !== call.expression) return undefined;
    }
    if (isFunctionLike(p) || p.kind === SyntaxKind.Block) return undefined;
  }
  // Arity errors may be reported on the call itself.
  return node.kind === SyntaxKind.CallExpression && ARITY_CODES.has(code) ? ctx.callSites.get(node) : undefined;
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
 * Whether an argument finding is certain to fail when the guest lowers the call: no value the argument can
 * have fits the parameter (`number` for `string`, a required argument or field missing). `string | undefined`
 * for `string` may well be a string at run time, and an extra argument or field is ignored: those are not certain.
 */
function cannotLower(code: number, node: Node, tscMessage: string, ctx: ClassifyContext, site: Site): boolean {
  if (MISSING_FIELD_CODES.has(code) || code === 2769) return true;
  if (code === 2554 || code === 2555) {
    const expected = /Expected (?:at least )?(\d+)/.exec(tscMessage)?.[1];
    const got = /but got (\d+)/.exec(tscMessage)?.[1];
    if (expected === undefined || got === undefined) return false;
    // Too few: a required argument is missing. Too many: the extra ones are ignored, but TypeScript then checks
    // no argument type, so the ones that do have a parameter are checked here.
    return Number(got) < Number(expected) || (site.call !== undefined && ctx.program.argumentsMisfit(site.call));
  }
  if (code !== 2345 && code !== 2322) return false;
  let expression: Node = node;
  const parent = node.parent as (Node & { readonly name?: Node; readonly initializer?: Node }) | undefined;
  if (isIdentifier(node) && parent?.kind === SyntaxKind.PropertyAssignment && parent.name === node && parent.initializer !== undefined) expression = parent.initializer;
  if (!isExpression(expression)) return false;
  return ctx.program.noValueFits(expression);
}

/**
 * A member read only to test for it — `files.readJson?.(p)`, `typeof files.watch === "function"` — runs: the read
 * yields `undefined` and the guard skips it. It stays a finding, but not a certain failure.
 */
function isGuarded(access: Node): boolean {
  let outer: Node = access;
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
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

/**
 * A use that runs only when a test of the same value passed — `if (g.process) g.process.exit(1)`,
 * `files.watch && files.watch(p)`, `globalThis.Deno ? Deno.exit() : 0` — never runs where the value is missing, so it
 * is no certain failure. The test is the condition of an enclosing `if` (its then-branch), `&&` (its right side) or
 * `?:` (its true branch) that reads the same expression, written the same way.
 */
export function isUnderGuard(access: Node, source: Source): boolean {
  const written = textOf(access, source);
  // `"process" in globalThis` tests `globalThis.process` too.
  const a = access as Node & { readonly expression?: Node; readonly name?: Node & { readonly text?: string } };
  const tested = [written];
  if (access.kind === SyntaxKind.PropertyAccessExpression && a.expression !== undefined && a.name?.text !== undefined) {
    const owner = textOf(a.expression, source);
    tested.push(`"${a.name.text}" in ${owner}`, `'${a.name.text}' in ${owner}`);
  }
  for (let child: Node = access, parent = access.parent; parent !== undefined && parent.kind !== SyntaxKind.SourceFile; child = parent, parent = parent.parent) {
    const p = parent as Node & { readonly expression?: Node; readonly thenStatement?: Node; readonly elseStatement?: Node; readonly condition?: Node; readonly whenTrue?: Node; readonly whenFalse?: Node; readonly left?: Node; readonly right?: Node; readonly operatorToken?: Node };
    let guard: Node | undefined;
    let negated = false;
    if (p.kind === SyntaxKind.IfStatement && p.thenStatement === child) guard = p.expression;
    else if (p.kind === SyntaxKind.IfStatement && p.elseStatement === child) [guard, negated] = [p.expression, true];
    else if (p.kind === SyntaxKind.ConditionalExpression && p.whenTrue === child) guard = p.condition;
    else if (p.kind === SyntaxKind.ConditionalExpression && p.whenFalse === child) [guard, negated] = [p.condition, true];
    else if (p.kind === SyntaxKind.BinaryExpression && p.right === child && p.operatorToken?.kind === SyntaxKind.AmpersandAmpersandToken) guard = p.left;
    else if (p.kind === SyntaxKind.BinaryExpression && p.right === child && p.operatorToken?.kind === SyntaxKind.BarBarToken) [guard, negated] = [p.left, true];
    if (guard === undefined) continue;
    const text = textOf(guard, source);
    if (tested.some((t) => (negated ? testsMissing(text, t) : readsSame(text, t)))) return true;
  }
  return false;
}

/**
 * Whether a test is true when `expression` is missing, so its else-branch runs only when it is there:
 * `!x`, `x === undefined`, `x == null`, `typeof x === "undefined"`.
 */
function testsMissing(text: string, expression: string): boolean {
  const e = expression.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = [
    `^!\\s*\\(?\\s*${e}\\s*\\)?$`,
    `^${e}\\s*===?\\s*(?:undefined|null)$`,
    `^(?:undefined|null)\\s*===?\\s*${e}$`,
    `^typeof\\s+${e}\\s*===?\\s*["']undefined["']$`,
  ];
  return patterns.some((p) => new RegExp(p).test(text));
}

/** Whether `text` reads `expression` whole: not as part of a longer name (`g.processes`, `xg.process`). */
function readsSame(text: string, expression: string): boolean {
  for (let at = text.indexOf(expression); at !== -1; at = text.indexOf(expression, at + 1)) {
    if (!/[\w$.]/.test(text[at - 1] ?? "") && !/[\w$]/.test(text[at + expression.length] ?? "")) return true;
  }
  return false;
}

/** The program's text of a node, each run of whitespace one space. */
function textOf(node: Node, source: Source): string {
  return source.text.slice(source.start(node), node.end).replace(/\s+/g, " ");
}

/**
 * Whether the program assigns to `owner` (or to what it is read from: `api` or `api.fs` for `api.fs`) anywhere, or
 * declares its name twice: read by name, so a write in another scope counts too, which only makes a finding a warning.
 */
function writtenAgain(owner: Node, ctx: ClassifyContext): boolean {
  const ownerText = ctx.source.text.slice(ctx.source.start(owner), owner.end).replace(/\s+/g, "");
  if (!/^[\w$.]+$/.test(ownerText)) return false;
  const writes = writesOf(ctx.source);
  const parts = ownerText.split(".");
  const root = parts[0] as string;
  if (writes.destructured.has(root)) return true;
  // A write covers the owner when it writes the owner itself or what the owner is read from (`api` of `api.fs`).
  for (let i = 1; i <= parts.length; i++) if (writes.targets.has(parts.slice(0, i).join("."))) return true;
  return (writes.declarations.get(root) ?? 0) > 1;
}

/** What a program writes, read once per program: every finding about a gg member asks it. */
interface Writes {
  /** The text (without whitespace) of every assignment's target and every `++`/`--` operand. */
  readonly targets: ReadonlySet<string>;
  /** Every name a destructuring assignment's pattern holds. */
  readonly destructured: ReadonlySet<string>;
  /** How many variables, parameters and functions declare each name. */
  readonly declarations: ReadonlyMap<string, number>;
}

const writesCache = new WeakMap<Source, Writes>();

function writesOf(source: Source): Writes {
  const known = writesCache.get(source);
  if (known !== undefined) return known;
  const targets = new Set<string>();
  const destructured = new Set<string>();
  const declarations = new Map<string, number>();
  const written = (target: Node): string => source.text.slice(source.start(target), target.end).replace(/\s+/g, "");
  for (const n of source.nodes) {
    if (n.kind === SyntaxKind.BinaryExpression) {
      const b = n as Node & { readonly left: Node; readonly operatorToken: Node };
      const op = b.operatorToken.kind;
      if (op < SyntaxKind.FirstAssignment || op > SyntaxKind.LastAssignment) continue;
      const left = skipParentheses(b.left);
      // A destructuring assignment writes each name its pattern holds.
      if (left.kind === SyntaxKind.ObjectLiteralExpression || left.kind === SyntaxKind.ArrayLiteralExpression) {
        for (const d of descendants(left)) if (isIdentifier(d)) destructured.add(d.text);
      } else targets.add(written(left));
    } else if (n.kind === SyntaxKind.PrefixUnaryExpression || n.kind === SyntaxKind.PostfixUnaryExpression) {
      targets.add(written(skipParentheses((n as Node & { readonly operand: Node }).operand)));
    } else if (n.kind === SyntaxKind.VariableDeclaration || n.kind === SyntaxKind.Parameter || n.kind === SyntaxKind.FunctionDeclaration) {
      const name = (n as Node & { readonly name?: Node }).name;
      if (name !== undefined && isIdentifier(name)) declarations.set(name.text, (declarations.get(name.text) ?? 0) + 1);
    }
  }
  const writes = { targets, destructured, declarations };
  writesCache.set(source, writes);
  return writes;
}

/** Every node below `node`. */
function descendants(node: Node): Node[] {
  const out: Node[] = [];
  const visit = (n: Node): void => {
    for (const child of childrenOf(n)) {
      out.push(child);
      visit(child);
    }
  };
  visit(node);
  return out;
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
  let owner: Node | undefined;
  const p = node.parent as (Node & { readonly name?: Node; readonly expression?: Node; readonly argumentExpression?: Node }) | undefined;
  if (p === undefined) return undefined;
  if (p.kind === SyntaxKind.PropertyAccessExpression && p.name === node) owner = p.expression;
  else if (p.kind === SyntaxKind.ElementAccessExpression && p.argumentExpression === node) owner = p.expression;
  else if (p.kind === SyntaxKind.BindingElement && p.parent?.kind === SyntaxKind.ObjectBindingPattern) owner = destructured(p.parent.parent);
  if (owner === undefined) return undefined;
  const access = p.kind === SyntaxKind.BindingElement ? undefined : p;
  // The member a key names: its own text, or for a name holding a constant string, the string the compiler read.
  const keyed = p.kind === SyntaxKind.ElementAccessExpression && isIdentifier(node) ? /^Property '([^']+)'/.exec(tscMessage)?.[1] : undefined;
  if (p.kind === SyntaxKind.ElementAccessExpression && isIdentifier(node) && keyed === undefined) return undefined;
  // A member the value an operation returns does not have (`run(…).then(…)`, `entry.isFile()`): the SDK answers
  // plain data, synchronously, so calling it (or reading on from it) is a TypeError.
  if (access !== undefined && isUsedOn(access)) {
    const result = operationResultOf(owner, ctx);
    const name = keyed ?? (node as Node & { readonly text: string }).text;
    if (result !== undefined) return { message: messages.missingOnResult(`gg.${result.operation.namespace}.${tsFunctionName(result.operation.key)}`, name, typeIn(tscMessage)), certain: true };
    if (ctx.program.isGgRecord(owner)) return { certain: true };
    // A field of a gg record (`run(…).stdout.lines()`): plain data of a declared type, which has no such member.
    const field = skipParentheses(owner) as Node & { readonly expression?: Node };
    if (field.kind === SyntaxKind.PropertyAccessExpression && field.expression !== undefined && ctx.program.isGgRecord(field.expression)) return { certain: true };
  }
  const namespace = ctx.program.ggContainer(owner);
  if (namespace === undefined) return undefined;
  // A value the program writes again (`let f = gg.files; f = mock;`) holds what was written last when it is read: its
  // declared type says gg.files, but only the run can say.
  const rewritten = writtenAgain(owner, ctx);
  // A nested pattern's element is no expression to quote: the namespace is named as gg names it.
  const written = owner.kind === SyntaxKind.BindingElement ? namespace : ctx.source.text.slice(ctx.source.start(owner), owner.end);
  const name = keyed ?? (node as Node & { readonly text: string }).text;
  return { message: messages.missingGgMember(ctx.names, written, namespace, name), certain: !rewritten && !isInTypeContext(node) && (access === undefined || (!isGuarded(access) && !isUnderGuard(access, ctx.source))) };
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
  const parent = outer.parent as (Node & { readonly expression?: Node; readonly questionDotToken?: Node }) | undefined;
  if (parent === undefined || parent.expression !== outer || parent.questionDotToken !== undefined) return false;
  return parent.kind === SyntaxKind.CallExpression || parent.kind === SyntaxKind.NewExpression || parent.kind === SyntaxKind.PropertyAccessExpression || parent.kind === SyntaxKind.ElementAccessExpression || parent.kind === SyntaxKind.TaggedTemplateExpression;
}

/** The operation call whose value `owner` is: the call itself, or a `const` the program declares once with it. */
function operationResultOf(owner: Node, ctx: ClassifyContext): Site | undefined {
  let e = owner as Node & { readonly expression?: Node };
  while ((e.kind === SyntaxKind.ParenthesizedExpression || e.kind === SyntaxKind.AwaitExpression) && e.expression !== undefined) e = e.expression as Node & { readonly expression?: Node };
  if (e.kind === SyntaxKind.CallExpression) return ctx.callSites.get(e);
  if (!isIdentifier(e)) return undefined;
  const declaration = soleConstDeclaration(e.text, ctx);
  return declaration === undefined ? undefined : operationResultOf(declaration, ctx);
}

/** The type a "does not exist on type 'T'" message names. */
function typeIn(tscMessage: string): string | undefined {
  return /on type '([^']+)'/.exec(tscMessage)?.[1];
}

/** The initializer of the one declaration of `name` in the program, when it is a `const`; undefined otherwise. */
function soleConstDeclaration(name: string, ctx: ClassifyContext): Node | undefined {
  const declared = declaredByName(ctx.source).get(name);
  return declared?.count === 1 ? declared.constInitializer : undefined;
}

// Read once per program: every finding on an operation's result asks it.
const declaredCache = new WeakMap<Source, ReadonlyMap<string, { readonly count: number; readonly constInitializer: Node | undefined }>>();

/** For each name, how many nodes declare it (by their `name`), and the initializer of a `const` among them. */
function declaredByName(source: Source): ReadonlyMap<string, { readonly count: number; readonly constInitializer: Node | undefined }> {
  const known = declaredCache.get(source);
  if (known !== undefined) return known;
  const byName = new Map<string, { count: number; constInitializer: Node | undefined }>();
  for (const node of source.nodes) {
    const decl = node as Node & { readonly name?: Node & { readonly text?: string }; readonly initializer?: Node };
    if (decl.name === undefined || !isIdentifier(decl.name)) continue;
    const entry = byName.get(decl.name.text) ?? { count: 0, constInitializer: undefined };
    entry.count += 1;
    if (node.kind === SyntaxKind.VariableDeclaration && (combinedNodeFlags(node) & NodeFlags.Const) !== 0) entry.constInitializer = decl.initializer;
    byName.set(decl.name.text, entry);
  }
  declaredCache.set(source, byName);
  return byName;
}

/**
 * A member a library global lacks (`Math.sumPrecise`, `console.table`): where the program never sets it, calling it
 * (or reading on from it) throws when the program runs.
 */
function libraryMember(node: Node, ctx: ClassifyContext): Verdict {
  const access = node.parent as Node & { readonly expression: Node };
  const owner = access.expression;
  if (!isIdentifier(owner) || !ctx.program.isLibraryGlobal(owner)) return undefined;
  const name = (node as Node & { readonly text: string }).text;
  if (membersSetOf(ctx.source).has(`${owner.text}.${name}`)) return undefined;
  return { message: messages.missingLibraryMember(`${owner.text}.${name}`), certain: isUsedOn(access) && !isUnderGuard(access, ctx.source) };
}

// Read once per program: every finding on a library global's member asks it.
const membersSetCache = new WeakMap<Source, ReadonlySet<string>>();

/** `owner.name` for every `owner.name` on the left of a binary expression (`Math.sumPrecise = …`). */
function membersSetOf(source: Source): ReadonlySet<string> {
  const known = membersSetCache.get(source);
  if (known !== undefined) return known;
  const set = new Set<string>();
  for (const n of source.nodes) {
    if (n.kind !== SyntaxKind.BinaryExpression) continue;
    const left = skipParentheses((n as Node & { readonly left: Node }).left) as Node & { readonly expression?: Node; readonly name?: Node & { readonly text?: string } };
    if (left.kind === SyntaxKind.PropertyAccessExpression && left.name?.text !== undefined && isIdentifier(left.expression as Node)) set.add(`${(left.expression as Identifier).text}.${left.name.text}`);
  }
  membersSetCache.set(source, set);
  return set;
}

// Members of later editions on the guest's own objects that TypeScript reports as plain missing members (TS2339),
// not as a later edition's (TS2550), so the edition is named here: the types that lack them, and the members.
const LATER_MEMBERS: readonly { readonly types: RegExp; readonly members: ReadonlySet<string>; readonly edition: string }[] = [
  {
    // ECMAScript 2025's iterator helpers.
    types: /^Property '[^']+' does not exist on type '(?:ArrayIterator|MapIterator|SetIterator|StringIterator|RegExpStringIterator|IterableIterator|IteratorObject|Generator|BuiltinIterator)</,
    members: new Set(["map", "filter", "take", "drop", "flatMap", "reduce", "toArray", "forEach", "some", "every", "find"]),
    edition: "ECMAScript 2025",
  },
  {
    // ECMAScript 2026's base64 and hex of Uint8Array.
    types: /^Property '[^']+' does not exist on type 'Uint8Array\b/,
    members: new Set(["toBase64", "toHex", "setFromBase64", "setFromHex"]),
    edition: "ECMAScript 2026",
  },
];

/** `list.values().map(…)`, `bytes.toBase64()`: a later edition's member read from one of the guest's own objects. */
function laterMember(node: Node, tscMessage: string, ctx: ClassifyContext): Verdict {
  const name = (node as Node & { readonly text: string }).text;
  const later = LATER_MEMBERS.find((l) => l.members.has(name) && l.types.test(tscMessage));
  if (later === undefined) return undefined;
  return { message: messages.newerGlobal(memberPath(node, ctx), later.edition), certain: isUsedOn(node.parent as Node) && !isUnderGuard(node.parent as Node, ctx.source) };
}

function skipParentheses(node: Node): Node {
  let n = node as Node & { readonly expression?: Node };
  while (n.kind === SyntaxKind.ParenthesizedExpression && n.expression !== undefined) n = n.expression as Node & { readonly expression?: Node };
  return n;
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

// Global values of later editions the compiler declares only as types in the guest's library (TS2693) or not at
// all (TS2304), with the edition each came in: their messages say so.
const NEWER_GLOBALS: ReadonlyMap<string, string> = new Map([
  ["Iterator", "ECMAScript 2025"],
  ["Float16Array", "ECMAScript 2025"],
  ["DisposableStack", "ECMAScript 2026"],
  ["AsyncDisposableStack", "ECMAScript 2026"],
  ["SuppressedError", "ECMAScript 2026"],
]);

/** Whether the program assigns `globalThis.name` (or `globalThis["name"]`) anywhere. */
export function setsGlobal(source: Source, name: string): boolean {
  let names = globalsSet.get(source);
  if (names === undefined) {
    names = namesSetOnGlobalThis(source);
    globalsSet.set(source, names);
  }
  return names.has(name);
}

// Read once per program: every finding about a name asks it.
const globalsSet = new WeakMap<Source, ReadonlySet<string>>();

function namesSetOnGlobalThis(source: Source): ReadonlySet<string> {
  const names = new Set<string>();
  if (!source.text.includes("globalThis")) return names;
  for (const n of source.nodes) {
    if (n.kind !== SyntaxKind.BinaryExpression) continue;
    const b = n as Node & { readonly left: Node; readonly operatorToken: Node };
    if (b.operatorToken.kind !== SyntaxKind.EqualsToken) continue;
    const left = skipParentheses(b.left) as Node & { readonly expression?: Node & { readonly text?: string }; readonly name?: Node & { readonly text?: string }; readonly argumentExpression?: Node & { readonly text?: string } };
    if (left.expression?.kind !== SyntaxKind.Identifier || left.expression.text !== "globalThis") continue;
    const key = left.kind === SyntaxKind.PropertyAccessExpression ? left.name?.text : left.kind === SyntaxKind.ElementAccessExpression ? left.argumentExpression?.text : undefined;
    if (key !== undefined) names.add(key);
  }
  return names;
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
function isGgNamespaceImportMember(node: Node, ctx: ClassifyContext): boolean {
  const access = node.parent as (Node & { readonly expression?: Node & { readonly text?: string }; readonly name?: Node }) | undefined;
  if (access?.kind !== SyntaxKind.PropertyAccessExpression || access.name !== node || access.expression?.kind !== SyntaxKind.Identifier) return false;
  return access.expression.text !== undefined && ggNamespaceImportsOf(ctx.source).has(access.expression.text);
}

// Read once per program: every finding of an assignment to a read-only member asks it.
const namespaceImportsCache = new WeakMap<Source, ReadonlySet<string>>();

/** The local names of `import * as name from "gg"`. */
function ggNamespaceImportsOf(source: Source): ReadonlySet<string> {
  const known = namespaceImportsCache.get(source);
  if (known !== undefined) return known;
  const set = new Set<string>();
  for (const n of source.nodes) {
    if (n.kind !== SyntaxKind.NamespaceImport) continue;
    const named = n as Node & { readonly name?: Node & { readonly text?: string } };
    if (named.name?.text !== undefined && importsFromGg(n)) set.add(named.name.text);
  }
  namespaceImportsCache.set(source, set);
  return set;
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
  }
  return undefined;
}

// Statements and expressions a use inside them runs with, in order, whenever the module runs.
const ALWAYS_RUN: ReadonlySet<SyntaxKind> = new Set([
  // A plain or labelled block, and a try block or finally block, run in order with the statements around them (a
  // function's body or an if's branch stops the walk at the function or the if, which are not here).
  SyntaxKind.Block,
  SyntaxKind.LabeledStatement,
  SyntaxKind.TryStatement,
  SyntaxKind.ExpressionStatement,
  SyntaxKind.VariableStatement,
  SyntaxKind.VariableDeclarationList,
  SyntaxKind.VariableDeclaration,
  SyntaxKind.CallExpression,
  SyntaxKind.PropertyAccessExpression,
  SyntaxKind.ElementAccessExpression,
  SyntaxKind.ParenthesizedExpression,
  SyntaxKind.TemplateExpression,
  SyntaxKind.TemplateSpan,
  SyntaxKind.ArrayLiteralExpression,
  SyntaxKind.ObjectLiteralExpression,
  SyntaxKind.PropertyAssignment,
  SyntaxKind.ShorthandPropertyAssignment,
  SyntaxKind.SpreadElement,
  SyntaxKind.SpreadAssignment,
  SyntaxKind.NewExpression,
  SyntaxKind.AwaitExpression,
  SyntaxKind.ReturnStatement,
  SyntaxKind.ThrowStatement,
  SyntaxKind.TypeOfExpression,
  SyntaxKind.VoidExpression,
  SyntaxKind.PrefixUnaryExpression,
  SyntaxKind.PostfixUnaryExpression,
  SyntaxKind.AsExpression,
  SyntaxKind.SatisfiesExpression,
  SyntaxKind.NonNullExpression,
  SyntaxKind.ExportAssignment,
]);

/**
 * Whether a use of a name before its declaration certainly runs first: it sits at the top level of the module,
 * reached by nothing that may skip it (a branch, a loop, a function, a short-circuit, `?.`).
 */
export function alwaysRunsFirst(node: Node): boolean {
  return !isInTypeContext(node) && alwaysRunsWithin(node, undefined);
}

/**
 * Whether `node` runs whenever `stop` does (with no `stop`: whenever the module runs): every step up to it runs all
 * its parts — no branch, loop, function, short-circuited right side or `?.` in between.
 */
export function alwaysRunsWithin(node: Node, stop: Node | undefined): boolean {
  for (let child: Node = node, n: Node | undefined = node.parent; n !== undefined; child = n, n = n.parent) {
    if (n === stop) return true;
    if (n.kind === SyntaxKind.SourceFile) return stop === undefined;
    if (n.kind === SyntaxKind.BinaryExpression) {
      const b = n as Node & { readonly operatorToken: Node; readonly left: Node };
      const op = b.operatorToken.kind;
      // The left side of `&&`, `||` and `??` always runs; the right side only when the left says so.
      if ((op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken) && b.left !== child) return false;
      continue;
    }
    // So does an if's or a conditional's test.
    if ((n.kind === SyntaxKind.IfStatement || n.kind === SyntaxKind.ConditionalExpression) && ((n as Node & { readonly expression?: Node; readonly condition?: Node }).expression ?? (n as Node & { readonly condition?: Node }).condition) === child) continue;
    if ((n as Node & { readonly questionDotToken?: Node }).questionDotToken !== undefined) return false;
    if (!ALWAYS_RUN.has(n.kind)) return false;
  }
  return false;
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

