/**
 * Every TypeScript code the checker treats in its own way, with a one-line meaning and the page that explains it
 * (`docs/diagnostics/<page>.md`), and the answers the tools read from the registry (registry.ts: the GG codes and
 * the groups of TypeScript codes): the page and meaning of any code, and the list of pages. A row's group is a row
 * of the registry (the type refuses any other), classify.ts builds its sets from this table, and a code it names
 * on its own goes through `tsCode`, which refuses a code without a row; tests/explain-pages.test.ts fails for a
 * row without a page.
 */
import { GG_ROWS } from "./registry.js";
import type { GgCode, GgName, TsGroup } from "./registry.js";
import type { MissingHost } from "./messages.js";

export type { GgCode, TsGroup };

/**
 * What a TypeScript code does to a JavaScript program when it is about loading: whether JavaScript loads is the
 * parse's answer (check/load.ts), so TypeScript's grammar and early-error codes never fail a JavaScript program
 * by themselves. `warning`: shown as a warning (it may still say something useful); `dropped`: not shown (a rule
 * of TypeScript's alone). Codes without a policy are classified as check/classify.ts says.
 */
export type JsLoadPolicy = "warning" | "dropped";

/** One TypeScript code the checker treats in its own way. */
export interface TsCodeRow {
  readonly code: number;
  readonly group: TsGroup;
  readonly meaning: string;
  /**
   * The page that explains it when it shares another's: a code the checker's fixed options make TypeScript report
   * under a sibling code (TS2580 becomes TS2591 because `types` is set), or a family explained as one.
   */
  readonly page?: string;
  /** `unknown-name`: the host TypeScript assumes the name came from. */
  readonly host?: MissingHost;
  /** `argument`: an arity finding (may sit on the callee), or a record missing required fields. */
  readonly argument?: "arity" | "missing-field";
  /** In JavaScript, a code about loading: the parse decides, and this says what becomes of the code. */
  readonly inJs?: JsLoadPolicy;
}

/** TS2578, which the checker emits itself: it evaluates suppression directives (see check/result.ts). */
export const UNUSED_EXPECT_ERROR = 2578;

const IMPLICIT_ANY_MEANING = "The implicit-any family: a parameter or variable without a type is loosely typed, not wrong; the checker never reports it.";

