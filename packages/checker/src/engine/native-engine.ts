/**
 * The engine of every check: TypeScript 7 (the native compiler) behind its synchronous API, in a sealed child
 * process (session.ts). It opens one program at a time and answers the pipeline's type questions in batches,
 * each batch one round trip.
 */
import type { Catalogue, Operation } from "@gg/catalogue";
import { SymbolFlags, TypeFlags } from "typescript7/unstable/sync";
import type { Diagnostic, Project, Symbol as NativeSymbol, Type as NativeType } from "typescript7/unstable/sync";
import { SyntaxKind } from "../syntax/ast.js";
import type { Expression, Node, SourceFile } from "../syntax/ast.js";
import type { Engine, EngineDiagnostic, EngineProgram, PrimitiveKind, ReachHints, ReachQuestion } from "../engine-interface.js";
import type { Language } from "../types.js";
import { createGgSymbols } from "./gg-symbols.js";
import { guestLibraryNames } from "./guest-library.js";
import type { GgSymbols } from "./gg-symbols.js";
import { GG_DECLARATIONS_PATH, programPath } from "./paths.js";
import { NativeSession } from "./session.js";
import type { SessionOptions } from "./session.js";

/** The native engine and the session it owns. */
export interface NativeEngine extends Engine {
  readonly session: NativeSession;
  close(): void;
}

/** Options of the native engine: the session's, and the catalogue gg.d.ts was rendered from. */
export interface NativeEngineOptions extends SessionOptions {
  readonly catalogue: Catalogue;
}

/**
 * What is learnt of one process: valid for its generation only, and only of what no program can change: gg.d.ts's
 * symbols and their aliases, as a program that declares into no other module or the global scope sees them. A
 * program that does declare there (`declare global`, `declare module "gg"`) gets its own, thrown away after it:
 * what it merges must not be seen by the next program. Answers about names (is this a global, is it declared by
 * the library) depend on the program's snapshot, so they are learnt per program (see openProgram).
 */
interface Learnt {
  readonly generation: number;
  /** By project (single or batch, of each language): each program binds gg.d.ts's symbols of its own. */
  readonly gg: Map<string, GgSymbols>;
  /** Targets of aliases declared in gg.d.ts (ids are stable within the process). */
  readonly aliases: Map<number, NativeSymbol | undefined>;
  /** Names declared by the guest's library, gg.d.ts or guest.d.ts (not by an assignment): never the compiler's invention. */
  readonly libraryNames: Set<string>;
}

/** Creates the native engine. The process starts on the first check. */
export function createNativeEngine(options: NativeEngineOptions): NativeEngine {
  const session = new NativeSession(options);
  let learnt: Learnt | undefined;
  const current = (): Learnt => {
    const generation = session.generation();
    if (learnt?.generation !== generation) learnt = { generation, gg: new Map(), aliases: new Map(), libraryNames: new Set() };
    return learnt;
  };
  // A program that declares beyond its module learns in a place of its own, which no later program reads.
  const learntFor = (trees: readonly (SourceFile | undefined)[]): Learnt =>
    trees.some(declaresBeyondItsModule) ? { generation: session.generation(), gg: new Map(), aliases: new Map(), libraryNames: new Set() } : current();
  const ggOf = (key: string, project: Project, l: Learnt): GgSymbols => {
    let gg = l.gg.get(key);
    if (gg === undefined) {
      gg = createGgSymbols(project, options.catalogue, options.ggDeclarations);
      l.gg.set(key, gg);
    }
    return gg;
  };
  return {
    session,
    open(language, text) {
      const project = session.update(language, text);
      const program = project.program;
      const path = programPath(language);
      const semantic = (): readonly Diagnostic[] => program.getSemanticDiagnostics(path).filter((d) => d.fileName === undefined || d.fileName === path);
      const pipeline = session.pipeline();
      const ahead = (): void => pipeline.ahead(() => program.getSyntacticDiagnostics(path), semantic);
      const tree = program.getSourceFile(path);
      const l = learntFor([tree]);
      return openProgram(project, language, path, tree, ggOf(language, project, l), l, semantic, ahead);
    },
    openBatch(language, texts) {
      const { project, paths } = session.updateBatch(language, texts);
      const trees = paths.map((path) => project.program.getSourceFile(path));
      const l = learntFor(trees);
      const gg = ggOf(`batch-${language}`, project, l);
      // One request for every file's diagnostics: the compiler checks the files side by side.
      let byFile: Map<string, Diagnostic[]> | undefined;
      const diagnosticsOf = (path: string): readonly Diagnostic[] => {
        if (byFile === undefined) {
          byFile = new Map();
          for (const d of project.program.getSemanticDiagnostics()) {
            if (d.fileName === undefined) continue;
            const list = byFile.get(d.fileName) ?? [];
            list.push(d);
            byFile.set(d.fileName, list);
          }
        }
        return byFile.get(path) ?? [];
      };
      // The batch's diagnostics are one request, made when the first program asks.
      return paths.map((path, i) => openProgram(project, language, path, trees[i], gg, l, () => diagnosticsOf(path), () => undefined));
    },
    close() {
      session.close();
    },
  };
}

