/**
 * Reach on the native engine: the same sites as reach.ts finds with TypeScript 6, asked of the native compiler in
 * a few batches instead of one question per node (each question is a round trip to the child process).
 *
 * reach.ts asks, per node: the resolved signature of each call, the symbol of each member name and value
 * reference (through aliases), the type of each destructured name and of each variable holding a value. Here:
 * one batch of symbols (callee names and references, asked by node of the native tree, fetched once per check),
 * one batch of declared types (variables, properties and
 * accessors that may hold an operation), one batch of types (destructured names); then one question per distinct
 * alias, and the resolved signature itself for a callee whose declared type a use could narrow.
 */
import type { Operation } from "@gg/catalogue";
import type TS from "typescript";
import { SymbolFlags, TypeFlags } from "typescript7/unstable/sync";
import type { Project, Symbol as NativeSymbol, Type as NativeType } from "typescript7/unstable/sync";
import { GG_DECLARATIONS_PATH } from "../environment.js";
import ts from "../typescript.js";
import { isArgument, isValueReference, skipOuter } from "../reach.js";
import type { Site } from "../reach.js";
import type { GgSymbols } from "./gg-symbols.js";
import { nativeKindNamed } from "./nodes.js";
import type { NodeMap } from "./nodes.js";
import type { Node as NativeNode } from "typescript7/unstable/ast";

const HOLDER_FLAGS = SymbolFlags.Variable | SymbolFlags.Property;
// Declared types whose type at a use may differ in which signature a call resolves to.
const NARROWABLE = TypeFlags.Union | TypeFlags.Intersection | TypeFlags.Instantiable;

const IMPORT_KINDS: ReadonlySet<number> = new Set(["ImportSpecifier", "ImportClause", "NamespaceImport"].map(nativeKindNamed));

/** What native reach needs of one check. */
export interface NativeReachContext {
  readonly project: Project;
  /** The program's virtual path. */
  readonly path: string;
  readonly gg: GgSymbols;
  /** The program declares into the global scope or a module (`declare global`, `declare module`): no shortcuts. */
  readonly augments: boolean;
  /** The native tree of the program, fetched on first use. */
  nodes(): NodeMap;
  /** The TypeScript names of the operations' functions (`readFile`). */
  readonly operationNames: ReadonlySet<string>;
  /** Aliases resolved so far: those of gg.d.ts for the life of the engine (their ids are stable), others per check. */
  readonly aliases: AliasCache;
}

/** Targets of aliases by alias id. */
export interface AliasCache {
  /** Aliases declared in gg.d.ts only: kept across checks. */
  readonly lasting: Map<number, NativeSymbol>;
  /** Aliases of this check's program. */
  readonly local: Map<number, NativeSymbol>;
}

/** A node reach.ts asks about, and the name whose symbol (or, for a destructured name, type) it asks for. */
interface Reference {
  readonly kind: "member" | "value" | "binding";
  readonly node: TS.Node;
  readonly name: TS.Node;
}

interface Call {
  readonly node: TS.CallExpression;
  /** The callee's name, when its symbol decides the call; undefined: ask for the resolved signature. */
  readonly name: TS.Node | undefined;
}

/**
 * Every site of the program, in source order, as `findSites` answers it.
 *
 * Each name asked about costs the native process time, so names that cannot lead to an operation are not asked
 * (unless the program declares into the global scope or a module, which could change what gg.d.ts declares):
 * - a member name (`x.length`, `x["k"]`) leads to an operation only if its own symbol is one, so it is named like
 *   one, or is an alias (`export import r = gg.files.readFile` in a namespace of the program);
 * - a name the program never declares is a global (`console`, `JSON`, `gg`), and no global holds an operation;
 * - a name the program declares only as functions, classes or variables of inert initializers holds none;
 * - a call whose callee starts from such a global (`console.log(…)`, `JSON.parse(…)`) calls none, unless it starts
 *   from `gg` itself.
 */
