/**
 * The registry of what the checker reports in its own way: one row per GG code, and one per group of TypeScript codes
 * it treats specially. A row holds the code's one-line meaning, its page (`docs/diagnostics/<page>.md`, which
 * `gg-check explain`, SARIF's `helpUri` and the LSP's links all lead to), its message builders (messages.ts) and
 * the pass or step that emits it. Everything else reads these rows: `GG` is derived from them, codes.ts answers
 * `codeInfo` and the pages' list from them, and a TypeScript code of codes.ts must name a group that has a row
 * here, so a code the checker treats specially cannot lack a row: the type system refuses it.
 *
 * Adding a GG code: its row here (a new key gives `GG.<key>`), its text in messages.ts, its page in
 * docs/diagnostics, and its tests (docs/contributing.md has the steps).
 */
import { LIMIT_CODES } from "@gg/catalogue";
import * as messages from "./messages.js";
import type { PassName } from "./check/passes.js";

/**
 * What emits a finding: a pass of the ordered list (check/passes.ts), or a fixed step of the pipeline — the
 * limits (before any parser), the JavaScript parse (load), the suppression directives, the classification of the
 * compiler's own diagnostics.
 */
export type Emitter = PassName | "limits" | "load" | "directives" | "classify";

/** A text builder of messages.ts (a constant text is its own builder). */
type MessageBuilder = string | ((...args: never[]) => string | undefined);

/** The row of one GG code. */
export interface GgRow {
  readonly code: `GG${number}`;
  readonly meaning: string;
  /** The page's name in docs/diagnostics, without `.md`. */
  readonly page: string;
  readonly emittedBy: readonly Emitter[];
  /** The builders of its messages, each named as in messages.ts. */
  readonly messages: Readonly<Record<string, MessageBuilder>>;
}