const HOLDER_FLAGS = SymbolFlags.Variable | SymbolFlags.Property;
// Declared types whose type at a use may differ in which signature a call resolves to.
// Types no value of which can be called: a string, number, boolean, bigint or symbol, or a literal of one.
const PRIMITIVE = TypeFlags.StringLike | TypeFlags.NumberLike | TypeFlags.BooleanLike | TypeFlags.BigIntLike | TypeFlags.ESSymbolLike;
const NARROWABLE = TypeFlags.Union | TypeFlags.Intersection | TypeFlags.Instantiable;
const IMPORT_KINDS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ImportSpecifier, SyntaxKind.ImportClause, SyntaxKind.NamespaceImport]);
// Declarations the compiler's JavaScript reading makes of what declares nothing when run.
const ASSIGNMENT_FORMS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.Identifier,
  SyntaxKind.BinaryExpression,
  SyntaxKind.PropertyAccessExpression,
  SyntaxKind.ElementAccessExpression,
  SyntaxKind.CallExpression,
  SyntaxKind.SourceFile,
]);
const COMMONJS_NAMES: ReadonlySet<string> = new Set(["require", "module", "exports"]);

/** Whether a program declares into the global scope or another module: what it merges changes what gg.d.ts's names are. */
function declaresBeyondItsModule(tree: SourceFile | undefined): boolean {
  return tree !== undefined && (tree.moduleAugmentations.length > 0 || tree.ambientModuleNames.length > 0);
}

