/**
 * TypeScript's findings made ours: gg-flavoured messages where tsc's mislead a guest, which findings are
 * certain to fail at run time (they decide a JavaScript verdict and survive suppression directives), and
 * the final form: 1-based lines and columns in UTF-16 code units, sorted by position then code.
 */
import type TS from "typescript";
import ts from "./typescript.js";
import * as messages from "./messages.js";
import { VIRTUAL_ROOT } from "./options.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import type { Site } from "./reach.js";
import type { SdkIndex } from "./sdk-index.js";
import { isInTypeContext, nodeAt, resolveAlias } from "./syntax.js";
import type { Diagnostic, Language } from "./types.js";

// Unknown names, with the host tsc assumes the name came from.
const UNKNOWN_NAME: ReadonlyMap<number, messages.MissingHost | undefined> = new Map([
  [2304, undefined], // Cannot find name 'x'.
  [2552, undefined], // Cannot find name 'x'. Did you mean 'y'?
  [2662, undefined], // … Did you mean the static member?
  [2663, undefined], // … Did you mean the instance member 'this.x'?
  [2580, "node"], // require, process, Buffer, module: "install type definitions for node"
  [2591, "node"],
  [2581, "jquery"], // $, jQuery
  [2592, "jquery"],
  [2582, "test"], // describe, it, test
  [2593, "test"],
  [2583, "lib"], // "change your target library"
  [2584, "dom"], // document, window: "include 'dom'"
  [2867, "bun"], // Bun: "install type definitions for Bun"
  [2868, "bun"],
] as const);

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

// A gg namespace (or gg itself) lacks the member.
const MISSING_MEMBER = new Set([2339, 2551]);
// "gg" does not export the imported name.
const NOT_EXPORTED = new Set([2305, 2724, 2614]);
const NO_DEFAULT_EXPORT = 1192;
// Certain when the line runs: a `const` assigned (TypeError), a `let`/`const`/`class` declared twice (SyntaxError).
const RUNTIME_ERROR_CODES = new Set([2588, 2451, 2632]);
// A gg record iterated (`for (const x of files.stat(p))`): records are plain objects, never iterable.
const NOT_ITERABLE = 2488;
const DUPLICATE_IDENTIFIER = 2300;
const DUPLICATE_KEY = 1117;
// "This comparison appears to be unintentional": a failure's key or code compared with a string it can never be.
const NO_OVERLAP = 2367;
// "Object is possibly 'undefined'": on `this` at the top level of a module, it is undefined for certain.
const POSSIBLY_UNDEFINED = 2532;
// Early errors of JavaScript that TypeScript reports with semantic codes: the program never loads.
// 18016 private name outside a class, 17013 new.target outside a function, 2335-2337 `super` outside its place.
const EARLY_ERROR_CODES = new Set([18016, 17013, 2335, 2336, 2337]);

/** A name bound by an import, `let`, `const` or `class`: declaring it twice is a SyntaxError in a module. */
function isLexicalBinding(node: TS.Node): boolean {
  const p = node.parent;
  if (p === undefined) return false;
  if (ts.isImportSpecifier(p) || ts.isImportClause(p) || ts.isNamespaceImport(p) || ts.isClassDeclaration(p)) return true;
  // Module code is strict: duplicate parameter names are a SyntaxError.
  if (ts.isParameter(p)) return true;
  return ts.isVariableDeclaration(p) && (ts.getCombinedNodeFlags(p) & ts.NodeFlags.BlockScoped) !== 0;
}
// Assignability and arity of a call's arguments: the call cannot lower in the guest.
const ARGUMENT_CODES = new Set([2345, 2554, 2555, 2556, 2322, 2353, 2559, 2739, 2740, 2741, 2769, 2561, 2820]);
const ARITY_CODES = new Set([2554, 2555, 2556, 2769]);
// Missing required fields: the record cannot lower.
const MISSING_FIELD_CODES = new Set([2739, 2740, 2741]);

/**
 * The implicit-any family: `noImplicitAny` is on for its inference only (see options.ts); a parameter or
 * variable without a type is loosely typed, not wrong, so these findings are dropped.
 */
export const IMPLICIT_ANY_CODES: ReadonlySet<number> = new Set([
  7005, 7006, 7008, 7010, 7011, 7015, 7017, 7018, 7019, 7022, 7023, 7024, 7025, 7031, 7032, 7033, 7034, 7051, 7052, 7053, 7055, 7056,
]);

/** What classifying one TypeScript diagnostic needs. */
export interface ClassifyContext {
  readonly source: TS.SourceFile;
  readonly checker: TS.TypeChecker;
  readonly sdk: SdkIndex;
  /** Call sites by their call expression. */
  readonly callSites: ReadonlyMap<TS.CallExpression, Site>;
  /** Filled with the call sites whose arguments do not type-check. */
  readonly malformed: Set<Site>;
  readonly language: Language;
}