/** Every TypeScript code the checker rewords, classifies or drops, by group. */
export const TS_CODES: readonly TsCodeRow[] = [
  // Unknown names: certain when the name is read where it runs.
  { code: 2304, group: "unknown-name", meaning: "A name declared nowhere the program can see: a gg name without its import line, or a global the guest lacks." },
  { code: 2552, group: "unknown-name", meaning: "A name declared nowhere, close to one that is (TypeScript suggests it)." },
  { code: 2662, group: "unknown-name", meaning: "A static member of the enclosing class, written without the class name." },
  { code: 2663, group: "unknown-name", meaning: "An instance member of the enclosing class, written without `this.`." },
  { code: 2591, group: "unknown-name", host: "node", meaning: "A Node.js name (`process`, `require`, `Buffer`, `module`): the guest has no Node.js." },
  { code: 2580, group: "unknown-name", host: "node", page: "TS2591", meaning: "A Node.js name, in TypeScript's wording when no `types` are set (the checker sets them: TS2591)." },
  { code: 2592, group: "unknown-name", host: "jquery", meaning: "`$` or `jQuery`: the guest has no jQuery and no DOM." },
  { code: 2581, group: "unknown-name", host: "jquery", page: "TS2592", meaning: "`$` or `jQuery`, in TypeScript's wording when no `types` are set (the checker sets them: TS2592)." },
  { code: 2593, group: "unknown-name", host: "test", meaning: "A test runner's name (`describe`, `it`, `test`): the guest has no test runner." },
  { code: 2582, group: "unknown-name", host: "test", page: "TS2593", meaning: "A test runner's name, in TypeScript's wording when no `types` are set (the checker sets them: TS2593)." },
  { code: 2583, group: "unknown-name", host: "lib", page: "TS2550", meaning: "A name of a later library than the guest's ECMAScript 2023 (TypeScript asks for a `lib` change)." },
  { code: 2584, group: "unknown-name", host: "dom", meaning: "`document` or another DOM name: the guest has no DOM." },
  { code: 2868, group: "unknown-name", host: "bun", meaning: "`Bun`: the guest has no Bun." },
  { code: 2867, group: "unknown-name", host: "bun", page: "TS2868", meaning: "`Bun`, in TypeScript's wording when no `types` are set (the checker sets them: TS2868)." },
  // Members.
  { code: 2339, group: "missing-member", meaning: "A member that does not exist: a gg namespace without that operation, a field a gg record lacks, or a library member the guest lacks." },
  { code: 2551, group: "missing-member", meaning: "A member that does not exist, close to one that does: a misspelt operation." },
  { code: 2855, group: "missing-member", page: "TS2339", meaning: "`super.x` where the base class has `x` only as a field of its instances: `super` reads the base's prototype, which has no such member." },
  { code: 2576, group: "missing-member", page: "TS2339", meaning: "An instance member read where the class has only a static of that name: the instance has no such member." },
  // Imports from "gg".
  { code: 2305, group: "not-exported", meaning: 'An import of a name "gg" does not export: "gg" exports namespaces, not functions.' },
  { code: 2724, group: "not-exported", meaning: 'An import of a name "gg" does not export, close to one it does.' },
  { code: 18042, group: "not-exported", page: "TS2305", meaning: 'A type of "gg" imported in JavaScript: "gg" exports no value of that name, so the import does not link.' },
  { code: 2614, group: "not-exported", page: "TS2305", meaning: 'An import of a name "gg" does not export, in the wording for modules with a default export.' },
  { code: 1192, group: "no-default-export", meaning: '`import gg from "gg"`: "gg" has no default export.' },
  // Certain when the line runs.
  { code: 2588, group: "runtime-error", meaning: "An assignment to a `const`: a TypeError when it runs." },
  { code: 2451, group: "runtime-error", inJs: "warning", meaning: "A `let`, `const` or `class` declared twice in one scope: a SyntaxError, the program never loads (in JavaScript the parse decides)." },
  { code: 2632, group: "runtime-error", meaning: "An assignment to an imported name: a TypeError when it runs." },
  { code: 2630, group: "runtime-error", page: "TS2588", meaning: "An assignment to a function's name: inside a named function expression, to its own name (`const g = function h() { h = 1; }`), a TypeError when it runs; a function declaration's name may be assigned, and is only a warning." },
  { code: 2803, group: "runtime-error", page: "TS2632", meaning: "An assignment to a private method (`this.#format = …`): private methods are not writable, a TypeError when it runs." },
  { code: 17009, group: "runtime-error", meaning: "`this` before `super()` in the constructor of a derived class: a ReferenceError when the constructor runs." },
  { code: 2377, group: "runtime-error", page: "TS17009", meaning: "A derived class's constructor without `super()`: when it runs to its end without calling it (and returns no object), a ReferenceError." },
  { code: 2629, group: "runtime-error", page: "TS2632", meaning: "An assignment to a class's name: inside the class's own body the name is constant, a TypeError when it runs; outside it, the binding may be written." },
  { code: 2540, group: "read-only", page: "TS2632", meaning: 'An assignment to a read-only member: certain for a member of `import * as g from "gg"`, of an object frozen in place (`Object.freeze({ … })`), or a getter without a setter on a value the program spells out (a TypeError when it runs, in the guest\'s strict code).' },
  { code: 2542, group: "read-only", page: "TS2632", meaning: "An assignment to an index that only permits reading, such as a string's character (`word[0] = \"W\"`): a TypeError in strict code." },
  { code: 2488, group: "not-iterable", meaning: "A value iterated with `for…of` or spread that is not iterable, such as a gg record or a number." },
  { code: 2365, group: "mixed-bigint", meaning: "An operator applied to types it does not take: certain for a BigInt mixed with a number or a boolean in arithmetic (`10n / list.length`), and for `>>>` of a BigInt." },
  { code: 2736, group: "mixed-bigint", page: "TS2365", meaning: "Unary `+` of a BigInt (`+total`): it asks for a number, which a BigInt never converts to by itself (a TypeError); certain where the value is a BigInt for sure." },
  { code: 2731, group: "symbol-conversion", meaning: "A symbol in a template literal's `${…}`: converting a symbol to a string throws a TypeError; certain where the value is a symbol for sure (`const KIND = Symbol(\"kind\")`)." },
  { code: 2469, group: "symbol-conversion", page: "TS2731", meaning: "A symbol as an operand of `+` (or `+=`): a TypeError whatever the other side; certain where the value is a symbol for sure." },
  { code: 2504, group: "not-iterable", page: "TS2488", meaning: "A value iterated with `for await…of` that is neither async iterable nor iterable, such as a gg record." },
  { code: 2300, group: "duplicate-identifier", inJs: "warning", meaning: "A name declared twice: a SyntaxError for imports, classes, parameters and `let`/`const` (in JavaScript the parse decides)." },
  { code: 1117, group: "duplicate-key", meaning: "An object literal with the same key twice: refused in TypeScript, legal in JavaScript." },
  { code: 2367, group: "no-overlap", meaning: "A comparison that can never hold, such as a failure's `operation` compared with a spelling instead of a key." },
  { code: 2532, group: "possibly-undefined", meaning: "A value that may be `undefined`; `this` at the top level of a module is `undefined` for certain, and so is a `let` or `var` declared without a value and never assigned." },
  { code: 18048, group: "possibly-undefined", page: "TS2532", meaning: "A named value that may be `undefined`: certain where it is a `let` or `var` declared without a value and never assigned, read on." },
  { code: 18047, group: "possibly-undefined", page: "TS2532", meaning: "A named value that may be `null` (a `match` that may find nothing): where the program's text fixes it to be null, GG1016 says so instead." },
  { code: 18049, group: "possibly-undefined", page: "TS2532", meaning: "A named value that may be `null` or `undefined`: where the program's text fixes which, GG1016 says so instead." },
  { code: 2722, group: "possibly-undefined", page: "TS2532", meaning: "A call of a value that may be `undefined`: certain where a `for…of` over a constant list of object literals calls, on every element, a member one of them lacks." },
  { code: 2531, group: "possibly-undefined", page: "TS2532", meaning: "A value that may be `null`: where the program's text fixes it to be null, GG1016 says so instead." },
  { code: 2533, group: "possibly-undefined", page: "TS2532", meaning: "A value that may be `null` or `undefined`: where the program's text fixes which, GG1016 says so instead." },
  // Early errors of JavaScript, reported with semantic codes: a TypeScript program fails; in JavaScript the parse
  // decides (TypeScript's rules are wider: `new.target` in a field, `() => super()` in a constructor load).
  { code: 2440, group: "early-error", inJs: "warning", page: "TS2300", meaning: "An import and a local declaration of the same name: a SyntaxError, the program never loads." },
  { code: 18016, group: "early-error", inJs: "warning", meaning: "A private name (`#x`) outside a class body: a SyntaxError, the program never loads." },
  { code: 17013, group: "early-error", inJs: "warning", meaning: "`new.target` outside a function: a SyntaxError, the program never loads." },
  { code: 2335, group: "early-error", inJs: "warning", meaning: "`super` in a class that extends nothing: `super(…)` is a SyntaxError, the program never loads." },
  { code: 2336, group: "early-error", inJs: "warning", page: "TS2335", meaning: "`super.x` outside a method, accessor or constructor of a derived class: a SyntaxError." },
  { code: 2660, group: "early-error", inJs: "warning", page: "TS2335", meaning: "`super` outside the members of a class or object literal: a SyntaxError, the program never loads." },
  { code: 2337, group: "early-error", inJs: "warning", meaning: "`super()` outside a constructor: a SyntaxError, the program never loads." },
  // A call's arguments: certain when the call of an operation cannot lower.
  { code: 2345, group: "argument", meaning: "An argument of a type the parameter does not accept." },
  { code: 2554, group: "argument", argument: "arity", meaning: "A call with too few or too many arguments." },
  { code: 2555, group: "argument", argument: "arity", meaning: "A call with fewer arguments than a function with a rest parameter needs." },
  { code: 2556, group: "argument", argument: "arity", meaning: "A spread argument (`f(...list)`) where the parameters are not a rest parameter." },
  { code: 2322, group: "argument", meaning: "A value of a type the place it goes to does not accept, such as a field of an argument, or a primitive on the right of `in` (a TypeError whatever the value)." },
  { code: 2361, group: "argument", page: "TS2322", meaning: "A primitive on the right of `in`: a TypeError whatever the value." },
  { code: 2353, group: "argument", meaning: "An object literal with a field its type does not have." },
  { code: 2559, group: "argument", meaning: "An object that shares no field with an options type it is passed as." },
  { code: 2739, group: "argument", argument: "missing-field", meaning: "An object missing several required fields of its type." },
  { code: 2740, group: "argument", argument: "missing-field", meaning: "An object missing many required fields of its type (TypeScript lists a few and counts the rest)." },
  { code: 2741, group: "argument", argument: "missing-field", meaning: "An object missing one required field of its type." },
  { code: 2769, group: "argument", argument: "arity", meaning: "A call no overload of the function accepts." },
  { code: 2561, group: "argument", meaning: "An object literal with a field its type does not have, close to one it does." },
  { code: 2820, group: "argument", meaning: "A string that is not one of the strings a type allows, close to one that is." },
  // Calls that throw whatever the values.
  { code: 2349, group: "not-callable", meaning: "A call of a value that is not a function: certain for a gg namespace, gg itself, a primitive (`list.length()`), or an object of a library type or spelled out." },
  { code: 2351, group: "not-callable", page: "TS2349", meaning: "`new` on a value that is not a constructor: certain for a gg namespace, gg itself, or a primitive." },
  { code: 6234, group: "not-callable", page: "TS2349", meaning: "A call of a `get` accessor's value, where that value is not a function: `report.count()` of `get count() { return this.items.length; }`." },
  { code: 2507, group: "not-callable", page: "TS2349", meaning: "A class that extends a value that is not a constructor: certain for a gg namespace, gg itself, or a primitive." },
  { code: 2348, group: "class-called", meaning: "A class called without `new`: a class constructor always throws a TypeError when called." },
  // Order of declarations.
  { code: 2448, group: "used-before-declaration", meaning: "A `let` or `const` read before its declaration runs: a ReferenceError where the read always runs first." },
  { code: 2449, group: "used-before-declaration", page: "TS2448", meaning: "A class used before its declaration runs: a ReferenceError where the use always runs first." },
  { code: 2450, group: "used-before-declaration", page: "TS2448", meaning: "An enum used before its declaration runs: a ReferenceError where the use always runs first." },
  { code: 2372, group: "used-before-declaration", page: "TS2448", meaning: "A parameter's default that reads the parameter itself (`function list(files = files.glob(\"*\"))`): a ReferenceError whenever the default runs." },
  { code: 2373, group: "used-before-declaration", page: "TS2448", meaning: "A parameter's default that reads a later parameter: a ReferenceError whenever the default runs." },
  // Values that do not exist when the program runs.
  { code: 2693, group: "only-a-type", meaning: "A type (an interface, a type alias, a JSDoc typedef) used as a value: nothing of that name exists when the program runs." },
  { code: 2550, group: "newer-member", meaning: "A member of a later library than the guest's ECMAScript 2023, such as `Object.groupBy` or `Promise.withResolvers` (ECMAScript 2024)." },
  // Grammar rules of TypeScript's alone, which JavaScript does not have: a TypeScript program fails; in JavaScript
  // they are dropped (what the parse accepts loads, and a warning would advise against correct code).
  { code: 1016, group: "typescript-grammar", inJs: "dropped", page: "syntax", meaning: "A required parameter after an optional one: in JavaScript, a JSDoc `@param {T} [name]` before a required one, which is only documentation." },
  { code: 1052, group: "typescript-grammar", inJs: "dropped", page: "syntax", meaning: "A setter parameter with a default value: refused by TypeScript, legal JavaScript." },
  { code: 1118, group: "typescript-grammar", inJs: "dropped", page: "syntax", meaning: "An object literal with two getters (or setters) of one name: legal JavaScript, the last one wins." },
  { code: 1166, group: "typescript-grammar", inJs: "dropped", page: "syntax", meaning: "A computed class-field name TypeScript cannot type (`[f()] = 1`): legal JavaScript." },
  { code: 1320, group: "typescript-grammar", inJs: "dropped", page: "syntax", meaning: "`await` of a value whose `then` TypeScript finds wrong: JavaScript awaits any thenable." },
  // Emulated: the checker evaluates suppression directives itself.
  { code: UNUSED_EXPECT_ERROR, group: "unused-directive", meaning: "A `@ts-expect-error` directive with no finding under it." },
  // Dropped: `noImplicitAny` is on for its inference only (see engine/options.ts).
  ...[7005, 7006, 7008, 7009, 7010, 7011, 7015, 7017, 7018, 7019, 7022, 7023, 7024, 7025, 7031, 7032, 7033, 7034, 7051, 7052, 7053, 7055, 7056].map(
    (code): TsCodeRow => ({ code, group: "implicit-any", page: "implicit-any", meaning: IMPLICIT_ANY_MEANING }),
  ),
];