function openProgram(
  project: Project,
  language: Language,
  path: string,
  fetched: SourceFile | undefined,
  gg: GgSymbols,
  learnt: Learnt,
  semantic: () => readonly Diagnostic[],
  diagnosticsAhead: () => void,
): EngineProgram {
  const lastingAliases = learnt.aliases;
  const { checker } = project;
  let tree: SourceFile | undefined = fetched;
  const localAliases = new Map<number, NativeSymbol | undefined>();
  // Of this program's snapshot only: a name global here (`declare global { var x }`) is not global in the next.
  const globalValues = new Map<string, boolean>();
  const libraryNames = learnt.libraryNames;
  // The id of the global object's symbol, once asked (null: not yet asked).
  let globalObjectId: number | undefined | null = null;
  // Symbols and types of the expressions asked about (ahead, in one batch each, or one at a time).
  const knownSymbols = new Map<Node, NativeSymbol | undefined>();
  const knownTypes = new Map<Node, NativeType | undefined>();
  const symbolAt = (node: Node): NativeSymbol | undefined => {
    if (!knownSymbols.has(node)) knownSymbols.set(node, checker.getSymbolAtLocation(node));
    return knownSymbols.get(node);
  };
  // The symbols of many names, those not known yet asked in one batch.
  const symbolsOf = (nodes: readonly Node[]): (NativeSymbol | undefined)[] => {
    const fresh = [...new Set(nodes.filter((n) => !knownSymbols.has(n)))];
    if (fresh.length > 0) {
      const found = checker.getSymbolAtLocation(fresh);
      fresh.forEach((n, i) => knownSymbols.set(n, found[i]));
    }
    return nodes.map((n) => knownSymbols.get(n));
  };
  const typeAt = (node: Node): NativeType | undefined => {
    if (!knownTypes.has(node)) knownTypes.set(node, choosesEmptyArray(node) ? undefined : checker.getTypeAtLocation(node));
    return knownTypes.get(node);
  };
  // The expression's type without null and undefined: an object type is its own, only a union or the like needs asking.
  const nonNullableAt = (node: Node): NativeType | undefined => {
    const type = typeAt(node);
    return type === undefined || (type.flags & TypeFlags.Object) !== 0 ? type : checker.getNonNullableType(type);
  };

  const resolveAlias = (symbol: NativeSymbol | undefined, augments: boolean): NativeSymbol | undefined => {
    if (symbol === undefined || (symbol.flags & SymbolFlags.Alias) === 0) return symbol;
    // An imported name is what "gg" exports: namespaces and types, never a function (no other module exists).
    if (!augments && symbol.declarations.length > 0 && symbol.declarations.every((d) => IMPORT_KINDS.has(d.kind))) return undefined;
    const lasting = symbol.declarations.length > 0 && symbol.declarations.every((d) => d.path === GG_DECLARATIONS_PATH);
    const cache = lasting ? lastingAliases : localAliases;
    if (!cache.has(symbol.id)) cache.set(symbol.id, checker.getAliasedSymbol(symbol));
    return cache.get(symbol.id);
  };
  const operationOfType = (type: NativeType | undefined, augments: boolean): Operation | undefined => {
    const id = symbolIdOf(type);
    if (type === undefined || id === undefined) return undefined;
    const known = gg.operationOfId(id);
    if (known !== undefined || !augments) return known;
    // A program that merges declarations into gg's may give a merged symbol a new id.
    const symbol = type.getSymbol();
    return symbol === undefined ? undefined : gg.operationOf(symbol);
  };
  const operationBySignature = (call: Node): Operation | undefined => {
    const declaration = checker.getResolvedSignature(call)?.declaration;
    return declaration === undefined ? undefined : gg.operationOfDeclaration(declaration);
  };

  return {
    language,
    get tree(): SourceFile {
      tree ??= project.program.getSourceFile(path);
      if (tree === undefined) throw new Error("the native compiler has no tree of the program");
      return tree;
    },
    diagnosticsAhead,
    syntacticDiagnostics: () => project.program.getSyntacticDiagnostics(path).map(toEngine),
    semanticDiagnostics: () => semantic().map(toEngine),
    globalDiagnostics: () => project.program.getGlobalDiagnostics().map(toEngine),
    isGuestLibrary: (reference) => guestLibraryNames().has(reference.toLowerCase()),

    operations(questions: readonly ReachQuestion[], hints: ReachHints): (Operation | undefined)[] {
      const { augments, autoTyped } = hints;
      // One batch of symbols: each callee's name and each reference's name, each name asked once.
      const places = new Map<Node, number>();
      const slot = (name: Node): number => {
        let i = places.get(name);
        if (i === undefined) {
          i = places.size;
          places.set(name, i);
        }
        return i;
      };
      const slots = questions.map((q) => (q.kind === "call" ? (q.callee === undefined ? undefined : slot(q.callee)) : q.kind === "binding" ? undefined : slot(q.name)));
      const symbols = places.size === 0 ? [] : checker.getSymbolAtLocation([...places.keys()]);
      const resolved = new Map<number, NativeSymbol | undefined>();
      const direct = (i: number | undefined): Operation | undefined => {
        if (i === undefined) return undefined;
        if (!resolved.has(i)) resolved.set(i, resolveAlias(symbols[i], augments));
        const target = resolved.get(i);
        return target === undefined ? undefined : gg.operationOf(target);
      };
      // A variable (or property) that is no operation itself may hold one: its declared type says which. A callee
      // may also be an accessor's value.
      const holders = new Map<number, NativeSymbol>();
      questions.forEach((q, k) => {
        const i = slots[k];
        const symbol = i === undefined ? undefined : symbols[i];
        const flags = q.kind === "call" ? HOLDER_FLAGS | SymbolFlags.Accessor : q.kind === "value" ? HOLDER_FLAGS : 0;
        if (symbol !== undefined && (symbol.flags & flags) !== 0 && direct(i) === undefined) holders.set(symbol.id, symbol);
      });
      const holderList = [...holders.values()];
      const holderTypes = holderList.length === 0 ? [] : checker.getTypeOfSymbol(holderList);
      const declaredType = new Map<number, NativeType | undefined>();
      holderList.forEach((symbol, i) => declaredType.set(symbol.id, holderTypes[i]));
      const bindings = questions.flatMap((q) => (q.kind === "binding" ? [q.name] : []));
      const bindingTypes = bindings.length === 0 ? [] : checker.getTypeAtLocation(bindings);

      let b = 0;
      return questions.map((q, k) => {
        const i = slots[k];
        const symbol = i === undefined ? undefined : symbols[i];
        switch (q.kind) {
          case "binding":
            return operationOfType(bindingTypes[b++], augments);
          case "member":
            return direct(i);
          case "value":
            return direct(i) ?? (symbol !== undefined && holders.has(symbol.id) ? operationOfType(declaredType.get(symbol.id), augments) : undefined);
          case "call": {
            if (q.callee === undefined) return operationBySignature(q.call);
            const op = direct(i);
            if (op !== undefined || symbol === undefined || !declaredType.has(symbol.id)) return op;
            const type = declaredType.get(symbol.id);
            if (type === undefined) return undefined;
            if ((type.flags & NARROWABLE) !== 0) return operationBySignature(q.call);
            if ((type.flags & TypeFlags.Any) !== 0 && (autoTyped === undefined || autoTyped.has(symbol.name))) return operationBySignature(q.call);
            return operationOfType(type, augments);
          }
        }
      });
    },

    memberOperations(names) {
      const symbols = symbolsOf(names);
      return symbols.map((symbol) => {
        const target = resolveAlias(symbol, false);
        const op = target === undefined ? undefined : gg.operationOf(target);
        if (op !== undefined) return op;
        return symbol !== undefined && (symbol.flags & (HOLDER_FLAGS | SymbolFlags.Accessor)) !== 0 ? "holds" : undefined;
      });
    },

    askSymbolsAhead(names) {
      symbolsOf(names);
    },
    askAhead(expressions) {
      const fresh = [...new Set(expressions)].filter((e) => !knownSymbols.has(e) || !knownTypes.has(e));
      if (fresh.length === 0) return;
      const foundSymbols = checker.getSymbolAtLocation(fresh);
      const foundTypes = checker.getTypeAtLocation(fresh);
      fresh.forEach((e, i) => {
        knownSymbols.set(e, foundSymbols[i]);
        knownTypes.set(e, foundTypes[i]);
      });
    },
    ggContainer(expression) {
      const symbol = resolveAlias(symbolAt(expression), true);
      const bySymbol = symbol === undefined ? undefined : gg.containerOf(symbol);
      // A variable, parameter or property holding a namespace: its type is the namespace's (a union is not certain).
      const id = symbolIdOf(typeAt(expression));
      const byType = id === undefined ? undefined : gg.containerOfId(id);
      // `api.files` of `api = dryRun ? fake : gg`: the member's symbol is gg's, but the value may be the stand-in's;
      // only a type that is the namespace's own says which object it is.
      if (bySymbol !== undefined && (byType === bySymbol || expression.kind !== SyntaxKind.PropertyAccessExpression)) return bySymbol;
      return byType;
    },
    isGlobalValue(name) {
      let known = globalValues.get(name);
      if (known === undefined) {
        // Without a location the name is looked up among the globals alone: the program's top-level names are not
        // seen, but what it declares into the global scope is.
        known = checker.resolveName(name, SymbolFlags.Value, undefined, false) !== undefined;
        globalValues.set(name, known);
      }
      return known;
    },
    isLibraryGlobal(name) {
      const symbol = symbolAt(name);
      if (symbol === undefined) return false;
      // `globalThis` is the compiler's own symbol, with no declaration; a program's own `globalThis` would have one.
      if (symbol.declarations.length === 0) return (name as Node & { readonly text?: string }).text === "globalThis";
      return symbol.declarations.every((d) => d.path !== path && d.path !== GG_DECLARATIONS_PATH);
    },
    isGgRecord(expression) {
      const type = typeAt(expression);
      // An object type is its own non-nullable type: only a union (`FileStat | undefined`) or the like needs asking.
      const nonNullable = type === undefined ? undefined : (type.flags & TypeFlags.Object) !== 0 ? type : checker.getNonNullableType(type);
      const id = symbolIdOf(nonNullable);
      return id !== undefined && gg.records.has(id);
    },
    isPrimitive(expression) {
      const type = typeAt(expression);
      return type !== undefined && membersOf(type).every((m) => (m.flags & PRIMITIVE) !== 0);
    },
    primitiveKind(expression) {
      const type = typeAt(expression);
      if (type === undefined) return undefined;
      const kinds = new Set(membersOf(type).map((m) => primitiveKindOf(m.flags)));
      const [only] = kinds;
      return kinds.size === 1 ? only : undefined;
    },
    libraryTypeNames(expression) {
      const nonNullable = nonNullableAt(expression);
      if (nonNullable === undefined) return [];
      const names: string[] = [];
      for (const member of membersOf(nonNullable)) {
        const symbol = member.getSymbol();
        if (symbol === undefined || symbol.declarations.length === 0 || symbol.declarations.some((d) => d.path === path || d.path === GG_DECLARATIONS_PATH)) return [];
        names.push(symbol.name);
      }
      return names;
    },
    someTypeHas(expression, name) {
      const nonNullable = nonNullableAt(expression);
      return nonNullable !== undefined && membersOf(nonNullable).some((member) => checker.getPropertyOfType(member, name) !== undefined);
    },
    isGlobalObject(expression) {
      const id = symbolIdOf(typeAt(expression));
      if (id === undefined) return false;
      // Asked once per program (a round trip), not once per expression.
      if (globalObjectId === null) globalObjectId = checker.resolveName("globalThis", SymbolFlags.Value, undefined, false)?.id;
      return globalObjectId !== undefined && globalObjectId === id;
    },
    ggUnion(expression) {
      const id = (typeAt(expression) as { readonly aliasSymbol?: number } | undefined)?.aliasSymbol;
      return id === undefined || id === 0 ? undefined : gg.unions.get(id);
    },
    noValueFits(expression) {
      const target = checker.getContextualType(expression as Expression);
      if (target === undefined) return false;
      const source = checker.getTypeAtLocation(expression);
      if (source === undefined) return false;
      return !valueMayFit(checker, source, target, 0);
    },
    argumentsMisfit(call, checked = () => true) {
      const signature = checker.getResolvedSignature(call);
      if (signature === undefined) return false;
      const args = (call as Node & { readonly arguments?: readonly Node[] }).arguments ?? [];
      return signature.getParameters().some((param, i) => {
        const arg = args[i];
        if (arg === undefined || !checked(i)) return false;
        const target = checker.getTypeOfSymbolAtLocation(param, call);
        const source = checker.getTypeAtLocation(arg);
        return source !== undefined && !membersOf(source).some((m) => checker.isTypeAssignableTo(m, target));
      });
    },
    inventedNames(names) {
      const textOf = (n: Node): string => (n as Node & { readonly text: string }).text;
      const byName = new Map<string, Node>();
      for (const n of names) if (!libraryNames.has(textOf(n)) && !byName.has(textOf(n))) byName.set(textOf(n), n);
      const asked = [...byName.values()];
      const symbols = symbolsOf(asked);
      const invented = new Map<string, boolean>();
      asked.forEach((node, i) => {
        const symbol = symbols[i];
        invented.set(textOf(node), isInvention(textOf(node), symbol));
        if (symbol !== undefined && symbol.declarations.length > 0 && symbol.declarations.every((d) => d.path !== path && !ASSIGNMENT_FORMS.has(d.kind))) libraryNames.add(textOf(node));
      });
      return names.map((n) => invented.get(textOf(n)) ?? false);
    },
  };
}