export function findSitesNative(source: TS.SourceFile, ctx: NativeReachContext): Site[] {
  const calls: Call[] = [];
  const references: Reference[] = [];
  const scope = ctx.augments ? undefined : declaredNames(source);
  const asked = (r: Reference): boolean => {
    if (scope === undefined || r.kind === "binding") return true;
    if (r.kind === "member") return scope.importEquals || ctx.operationNames.has(memberName(r.node));
    return scope.mayHold.has((r.node as TS.Identifier).text);
  };
  const stack: TS.Node[] = [source];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) continue;
    if (ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) continue;
    if (ts.isCallExpression(node)) {
      const root = scope === undefined ? undefined : calleeRoot(node.expression);
      const global = root !== undefined && root !== "gg" && scope !== undefined && !scope.names.has(root);
      const name = ctx.augments ? undefined : calleeName(node.expression);
      // A callee named like nothing but functions, classes and values of inert initializers resolves to none.
      const inert = name !== undefined && ts.isIdentifier(name) && scope !== undefined && scope.names.has(name.text) && !scope.mayHold.has(name.text);
      if (!global && !inert) calls.push({ node, name });
    } else {
      const reference = referenceOf(node);
      if (reference !== undefined && asked(reference)) references.push(reference);
    }
    const children: TS.Node[] = [];
    ts.forEachChild(node, (child) => {
      children.push(child);
    });
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as TS.Node);
  }

  const { checker } = ctx.project;
  // One batch of symbols: each callee's name and each reference's name, each name asked once.
  const places = new Map<TS.Node, number>();
  const slot = (name: TS.Node): number => {
    let i = places.get(name);
    if (i === undefined) {
      i = places.size;
      places.set(name, i);
    }
    return i;
  };
  const callSlots = calls.map((c) => (c.name === undefined ? undefined : slot(c.name)));
  const referenceSlots = references.map((r) => (r.kind === "binding" ? undefined : slot(r.name)));
  const symbols = ask([...places.keys()], source, ctx, (nodes) => checker.getSymbolAtLocation(nodes), (at) => checker.getSymbolAtPosition(ctx.path, at));
  const resolvedSlots = new Map<number, NativeSymbol | undefined>();
  const resolved = (i: number): NativeSymbol | undefined => {
    if (!resolvedSlots.has(i)) resolvedSlots.set(i, resolveAlias(symbols[i], ctx));
    return resolvedSlots.get(i);
  };
  const direct = (i: number | undefined): Operation | undefined => (i === undefined ? undefined : operationOf(resolved(i), ctx));

  // A variable (or property) that is no operation itself may hold one: its declared type says which. A callee may
  // also be an accessor's value.
  const holders = new Map<number, NativeSymbol>();
  const hold = (i: number | undefined, flags: number): void => {
    const symbol = i === undefined ? undefined : symbols[i];
    if (symbol !== undefined && (symbol.flags & flags) !== 0 && direct(i) === undefined) holders.set(symbol.id, symbol);
  };
  callSlots.forEach((i) => hold(i, HOLDER_FLAGS | SymbolFlags.Accessor));
  references.forEach((r, k) => {
    if (r.kind === "value") hold(referenceSlots[k], HOLDER_FLAGS);
  });
  const holderList = [...holders.values()];
  const holderTypes = holderList.length === 0 ? [] : checker.getTypeOfSymbol(holderList);
  const declaredType = new Map<number, NativeType | undefined>();
  holderList.forEach((symbol, i) => declaredType.set(symbol.id, holderTypes[i]));
  const bindings = references.filter((r) => r.kind === "binding");
  const bindingTypes = ask(
    bindings.map((r) => r.name),
    source,
    ctx,
    (nodes) => checker.getTypeAtLocation(nodes),
    (at) => checker.getTypeAtPosition(ctx.path, at),
  );

  const sites: Site[] = [];
  const callees = new Set<TS.Node>();
  const add = (operation: Operation, node: TS.Node, call?: TS.CallExpression): void => {
    const start = node.getStart(source);
    if (call !== undefined) sites.push({ operation, start, end: node.end, call });
    else if (isArgument(node)) sites.push({ operation, start, end: node.end, callback: true });
    else sites.push({ operation, start, end: node.end });
  };
  calls.forEach((call, k) => {
    const i = callSlots[k];
    const op = i === undefined ? operationBySignature(call.node, ctx) : operationOfCallee(symbols[i], direct(i), declaredType, call.node, ctx, scope?.autoTyped);
    if (op !== undefined) {
      add(op, call.node, call.node);
      callees.add(skipOuter(call.node.expression));
    }
  });

  let b = 0;
  references.forEach((r, k) => {
    if (r.kind === "binding") {
      const op = operationOfType(bindingTypes[b++], ctx);
      if (op !== undefined && !callees.has(r.node)) add(op, r.node);
      return;
    }
    if (callees.has(r.node)) return;
    const i = referenceSlots[k];
    const symbol = i === undefined ? undefined : symbols[i];
    const op = direct(i) ?? (r.kind === "value" && symbol !== undefined && holders.has(symbol.id) ? operationOfType(declaredType.get(symbol.id), ctx) : undefined);
    if (op !== undefined) add(op, r.node);
  });
  return sites.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Asks one question of many nodes in one round trip, by node: the native compiler finds a node of its own tree
 * at once, where finding the token at a position costs it far more. A node the native tree lacks (none known) is
 * asked by position.
 */