/** Every GG code, by the name the passes use (`GG.importNotGg`). */
export const GG_ROWS = {
  importNotGg: {
    code: "GG1001",
    meaning: 'An import of anything but "gg": nothing else exists in the guest.',
    page: "GG1001",
    emittedBy: ["imports"],
    messages: { importNotGg: messages.importNotGg },
  },
  reference: {
    code: "GG1002",
    meaning: "A `/// <reference …/>` directive: a program cannot name files or libraries.",
    page: "GG1002",
    emittedBy: ["honesty"],
    messages: { referenceDirective: messages.referenceDirective },
  },
  ambient: {
    code: "GG1003",
    meaning: "An ambient declaration (`declare …`): it would exist for the checker, not when the program runs.",
    page: "GG1003",
    emittedBy: ["honesty"],
    messages: { ambientDeclaration: messages.ambientDeclaration },
  },
  directive: {
    code: "GG1004",
    meaning: "A suppression directive over a failure that is certain when the program runs: it cannot hide it.",
    page: "GG1004",
    emittedBy: ["directives"],
    messages: { directiveCannotHide: messages.directiveCannotHide },
  },
  bidi: {
    code: "GG1005",
    meaning: "A bidirectional control character: the text may read differently from what runs.",
    page: "GG1005",
    emittedBy: ["bidi"],
    messages: { bidiControl: messages.bidiControl },
  },
  newerSyntax: {
    code: "GG1006",
    meaning: "Syntax of an ECMAScript edition later than the guest's 2023: the program never loads.",
    page: "GG1006",
    emittedBy: ["newer-syntax", "newer-regex-constructor", "load"],
    messages: { newerSyntax: messages.newerSyntax, newerRegexConstructor: messages.newerRegexConstructor, laterEditionSyntax: messages.laterEditionSyntax },
  },
  dynamicImport: {
    code: "GG1007",
    meaning: 'A dynamic `import()`: the guest links "gg" from import lines before the program runs and loads nothing while it runs.',
    page: "GG1007",
    emittedBy: ["dynamic-import"],
    messages: { dynamicImport: messages.dynamicImport },
  },
  globalThis: {
    code: "GG1008",
    meaning: "A property of `globalThis` the guest does not have: reading on from it, or calling it, throws.",
    page: "GG1008",
    emittedBy: ["global-this"],
    messages: { missingGlobalProperty: messages.missingGlobalProperty },
  },
  earlyCall: {
    code: "GG1009",
    meaning: "A binding read before its declaration sets it: a function called before a `let`, `const` or `class` it reads (a ReferenceError), or a `var` used as an object while it still holds `undefined` (a TypeError).",
    page: "GG1009",
    emittedBy: ["early-call"],
    messages: { earlyCall: messages.earlyCall, unsetVar: messages.unsetVar },
  },
  doesNotLoad: {
    code: "GG1010",
    meaning: "A JavaScript program the guest's ECMAScript 2023 parser refuses (a SyntaxError, an early error): it never loads.",
    page: "GG1010",
    emittedBy: ["load"],
    messages: { doesNotLoad: messages.doesNotLoad },
  },
  libraryOnlyGlobal: {
    code: "GG1011",
    meaning: "A global TypeScript's library declares that the guest does not have (`Intl`): reading it throws.",
    page: "GG1011",
    emittedBy: ["library-only-globals"],
    messages: { libraryOnlyGlobal: messages.libraryOnlyGlobal },
  },
  refusedArgument: {
    code: "GG1012",
    meaning: "A built-in called with what it refuses whatever the values: `RegExp` of text that is no pattern, `replaceAll` of a regular expression without `g`, a constant out of range, a comparator that is no function, `JSON.stringify` of a BigInt, a BigInt turned into a number or divided by zero, a typed array given the other kind of number.",
    page: "GG1012",
    emittedBy: ["refused-arguments"],
    messages: { refusedRegExp: messages.refusedRegExp, refusedNonGlobalRegExp: messages.refusedNonGlobalRegExp, refusedConstant: messages.refusedConstant, refusedEmptyReduce: messages.refusedEmptyReduce, refusedBigIntJson: messages.refusedBigIntJson, refusedComparator: messages.refusedComparator, refusedNotIterable: messages.refusedNotIterable, refusedPrimitiveElement: messages.refusedPrimitiveElement, refusedFrozenArray: messages.refusedFrozenArray, refusedFrozenWrite: messages.refusedFrozenWrite, refusedWeakKey: messages.refusedWeakKey, refusedBigIntNumber: messages.refusedBigIntNumber, refusedBigIntZero: messages.refusedBigIntZero, refusedBigIntComparator: messages.refusedBigIntComparator, refusedElementKind: messages.refusedElementKind, frozenHandedWrite: messages.frozenHandedWrite, refusedNullish: messages.refusedNullish },
  },
  strictOnly: {
    code: "GG1013",
    meaning: "What strict code refuses: `arguments.callee`, `caller` or `arguments` of a function, a member of `this` in a function only ever called without a receiver, or a built-in's method taken off its object (`list.forEach(seen.add)`); every guest program is a module, whose code is strict, so it throws a TypeError.",
    page: "GG1013",
    emittedBy: ["strict-accessors", "strict-this", "detached-methods"],
    messages: { strictCallee: messages.strictCallee, strictCaller: messages.strictCaller, strictThis: messages.strictThis, detachedMethod: messages.detachedMethod },
  },
  fieldBeforeInit: {
    code: "GG1014",
    meaning: "A subclass's field used by a method its base class's constructor calls: the base's constructor runs before the subclass defines its fields, so the use throws a TypeError.",
    page: "GG1014",
    emittedBy: ["init-order"],
    messages: { fieldBeforeInit: messages.fieldBeforeInit },
  },
  accessorMisuse: {
    code: "GG1015",
    meaning: "An accessor used against itself: a write to a member that has a getter and no setter, which strict code refuses with a TypeError, or a getter that reads (a setter that writes) its own member, which calls itself until the stack overflows.",
    page: "GG1015",
    emittedBy: ["accessors"],
    messages: { getterOnlyWrite: messages.getterOnlyWrite, accessorRecursion: messages.accessorRecursion },
  },
  nullishRead: {
    code: "GG1016",
    meaning: "A member of a value that is always undefined or null: reading or writing it, taking the value apart by a pattern, or calling it, throws a TypeError.",
    page: "GG1016",
    emittedBy: ["nullish-reads", "fields-through-parameters"],
    messages: { nullishRead: messages.nullishRead, keyHandedAbsent: messages.keyHandedAbsent, keyAbsentOnTurn: messages.keyAbsentOnTurn, keyListHandedAbsent: messages.keyListHandedAbsent, fieldHandedAbsent: messages.fieldHandedAbsent },
  },
  nullishArgument: {
    code: "GG1017",
    meaning: "A gg call given, for a parameter that takes text, a value that is always undefined or null, or that every call of the function around it (or one call of a function that hands it straight on) fills with no text, or an object written in place: the guest checks that text is text before the call crosses to the host, and throws a TypeError.",
    page: "GG1017",
    emittedBy: ["nullish-arguments"],
    messages: { nullishArgument: messages.nullishArgument, argumentNeverText: messages.argumentNeverText, argumentWrittenNoText: messages.argumentWrittenNoText, argumentHandedNoText: messages.argumentHandedNoText },
  },
  prototypeLess: {
    code: "GG1018",
    meaning: "An object made without a prototype (`Object.create(null)`, a literal with `__proto__: null`) used as if it had one: calling one of `Object.prototype`'s methods on it, or turning it into text or a number, throws a TypeError.",
    page: "GG1018",
    emittedBy: ["prototype-less"],
    messages: { prototypeLessMethod: messages.prototypeLessMethod, prototypeLessText: messages.prototypeLessText },
  },
  ggWrite: {
    code: "GG1019",
    meaning: "A write to gg or one of its namespaces (`files.writeFile = …`, `gg.files = …`, `delete files.grep`): the guest hands the program gg frozen, so the write throws a TypeError.",
    page: "GG1019",
    emittedBy: ["gg-writes"],
    messages: { ggWrite: messages.ggWrite, ggInheritedWrite: messages.ggInheritedWrite },
  },
  certainThrow: {
    code: "GG1020",
    meaning: "A `throw` the program reaches on every run, whatever the operations answer, which nothing catches: the program always ends with that error.",
    page: "GG1020",
    emittedBy: ["certain-throws"],
    messages: { certainThrow: messages.certainThrow },
  },
  forgottenAwait: {
    code: "GG1021",
    meaning: "What an async function's call returns, always a promise, used as the value it resolves to (the `await` forgotten): a member no promise has, called or read on, the promise iterated, or a field taken apart from it and used; or an async generator's object iterated without `await`: a TypeError.",
    page: "GG1021",
    emittedBy: ["forgotten-awaits"],
    messages: { missingOnPromise: messages.missingOnPromise, promiseIterated: messages.promiseIterated, asyncGeneratorIterated: messages.asyncGeneratorIterated },
  },
  tooLarge: {
    // The limits' codes are @gg/catalogue's: the ESLint plugin reports the same breach with the same code.
    code: LIMIT_CODES.tooLarge,
    meaning: "The program is larger than the checker accepts (1 MiB by default).",
    page: LIMIT_CODES.tooLarge,
    emittedBy: ["limits"],
    messages: { tooLarge: messages.tooLarge },
  },
  tooDeep: {
    code: LIMIT_CODES.tooDeep,
    meaning: "The program nests brackets, or a chain of calls and operators, deeper than the checker accepts.",
    page: LIMIT_CODES.tooDeep,
    emittedBy: ["limits"],
    messages: { tooDeep: messages.tooDeep, tooDeepSyntax: messages.tooDeepSyntax },
  },
} as const satisfies Readonly<Record<string, GgRow>>;