/**
 * Grammar errors (TS1000–TS1999): certain, since a program with one never loads. Rows of TS_CODES in the range
 * take precedence.
 */
export const SYNTAX_RANGE = {
  from: 1000,
  to: 1999,
  page: "syntax",
  meaning: "A syntax or grammar error (TS1000–TS1999): a TypeScript program fails; in JavaScript a warning, the parse decides whether it loads (GG1010).",
  inJs: "warning",
} as const satisfies { readonly inJs: JsLoadPolicy } & Record<string, unknown>;

/** The page of every TypeScript code the checker reports in TypeScript's own words. */
export const OTHER_TS = {
  page: "typescript",
  meaning: "Any other TypeScript finding: reported in TypeScript's words; it fails a TypeScript program and warns in JavaScript.",
} as const;

/** What the tools say about one code: the page that explains it, and its one-line meaning. */
export interface CodeInfo {
  /** `GG1004`, `TS2304`. */
  readonly code: string;
  /** The page's name in docs/diagnostics, without `.md`. */
  readonly page: string;
  readonly meaning: string;
}

const TS_BY_CODE: ReadonlyMap<number, TsCodeRow> = new Map(TS_CODES.map((row) => [row.code, row]));

/** The rows of one group. */
export function tsCodesOf(group: TsGroup): readonly TsCodeRow[] {
  return TS_CODES.filter((row) => row.group === group);
}