/** One TypeScript diagnostic of the program, as a raw finding with a gg-flavoured message. */
export function fromTypeScript(d: TS.Diagnostic, ctx: ClassifyContext, syntactic: boolean): RawDiagnostic {
  const start = d.start ?? 0;
  const length = d.length ?? 0;
  const code = `TS${d.code}`;
  const tscMessage = ts.flattenDiagnosticMessageText(d.messageText, "\n");
  if (syntactic) return { start, length, code, message: messages.withoutToolingAdvice(tscMessage), certain: true };
  const node = nodeAt(ctx.source, start);
  const special = classify(d.code, node, start + length, tscMessage, ctx);
  return {
    start,
    length,
    code,
    message: special?.message ?? messages.withoutToolingAdvice(tscMessage),
    certain: special?.certain ?? false,
  };
}

function classify(code: number, node: TS.Node, end: number, tscMessage: string, ctx: ClassifyContext): { message?: string; certain: boolean } | undefined {
  const malformedCall = ARGUMENT_CODES.has(code) ? argumentOf(node, code, ctx) : undefined;
  if (malformedCall !== undefined) {
    const certain = cannotLower(code, node, tscMessage, ctx.checker, malformedCall);
    // In TypeScript a call that does not type-check does not compile; in JavaScript only one that cannot lower fails.
    if (certain || ctx.language === "ts") ctx.malformed.add(malformedCall);
    return { certain };
  }
  if (RUNTIME_ERROR_CODES.has(code)) return { certain: true };
  if (code === DUPLICATE_IDENTIFIER) return { certain: isLexicalBinding(node) };
  if (code === NOT_ITERABLE) {
    // The finding spans the iterated expression; `node` is its first token.
    let expression: TS.Node = node;
    while (expression.parent !== undefined && expression.parent.getStart(ctx.source) === node.getStart(ctx.source) && expression.parent.end <= end) {
      expression = expression.parent;
    }
    return { certain: ts.isExpression(expression) && isGgRecord(expression, ctx) };
  }
  if (UNKNOWN_NAME.has(code) && ts.isIdentifier(node)) {
    const name = node.text;
    const host = UNKNOWN_NAME.get(code) ?? HOST_GLOBALS.get(name);
    const message = messages.ggNameNotInScope(ctx.sdk, name) ?? (host !== undefined ? messages.missingHostName(name, host) : undefined);
    const runs = !isInTypeContext(node) && !ts.isTypeOfExpression(node.parent);
    return message === undefined ? { certain: runs } : { message, certain: runs };
  }
  if (MISSING_MEMBER.has(code) && ts.isIdentifier(node)) return missingMember(node, ctx);
  if ((NOT_EXPORTED.has(code) || code === NO_DEFAULT_EXPORT) && importsFromGg(node)) {
    if (code === NO_DEFAULT_EXPORT) return { message: messages.NO_DEFAULT_EXPORT, certain: true };
    const name = ts.isIdentifier(node) ? node.text : node.getText(ctx.source);
    return { message: messages.notExportedByGg(ctx.sdk, name), certain: !isTypeOnlyImport(node) };
  }
  if (code === NO_OVERLAP) {
    const message = keyComparison(node, end, ctx);
    if (message !== undefined) return { message, certain: false };
  }
  if (code === POSSIBLY_UNDEFINED && node.kind === ts.SyntaxKind.ThisKeyword && isModuleLevelThis(node)) {
    return { message: messages.TOP_LEVEL_THIS, certain: true };
  }
  // Duplicate keys in an object literal are legal JavaScript since ES2015; TypeScript alone refuses them.
  if (code === DUPLICATE_KEY) return { certain: ctx.language === "ts" };
  // Grammar errors the checker reports (`await` outside async, `return` at the top level) are syntax errors when run.
  if (code >= 1000 && code < 2000) return { certain: true };
  if (EARLY_ERROR_CODES.has(code)) return { certain: true };
  // `#y in this` with no `#y` declared: an early SyntaxError.
  if (MISSING_MEMBER.has(code) && ts.isPrivateIdentifier(node)) return { certain: true };
  return undefined;
}

/**
 * `e.operation === "readFile"`: the comparison tsc calls unintentional, said in gg's words when one side is a
 * failure's `OperationKey` or `FailureCode` and the other a string literal.
 */
