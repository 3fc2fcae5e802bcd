/**
 * What the pipeline asks of a compiler: the program's tree and diagnostics, and the few type questions the
 * checker's passes cannot answer from syntax — which gg operation a name or call leads to, which gg container a
 * value is, and the questions that decide whether an argument finding is certain. The pipeline knows syntax and
 * gg; the engine knows types. The native engine (engine/native-engine.ts) answers on TypeScript 7.
 */
import type { Operation, SDK } from "@gg/catalogue";
import type { Language } from "./types.js";
import type { Node, SourceFile } from "./syntax/tree.js";

/** A diagnostic of the compiler, placed in the program's text (UTF-16 offsets). */
/** A primitive type: what `typeof` says of its values (`boolean` for `true` and `false`; `void` is `undefined`), or `null`. */
export type PrimitiveKind = "string" | "number" | "bigint" | "boolean" | "symbol" | "undefined" | "null" | "never";

export interface EngineDiagnostic {
  readonly code: number;
  readonly start: number;
  readonly end: number;
  readonly category: "error" | "warning" | "suggestion" | "message";
  /** The message and its chain, one per line, indented by depth (as `tsc` prints it). */
  readonly message: string;
}

/** One place reach asks about, and what leads from it to an operation. */
export type ReachQuestion =
  /** A call: through its callee's name (a name or a member name), or, with no name, the signature it resolves to. */
  | { readonly kind: "call"; readonly call: Node; readonly callee: Node | undefined }
  /** A member name (`readFile` of `files.readFile`, the literal of `files["readFile"]`): the operation its symbol is. */
  | { readonly kind: "member"; readonly name: Node }
  /** A name read as a value: the operation its symbol is, or the declared type of the variable it names. */
  | { readonly kind: "value"; readonly name: Node }
  /** A destructured name (`const { readFile } = files`): the operation its type is. */
  | { readonly kind: "binding"; readonly name: Node };

/** What the pipeline knows of the program's names, so the engine can skip questions that cannot matter. */
export interface ReachHints {
  /** The program declares into the global scope or a module (`declare global`, `declare module`): take no shortcut. */
  readonly augments: boolean;
  /** Names of variables whose type TypeScript infers from their assignments (`let x;`, `let x = null`). */
  readonly autoTyped: ReadonlySet<string> | undefined;
}

/** One program opened in an engine. */
export interface EngineProgram {
  readonly language: Language;
  readonly tree: SourceFile;
  /**
   * Sends the requests of both kinds of diagnostics now, so that the compiler computes them while the caller reads
   * the program's syntax; `syntacticDiagnostics` and `semanticDiagnostics` then read their answers. Ask nothing else
   * of the program in between: the diagnostics must be the first questions of a program.
   */
  diagnosticsAhead(): void;
  syntacticDiagnostics(): readonly EngineDiagnostic[];
  /** Semantic diagnostics of the program's own file. */
  semanticDiagnostics(): readonly EngineDiagnostic[];
  /** Diagnostics of no file (a missing global type): an empty program has none, so the program caused these. */
  globalDiagnostics(): readonly EngineDiagnostic[];
  /** The operation each question leads to, asked in as few round trips as the engine can. */
  operations(questions: readonly ReachQuestion[], hints: ReachHints): (Operation | undefined)[];
  /**
   * For member names spelled like operations (one round trip): the operation each one's symbol is; `holds` when the
   * symbol is a variable, property or accessor that may hold one (only its type can tell); undefined otherwise.
   */
  memberOperations(names: readonly Node[]): (Operation | "holds" | undefined)[];
  /**
   * Asks ahead, in one round trip, for the symbols of names that `memberOperations` and `inventedNames` will be
   * asked about: two passes' questions in one request; those then answer from memory.
   */
  askSymbolsAhead(names: readonly Node[]): void;
  /**
   * The gg container an expression certainly is: its symbol (through aliases), or else its type (a variable or
   * parameter holding `gg.files`), is `gg` (the global or the module "gg") or a namespace (`gg.files`).
   */
  ggContainer(expression: Node): string | undefined;
  /**
   * Asks ahead, in a fixed number of round trips, for the symbols and types of many expressions that `ggContainer`,
   * `isGgRecord` and `isLibraryGlobal` will be asked about one by one: those then answer from memory.
   */
  askAhead(expressions: readonly Node[]): void;
  /** Whether a `/// <reference lib="…"/>` names one of the guest library's files (`es2023`, `es2015.promise`). */
  isGuestLibrary(reference: string): boolean;
  /** Whether the guest's global scope (its library, `console`, `gg`) has a value of this name. */
  isGlobalValue(name: string): boolean;
  /** A name of the guest's library or guest.d.ts (`Math`, `console`, `globalThis`) that the program does not shadow. */
  isLibraryGlobal(name: Node): boolean;
  /** The expression's type (without null and undefined) is a record gg.d.ts declares. */
  isGgRecord(expression: Node): boolean;
  /** Every type the expression can have is a primitive (a string, number, boolean, bigint or symbol): never callable. */
  isPrimitive(expression: Node): boolean;
  /**
   * The one primitive every type the expression can have is (a literal is its primitive's); "never" where the compiler
   * narrowed every value away (code no value reaches); undefined for any other.
   */
  primitiveKind(expression: Node): PrimitiveKind | undefined;
  /** The names of the library's types the expression's type is made of (`Uint8Array`, `ArrayIterator`); empty when any part is not the library's. */
  libraryTypeNames(expression: Node): readonly string[];
  /** Whether some type of a union the expression's type is (itself, if no union) has a member named `name`. */
  someTypeHas(expression: Node, name: string): boolean;
  /** The expression's type is the global object's (`typeof globalThis`), however the program reached it. */
  isGlobalObject(expression: Node): boolean;
  /** The expression's type is one of gg.d.ts's unions of a failure: `OperationKey` or `FailureCode`. */
  ggUnion(expression: Node): typeof SDK.operationKey | typeof SDK.failureCode | undefined;
  /** No type the expression can have fits the type its context expects (an argument, a field). */
  noValueFits(expression: Node): boolean;
  /** Some argument of the call that has a parameter (one `checked` says, by its index) has no value that fits it. */
  argumentsMisfit(call: Node, checked?: (index: number) => boolean): boolean;
  /**
   * For each name (all spelled alike are one question), whether it is declared only by the compiler's reading of
   * JavaScript — CommonJS (`require`, `module`, `exports`) or an assignment to an undeclared name — and not by
   * anything that exists when the guest runs.
   */
  inventedNames(names: readonly Node[]): boolean[];
}

/** A compiler that checks one program at a time, or a batch of programs side by side. */
export interface Engine {
  /** Opens a program (what was open before is gone). */
  open(language: Language, text: string): EngineProgram;
  /**
   * Opens many programs of one language as separate modules of one project (what was open before is gone). Only
   * programs that cannot affect each other belong in one batch: see check/batch.ts.
   */
  openBatch(language: Language, texts: readonly string[]): EngineProgram[];
}