/**
 * A TypeScript code classify.ts names on its own (`REDECLARED`, one code of its group): the code, once the table
 * has a row of it in that group. Asked when classify.ts loads, so a code without its row fails every check and
 * every test, never silently.
 */
export function tsCode(code: number, group: TsGroup): number {
  if (TS_BY_CODE.get(code)?.group !== group) throw new Error(`TS${code} is treated as ${group} but codes.ts has no such row`);
  return code;
}

/** The codes of one group, as numbers. */
export function tsCodeSet(group: TsGroup): ReadonlySet<number> {
  return new Set(tsCodesOf(group).map((row) => row.code));
}

/** Whether a TypeScript code is in the grammar range the checker counts as certain. */
export function isSyntaxCode(code: number): boolean {
  return code >= SYNTAX_RANGE.from && code <= SYNTAX_RANGE.to;
}

/**
 * What becomes of a TypeScript code in a JavaScript program when it is about loading (its row's `inJs`, or the
 * grammar range's); undefined for a code classify.ts decides.
 */
export function jsLoadPolicy(code: number): JsLoadPolicy | undefined {
  // A row of the range is its own (TS1192, a default import "gg" lacks, is about linking, not grammar).
  const row = TS_BY_CODE.get(code);
  if (row !== undefined) return row.inJs;
  return isSyntaxCode(code) ? SYNTAX_RANGE.inJs : undefined;
}