function ask<T>(
  nodes: readonly TS.Node[],
  source: TS.SourceFile,
  ctx: NativeReachContext,
  byNode: (nodes: readonly NativeNode[]) => readonly (T | undefined)[],
  byPosition: (positions: readonly number[]) => readonly (T | undefined)[],
): (T | undefined)[] {
  if (nodes.length === 0) return [];
  const map = ctx.nodes();
  const natives = nodes.map((n) => map.native(n));
  const found = natives.flatMap((n) => (n === undefined ? [] : [n]));
  const answers = found.length === 0 ? [] : byNode(found);
  const missing = nodes.filter((_, i) => natives[i] === undefined);
  const byPlace = missing.length === 0 ? [] : byPosition(missing.map((n) => n.getStart(source)));
  let a = 0;
  let m = 0;
  return natives.map((n) => (n === undefined ? byPlace[m++] : answers[a++]));
}

/** The names the program declares anywhere (a superset: any identifier that is some node's name), and whether it aliases with `import x =`. */
function declaredNames(source: TS.SourceFile): { names: Set<string>; mayHold: Set<string>; importEquals: boolean; autoTyped: Set<string> } {
  const names = new Set<string>();
  // Names with some declaration that may hold an operation: all but functions, classes, and untyped variables
  // whose initializer's type is plainly no function of gg.d.ts (`const n = 1`, `const xs = []`, `const f = () => …`).
  const mayHold = new Set<string>();
  // `let x;`, `let x = null`: TypeScript types such a variable by its assignments, so its type at a use is not its declared `any`.
  const autoTyped = new Set<string>();
  let importEquals = false;
  const visit = (node: TS.Node): void => {
    if (ts.isImportEqualsDeclaration(node)) importEquals = true;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && (node.initializer === undefined || isNullish(node.initializer))) autoTyped.add(node.name.text);
    if (ts.isIdentifier(node) && (node.parent as { name?: TS.Node } | undefined)?.name === node) {
      names.add(node.text);
      if (!isInertDeclaration(node.parent)) mayHold.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { names, mayHold, importEquals, autoTyped };
}

/** A declaration whose name holds no operation, whatever the program does with it later. */
function isInertDeclaration(node: TS.Node): boolean {
  if (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) return true;
  if (!ts.isVariableDeclaration(node) || node.type !== undefined || node.initializer === undefined) return false;
  if (ts.getJSDocType(node) !== undefined || ts.getJSDocType(node.parent.parent) !== undefined) return false;
  return isInert(node.initializer);
}

const INERT_KINDS: ReadonlySet<TS.SyntaxKind> = new Set([
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateExpression,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.ArrayLiteralExpression,
  ts.SyntaxKind.ObjectLiteralExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ClassExpression,
  ts.SyntaxKind.NewExpression,
  ts.SyntaxKind.PrefixUnaryExpression,
  ts.SyntaxKind.PostfixUnaryExpression,
  ts.SyntaxKind.TypeOfExpression,
]);

// Operators whose result may be an operand itself (`a || b`, `a ?? b`, `a = b`, `a, b`): not inert.
const PASSING_OPERATORS: ReadonlySet<TS.SyntaxKind> = new Set([
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.CommaToken,
]);

/** An initializer whose type is a literal, array, object, function, class, instance or primitive result. */
function isInert(e: TS.Expression): boolean {
  let x = e;
  while (ts.isParenthesizedExpression(x)) x = x.expression;
  if (INERT_KINDS.has(x.kind)) return true;
  if (!ts.isBinaryExpression(x)) return false;
  const op = x.operatorToken.kind;
  const assignment = op >= ts.SyntaxKind.FirstAssignment && op <= ts.SyntaxKind.LastAssignment;
  return !assignment && !PASSING_OPERATORS.has(op);
}

function isNullish(e: TS.Expression): boolean {
  let x = e;
  while (ts.isParenthesizedExpression(x)) x = x.expression;
  return x.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(x) && x.text === "undefined") || ts.isVoidExpression(x);
}

/** The member a reference names: `readFile` of `files.readFile` and of `files["readFile"]`. */
function memberName(node: TS.Node): string {
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) return node.argumentExpression.text;
  return "";
}

/** The name a callee starts from (`console` of `console.log`), through members, parentheses and `!`. */
function calleeRoot(callee: TS.Expression): string | undefined {
  let e = callee;
  for (;;) {
    if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = e.expression;
    else break;
  }
  return ts.isIdentifier(e) ? e.text : undefined;
}