/** Whether a name has no declaration of its own: only assignments or CommonJS forms the compiler read as one. */
function isInvention(name: string, symbol: NativeSymbol | undefined): boolean {
  // No symbol: the compiler reports the name itself. `globalThis.x = 1` is an expando of a global the guest has.
  if (symbol === undefined || name === "globalThis") return false;
  if (symbol.declarations.some((d) => !ASSIGNMENT_FORMS.has(d.kind))) return false;
  // `require` has a symbol of the compiler's own with no declaration; `module` and `exports` name the file's exports.
  return COMMONJS_NAMES.has(name) || symbol.declarations.length > 0;
}

type NativeChecker = Project["checker"];

/**
 * Whether some value of type `source` is assignable to `target`: a member of a union is, or, object by object, each
 * field the target asks for may hold a fitting value (`{ oldText: string | undefined }` may hold a string), and an
 * array's element may. TypeScript's own answer is about every value of the type; a finding is certain only where no
 * value fits. Bounded: deeper than three levels counts as fitting.
 */
function valueMayFit(checker: NativeChecker, source: NativeType, target: NativeType, depth: number): boolean {
  const members = membersOf(source);
  if (members.some((m) => checker.isTypeAssignableTo(m, target))) return true;
  // `null` for an optional parameter or field (`option<T>`, typed `T | undefined`): lowering reads it as none, as
  // undefined, the way the guest runs it.
  if (members.some((m) => (m.flags & TypeFlags.Null) !== 0) && membersOf(target).some((t) => (t.flags & TypeFlags.Undefined) !== 0)) return true;
  if (depth >= 3) return true;
  if (members.length > 1) return members.some((m) => valueMayFit(checker, m, target, depth + 1));
  const targets = membersOf(target);
  if (checker.isArrayType(source)) {
    const [element] = checker.getTypeArguments(source as Parameters<NativeChecker["getTypeArguments"]>[0]);
    return element !== undefined && targets.some((t) => {
      if (!checker.isArrayType(t)) return false;
      const [wanted] = checker.getTypeArguments(t as Parameters<NativeChecker["getTypeArguments"]>[0]);
      return wanted !== undefined && valueMayFit(checker, element, wanted, depth + 1);
    });
  }
  if ((source.flags & TypeFlags.Object) === 0) return false;
  return targets.some((t) => {
    if ((t.flags & TypeFlags.Object) === 0 || checker.isArrayType(t) || checker.getSignaturesOfType(t, 0).length > 0) return false;
    return checker.getPropertiesOfType(t).every((wanted) => {
      const given = checker.getPropertyOfType(source, wanted.name);
      if (given === undefined) return (wanted.flags & SymbolFlags.Optional) !== 0;
      const from = checker.getTypeOfSymbol(given);
      const to = checker.getTypeOfSymbol(wanted);
      return from === undefined || to === undefined || valueMayFit(checker, from, to, depth + 1);
    });
  });
}