function keyComparison(node: TS.Node, end: number, ctx: ClassifyContext): string | undefined {
  let comparison: TS.Node = node;
  while (!ts.isBinaryExpression(comparison) && comparison.parent !== undefined && comparison.parent.end <= end) comparison = comparison.parent;
  if (!ts.isBinaryExpression(comparison)) return undefined;
  const { left, right } = comparison;
  const [literal, other] = ts.isStringLiteralLike(right) ? [right, left] : ts.isStringLiteralLike(left) ? [left, right] : [undefined, undefined];
  if (literal === undefined || other === undefined) return undefined;
  const alias = ctx.checker.getTypeAtLocation(other).aliasSymbol;
  const home = alias?.declarations?.[0]?.getSourceFile();
  if (alias === undefined || home !== ctx.sdk.file) return undefined;
  if (alias.name === "OperationKey") return messages.notAnOperationKey(ctx.sdk, literal.text);
  if (alias.name === "FailureCode") return messages.notAFailureCode(ctx.sdk, literal.text);
  return undefined;
}

/** The operation call whose arguments (or arity) `node` is part of, if any. */
function argumentOf(node: TS.Node, code: number, ctx: ClassifyContext): Site | undefined {
  let child: TS.Node = node;
  for (let p: TS.Node | undefined = node.parent; p !== undefined && !ts.isSourceFile(p); child = p, p = p.parent) {
    if (ts.isCallExpression(p)) {
      const viaArguments = p.arguments.some((a) => a === child);
      const viaCallee = child === p.expression && ARITY_CODES.has(code);
      if (viaArguments || viaCallee) return ctx.callSites.get(p);
      if (child !== p.expression) return undefined;
    }
    if (ts.isFunctionLike(p) || ts.isBlock(p)) return undefined;
  }
  // Arity errors may be reported on the call itself.
  return ts.isCallExpression(node) && ARITY_CODES.has(code) ? ctx.callSites.get(node) : undefined;
}

/** Whether `this` is the module's own: no function or class between it and the file (arrow functions inherit it). */
function isModuleLevelThis(node: TS.Node): boolean {
  for (let p = node.parent; p !== undefined; p = p.parent) {
    if (ts.isSourceFile(p)) return true;
    if (ts.isArrowFunction(p)) continue;
    if (ts.isFunctionLike(p) || ts.isClassLike(p) || ts.isClassStaticBlockDeclaration(p)) return false;
  }
  return false;
}

/**
 * Whether an argument finding is certain to fail when the guest lowers the call: no value the argument can
 * have fits the parameter (`number` for `string`, a required argument or field missing). `string | undefined`
 * for `string` may well be a string at run time, and an extra argument or field is ignored: those are not certain.
 */
function cannotLower(code: number, node: TS.Node, tscMessage: string, checker: TS.TypeChecker, site: Site): boolean {
  if (MISSING_FIELD_CODES.has(code) || code === 2769) return true;
  if (code === 2554 || code === 2555) {
    const expected = /Expected (?:at least )?(\d+)/.exec(tscMessage)?.[1];
    const got = /but got (\d+)/.exec(tscMessage)?.[1];
    if (expected === undefined || got === undefined) return false;
    // Too few: a required argument is missing. Too many: the extra ones are ignored, but TypeScript then checks
    // no argument type, so the ones that do have a parameter are checked here.
    return Number(got) < Number(expected) || (site.call !== undefined && argumentsMisfit(site.call, checker));
  }
  if (code !== 2345 && code !== 2322) return false;
  let expression: TS.Node = node;
  if (ts.isIdentifier(node) && ts.isPropertyAssignment(node.parent) && node.parent.name === node) expression = node.parent.initializer;
  if (!ts.isExpression(expression)) return false;
  const target = checker.getContextualType(expression);
  if (target === undefined) return false;
  const source = checker.getTypeAtLocation(expression);
  const members = source.isUnion() ? source.types : [source];
  return !members.some((m) => checker.isTypeAssignableTo(m, target));
}

/** True when some argument with a parameter has no value that fits it. */
function argumentsMisfit(call: TS.CallExpression, checker: TS.TypeChecker): boolean {
  const signature = checker.getResolvedSignature(call);
  if (signature === undefined) return false;
  return signature.parameters.some((param, i) => {
    const arg = call.arguments[i];
    if (arg === undefined) return false;
    const target = checker.getTypeOfSymbolAtLocation(param, call);
    const source = checker.getTypeAtLocation(arg);
    const members = source.isUnion() ? source.types : [source];
    return !members.some((m) => checker.isTypeAssignableTo(m, target));
  });
}

/** `files.readFle`, `gg.fils`, `const { readFle } = files`: a gg namespace lacks the member. */
/**
 * A member read only to test for it — `files.readJson?.(p)`, `typeof files.watch === "function"` — runs: the read
 * yields `undefined` and the guard skips it. It stays a finding, but not a certain failure.
 */