/** The node reach.ts would ask about as a reference, and the name it asks about. */
function referenceOf(node: TS.Node): Reference | undefined {
  if (ts.isPropertyAccessExpression(node)) return { kind: "member", node, name: node.name };
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
    return { kind: "member", node, name: node.argumentExpression };
  }
  if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && ts.isIdentifier(node.name)) {
    return { kind: "binding", node, name: node.name };
  }
  if (ts.isIdentifier(node) && isValueReference(node)) return { kind: "value", node, name: node };
  return undefined;
}

/**
 * A callee's name, when the callee is a name or a member name (through parentheses and `!`, which
 * keep the function's type). Anything else (`as`, a call's result, an element access) asks for the resolved
 * signature itself.
 */
function calleeName(callee: TS.Expression): TS.Node | undefined {
  let e = callee;
  while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
  if (ts.isIdentifier(e)) return e;
  if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name)) return e.name;
  return undefined;
}

/**
 * The operation a call resolves to, from its callee's symbol, as TypeScript 6 resolves the call: an operation
 * itself (through aliases), or a variable, property or accessor whose declared type is an operation's function
 * type (the signature a call resolves to is then one of that function's declarations). A declared type that a use
 * can narrow or instantiate (a union, an intersection, a type parameter, an auto-typed `let x;`) asks for the
 * resolved signature itself.
 */
function operationOfCallee(
  symbol: NativeSymbol | undefined,
  direct: Operation | undefined,
  declaredType: ReadonlyMap<number, NativeType | undefined>,
  call: TS.CallExpression,
  ctx: NativeReachContext,
  autoTyped: ReadonlySet<string> | undefined,
): Operation | undefined {
  if (symbol === undefined || direct !== undefined) return direct;
  if (!declaredType.has(symbol.id)) return undefined;
  const type = declaredType.get(symbol.id);
  if (type === undefined) return undefined;
  if ((type.flags & NARROWABLE) !== 0) return operationBySignature(call, ctx);
  if ((type.flags & TypeFlags.Any) !== 0 && (autoTyped === undefined || autoTyped.has(symbol.name))) return operationBySignature(call, ctx);
  return operationOfType(type, ctx);
}

function operationBySignature(call: TS.CallExpression, ctx: NativeReachContext): Operation | undefined {
  const node = ctx.nodes().native(call);
  if (node === undefined) return undefined;
  const declaration = ctx.project.checker.getResolvedSignature(node)?.declaration;
  if (declaration === undefined) return undefined;
  const ours = ctx.gg.declaration(declaration);
  return ours === undefined ? undefined : ctx.gg.operationOfDeclaration(ours);
}

/** The operation a type's symbol is. Only gg.d.ts symbols can be one, and their ids are known. */
function operationOfType(type: NativeType | undefined, ctx: NativeReachContext): Operation | undefined {
  const id = symbolIdOf(type);
  if (type === undefined || id === undefined) return undefined;
  const known = ctx.gg.operationOfId(id);
  if (known !== undefined || !ctx.augments) return known;
  // A program that merges declarations into gg's may give a merged symbol a new id.
  const symbol = type.getSymbol();
  return symbol === undefined ? undefined : ctx.gg.operationOf(symbol);
}

/**
 * The id of a type's symbol without asking for the symbol: the sync API's types carry it (`TypeObject.symbol`,
 * 0 or absent when the type has none), which saves a round trip per type.
 */
function symbolIdOf(type: NativeType | undefined): number | undefined {
  const id = (type as { readonly symbol?: number } | undefined)?.symbol;
  return id === undefined || id === 0 ? undefined : id;
}

function operationOf(symbol: NativeSymbol | undefined, ctx: NativeReachContext): Operation | undefined {
  return symbol === undefined ? undefined : ctx.gg.operationOf(symbol);
}

/** The symbol behind an alias, or the symbol itself (syntax.ts `resolveAlias`). */
function resolveAlias(symbol: NativeSymbol | undefined, ctx: NativeReachContext): NativeSymbol | undefined {
  if (symbol === undefined || (symbol.flags & SymbolFlags.Alias) === 0) return symbol;
  // An imported name is what its module exports: "gg" exports namespaces and types, never a function, and no
  // other module exists (the default engine resolves none). Its target is no operation: not asked.
  if (!ctx.augments && symbol.declarations.length > 0 && symbol.declarations.every((d) => IMPORT_KINDS.has(d.kind))) return undefined;
  const cached = ctx.aliases.lasting.get(symbol.id) ?? ctx.aliases.local.get(symbol.id);
  if (cached !== undefined) return cached;
  const target = ctx.project.checker.getAliasedSymbol(symbol);
  const lasting = symbol.declarations.length > 0 && symbol.declarations.every((d) => d.path === GG_DECLARATIONS_PATH);
  (lasting ? ctx.aliases.lasting : ctx.aliases.local).set(symbol.id, target);
  return target;
}