/** The name of a GG code's row. */
export type GgName = keyof typeof GG_ROWS;

/** The codes of the checker's own findings, by name (`GG.importNotGg` is `"GG1001"`). */
export const GG = Object.fromEntries(Object.entries(GG_ROWS).map(([name, row]) => [name, row.code])) as { readonly [Name in GgName]: (typeof GG_ROWS)[Name]["code"] };

/** A code of the checker's own findings. */
export type GgCode = (typeof GG)[GgName];

/** The row of one group of TypeScript codes: who treats them, and the messages that replace TypeScript's. */
export interface TsGroupRow {
  readonly emittedBy: Emitter;
  /** The builders of the gg-flavoured messages that replace TypeScript's for the group (none: TypeScript's words). */
  readonly messages: Readonly<Record<string, MessageBuilder>>;
}

const TS_WORDS = {} as const;

/**
 * Every group of TypeScript codes the checker treats specially. A group is a key here; codes.ts gives each
 * TypeScript code its group, its meaning and its page.
 */
export const TS_GROUPS = {
  "unknown-name": {
    emittedBy: "classify",
    messages: { ggNameNotInScope: messages.ggNameNotInScope, missingHostName: messages.missingHostName, newerGlobal: messages.newerGlobal },
  },
  "missing-member": {
    emittedBy: "classify",
    messages: { missingGgMember: messages.missingGgMember, missingOnResult: messages.missingOnResult, missingLibraryMember: messages.missingLibraryMember, newerGlobal: messages.newerGlobal, missingDecidesThrow: messages.missingDecidesThrow, missingHandedOn: messages.missingHandedOn, operationUncalled: messages.operationUncalled },
  },
  "not-exported": {
    emittedBy: "classify",
    messages: { notExportedByGg: messages.notExportedByGg, typeImportedInJavaScript: messages.typeImportedInJavaScript },
  },
  "no-default-export": { emittedBy: "classify", messages: { NO_DEFAULT_EXPORT: messages.NO_DEFAULT_EXPORT } },
  "runtime-error": { emittedBy: "classify", messages: TS_WORDS },
  "not-iterable": { emittedBy: "classify", messages: { operationUncalled: messages.operationUncalled } },
  "mixed-bigint": { emittedBy: "classify", messages: TS_WORDS },
  "symbol-conversion": { emittedBy: "classify", messages: TS_WORDS },
  "duplicate-identifier": { emittedBy: "classify", messages: TS_WORDS },
  "duplicate-key": { emittedBy: "classify", messages: TS_WORDS },
  "no-overlap": {
    emittedBy: "classify",
    messages: { notAnOperationKey: messages.notAnOperationKey, notAFailureCode: messages.notAFailureCode },
  },
  "possibly-undefined": { emittedBy: "classify", messages: { TOP_LEVEL_THIS: messages.TOP_LEVEL_THIS } },
  "early-error": { emittedBy: "classify", messages: TS_WORDS },
  argument: { emittedBy: "classify", messages: { inOnPrimitive: messages.inOnPrimitive } },
  "not-callable": { emittedBy: "classify", messages: TS_WORDS },
  "class-called": { emittedBy: "classify", messages: TS_WORDS },
  "used-before-declaration": { emittedBy: "classify", messages: TS_WORDS },
  "only-a-type": { emittedBy: "classify", messages: TS_WORDS },
  "newer-member": { emittedBy: "classify", messages: { newerGlobal: messages.newerGlobal } },
  "read-only": { emittedBy: "classify", messages: { ggModuleReadOnly: messages.ggModuleReadOnly } },
  "unused-directive": { emittedBy: "directives", messages: { UNUSED_EXPECT_ERROR: messages.UNUSED_EXPECT_ERROR } },
  "implicit-any": { emittedBy: "classify", messages: { notAConstructor: messages.notAConstructor } },
  "typescript-grammar": { emittedBy: "classify", messages: TS_WORDS },
} as const satisfies Readonly<Record<string, TsGroupRow>>;

/** How the checker treats a TypeScript code: the name of its group's row. */
export type TsGroup = keyof typeof TS_GROUPS;