const GG_BY_CODE: ReadonlyMap<string, (typeof GG_ROWS)[GgName]> = new Map(Object.values(GG_ROWS).map((row) => [row.code, row]));

/** Every GG code, in order. */
export function ggCodes(): readonly GgCode[] {
  return Object.values(GG_ROWS).map((row) => row.code).sort();
}

// TypeScript's codes have four or five digits, from 1000.
const TS_CODE = /^TS([1-9][0-9]{3,4})$/;

/**
 * The page and meaning of a code the checker reports (`GG1004`, `TS2304`); undefined for a code it never
 * reports. Every `TS` code has a page: its own, a family's, or the page of findings in TypeScript's words.
 */
export function codeInfo(code: string): CodeInfo | undefined {
  const gg = GG_BY_CODE.get(code);
  if (gg !== undefined) return { code, page: gg.page, meaning: gg.meaning };
  const ts = TS_CODE.exec(code);
  if (ts === null) return undefined;
  const number = Number(ts[1]);
  const row = TS_BY_CODE.get(number);
  if (row !== undefined) return { code, page: row.page ?? code, meaning: row.meaning };
  if (isSyntaxCode(number)) return { code, page: SYNTAX_RANGE.page, meaning: SYNTAX_RANGE.meaning };
  return { code, page: OTHER_TS.page, meaning: OTHER_TS.meaning };
}