// The primitive a type's flags say it is; undefined for any other type.
function primitiveKindOf(flags: TypeFlags): PrimitiveKind | undefined {
  if ((flags & TypeFlags.StringLike) !== 0) return "string";
  if ((flags & TypeFlags.NumberLike) !== 0) return "number";
  if ((flags & TypeFlags.BigIntLike) !== 0) return "bigint";
  if ((flags & TypeFlags.BooleanLike) !== 0) return "boolean";
  if ((flags & TypeFlags.ESSymbolLike) !== 0) return "symbol";
  if ((flags & (TypeFlags.Undefined | TypeFlags.Void)) !== 0) return "undefined";
  if ((flags & TypeFlags.Null) !== 0) return "null";
  if ((flags & TypeFlags.Never) !== 0) return "never";
  return undefined;
}

/**
 * Whether an expression's value may be an empty array literal it chooses (`(text.match(re) || []).length`,
 * `ok ? list : []`): TypeScript 7.0's API panics when asked the type of such an expression (a union holding the
 * literal's type), which would end the compiler and the check. Such a type is left unknown.
 */
function choosesEmptyArray(node: Node, depth = 0): boolean {
  if (depth > 8) return false;
  const n = node as Node & { readonly expression?: Node; readonly left?: Node; readonly right?: Node; readonly whenTrue?: Node; readonly whenFalse?: Node; readonly elements?: readonly Node[] };
  switch (n.kind) {
    case SyntaxKind.ArrayLiteralExpression:
      return depth > 0 && (n.elements ?? []).length === 0;
    case SyntaxKind.ParenthesizedExpression:
      return n.expression !== undefined && choosesEmptyArray(n.expression, depth + 1);
    case SyntaxKind.BinaryExpression:
      return (n.left !== undefined && choosesEmptyArray(n.left, depth + 1)) || (n.right !== undefined && choosesEmptyArray(n.right, depth + 1));
    case SyntaxKind.ConditionalExpression:
      return (n.whenTrue !== undefined && choosesEmptyArray(n.whenTrue, depth + 1)) || (n.whenFalse !== undefined && choosesEmptyArray(n.whenFalse, depth + 1));
    default:
      return false;
  }
}