function isGuarded(access: TS.Node): boolean {
  let outer: TS.Node = access;
  while (ts.isParenthesizedExpression(outer.parent)) outer = outer.parent;
  const parent = outer.parent;
  if (ts.isTypeOfExpression(parent)) return true;
  return ts.isCallExpression(parent) && parent.expression === outer && parent.questionDotToken !== undefined;
}

function missingMember(node: TS.Identifier, ctx: ClassifyContext): { message?: string; certain: boolean } | undefined {
  let owner: TS.Expression | undefined;
  const p = node.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === node) owner = p.expression;
  else if (ts.isBindingElement(p) && ts.isObjectBindingPattern(p.parent) && ts.isVariableDeclaration(p.parent.parent)) {
    owner = p.parent.parent.initializer;
  }
  if (owner === undefined) return undefined;
  // A method a gg record does not have (`entry.isFile()`, `run(…).then(…)`): calling it is a TypeError.
  if (ts.isPropertyAccessExpression(p) && ts.isCallExpression(p.parent) && p.parent.expression === p && isGgRecord(owner, ctx)) {
    return { certain: true };
  }
  const symbol = resolveAlias(ctx.checker, ctx.checker.getSymbolAtLocation(owner));
  for (const decl of symbol?.declarations ?? []) {
    const namespace = ctx.sdk.namespaceOf.get(decl) ?? (isGgModule(decl) ? "gg" : undefined);
    if (namespace === undefined) continue;
    const written = owner.getText(ctx.source);
    return { message: messages.missingGgMember(ctx.sdk, written, namespace, node.text), certain: !isInTypeContext(node) && !isGuarded(p) };
  }
  return undefined;
}

/** The value's type is a record of gg.d.ts: exactly what the host returns, with no other members. */
function isGgRecord(expression: TS.Expression, ctx: ClassifyContext): boolean {
  const symbol = ctx.checker.getNonNullableType(ctx.checker.getTypeAtLocation(expression)).getSymbol();
  return (symbol?.declarations ?? []).some((d) => ts.isInterfaceDeclaration(d) && d.getSourceFile() === ctx.sdk.file);
}

function isGgModule(decl: TS.Declaration): boolean {
  return ts.isModuleDeclaration(decl) && ts.isStringLiteral(decl.name) && decl.name.text === "gg";
}

function importsFromGg(node: TS.Node): boolean {
  for (let p: TS.Node | undefined = node; p !== undefined; p = p.parent) {
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p)) {
      return p.moduleSpecifier !== undefined && ts.isStringLiteral(p.moduleSpecifier) && p.moduleSpecifier.text === "gg";
    }
  }
  return false;
}

function isTypeOnlyImport(node: TS.Node): boolean {
  for (let p: TS.Node | undefined = node; p !== undefined; p = p.parent) {
    if (ts.isImportSpecifier(p) && p.isTypeOnly) return true;
    if (ts.isImportClause(p)) return p.isTypeOnly;
  }
  return false;
}

/** Positions, severities and order of the final result. JavaScript fails only on certain findings. */
export function finalise(raw: readonly RawDiagnostic[], source: TS.SourceFile, language: Language): Diagnostic[] {
  const out = raw.map((r): Diagnostic => {
    const start = positionOf(source, r.start);
    const end = positionOf(source, Math.min(r.start + r.length, source.text.length));
    const error = !r.advisory && (language === "ts" || r.certain);
    return {
      code: r.code,
      severity: error ? "error" : "warning",
      // tsc may name a file it knows; only the virtual ones exist, and their root means nothing to a reader.
      message: r.message.replaceAll(`${VIRTUAL_ROOT}/`, ""),
      line: start.line + 1,
      column: start.character + 1,
      endLine: end.line + 1,
      endColumn: end.character + 1,
    };
  });
  return sortDiagnostics(out);
}

/**
 * 0-based line and UTF-16 character of an offset, as TypeScript counts them, except that a leading byte order
 * mark takes no column (editors and ESLint do not show or count it).
 */
export function positionOf(source: TS.SourceFile, offset: number): TS.LineAndCharacter {
  const p = source.getLineAndCharacterOfPosition(offset);
  return p.line === 0 && p.character > 0 && source.text.charCodeAt(0) === 0xfeff ? { line: 0, character: p.character - 1 } : p;
}

/** Sorted by position, then code, then the rest, so equal inputs give equal bytes. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic): [number, number, string, number, number, string] => [d.line, d.column, d.code, d.endLine, d.endColumn, d.message];
  return list.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      const x = ka[i] as number | string;
      const y = kb[i] as number | string;
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  });
}