/** One page of docs/diagnostics and the codes it explains (for a family, those the table names). */
export interface PageInfo {
  readonly page: string;
  readonly meaning: string;
  readonly codes: readonly string[];
}

/** Every page of docs/diagnostics, GG first, then TypeScript's by code, then the family pages. */
export function diagnosticPages(): readonly PageInfo[] {
  const pages = new Map<string, { meaning: string; codes: string[] }>();
  const add = (page: string, code: string, meaning: string): void => {
    const known = pages.get(page);
    if (known === undefined) pages.set(page, { meaning, codes: [code] });
    else known.codes.push(code);
  };
  for (const code of ggCodes()) {
    const row = GG_BY_CODE.get(code) as (typeof GG_ROWS)[GgName];
    add(row.page, code, row.meaning);
  }
  // Own pages first, so a page's meaning is its own code's, and shared codes join it.
  const rows = [...TS_CODES].sort((a, b) => Number(a.page !== undefined) - Number(b.page !== undefined) || a.code - b.code);
  for (const row of rows) add(row.page ?? `TS${row.code}`, `TS${row.code}`, row.meaning);
  add(SYNTAX_RANGE.page, `TS${SYNTAX_RANGE.from}–TS${SYNTAX_RANGE.to}`, SYNTAX_RANGE.meaning);
  // The range's page is about the range, though rows of it (TypeScript's own grammar rules) lead there too.
  const syntax = pages.get(SYNTAX_RANGE.page);
  if (syntax !== undefined) syntax.meaning = SYNTAX_RANGE.meaning;
  add(OTHER_TS.page, "TS…", OTHER_TS.meaning);
  return [...pages].map(([page, { meaning, codes }]) => ({ page, meaning, codes }));
}