function membersOf(type: NativeType): readonly NativeType[] {
  return type.isUnionType() ? (type.getTypes() ?? [type]) : [type];
}

/**
 * The id of a type's symbol without asking for the symbol: the API's types carry it (`symbol`, 0 or absent when
 * the type has none), which saves a round trip per type.
 */
function symbolIdOf(type: NativeType | undefined): number | undefined {
  const id = (type as { readonly symbol?: number } | undefined)?.symbol;
  return id === undefined || id === 0 ? undefined : id;
}

const CATEGORY: Readonly<Record<number, EngineDiagnostic["category"]>> = { 0: "warning", 1: "error", 2: "suggestion", 3: "message" };

function toEngine(d: Diagnostic): EngineDiagnostic {
  return { code: d.code, start: d.pos, end: d.end, category: CATEGORY[d.category] ?? "error", message: flatten(d) };
}

/** The message and its chain, one per line, indented by depth. */
function flatten(d: Diagnostic): string {
  let out = d.text;
  const walk = (chain: readonly Diagnostic[] | undefined, indent: number): void => {
    for (const c of chain ?? []) {
      out += `\n${"  ".repeat(indent)}${c.text}`;
      walk(c.messageChain, indent + 1);
    }
  };
  walk(d.messageChain, 1);
  return out;
}

