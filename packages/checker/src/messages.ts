/**
 * Every text the checker shows a guest, together so they can be reviewed as a set.
 * A guest program cannot change its compiler, its library or its packages: no text advises `@types/node`,
 * `npm i`, a tsconfig or a `lib` option. Each says what the program itself can write instead.
 */
import { closest, findOperation, limitMessages, operationByKey, SDK, tsFunctionName } from "@gg/catalogue";
import type { GgNames as SdkIndex } from "@gg/catalogue";
import { operationNamed } from "./check/names.js";
import { VIRTUAL_ROOT } from "./engine/paths.js";

const GUEST_HAS = 'it has ECMAScript 2023, `console` and "gg"';
const quoteImport = (namespace: string): string => `import { ${namespace} } from "gg";`;

/** GG1001: an import of anything but "gg". */
export function importNotGg(specifier: string): string {
  return `Only "gg" can be imported: "${specifier}" does not exist in the guest (${GUEST_HAS}).`;
}

/** GG1002: a `/// <reference …/>` directive. */
export function referenceDirective(kind: string, value: string): string {
  return `A program cannot name files or libraries: \`/// <reference ${kind}="${value}" />\` is not allowed; the guest has ECMAScript 2023, \`console\` and "gg" only.`;
}

/** GG1003: an ambient declaration in the program. */
export function ambientDeclaration(what: string): string {
  return `\`${what}\` declares what the guest does not have: it would exist for the checker, not when the program runs. Import what you need from "gg", or define it.`;
}

/** GG1004: a suppression directive over a failure that is certain at run time. */
export function directiveCannotHide(directive: string, code: string, line: number): string {
  return `\`${directive}\` cannot hide ${code} on line ${line}: it fails when the program runs. Fix the program instead.`;
}

/** GG1005: a bidirectional control character (Trojan Source). */
export function bidiControl(codePoint: number): string {
  return `Bidirectional control character U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}: the text may read differently from what runs.`;
}

/** GG1006: syntax the guest's ECMAScript 2023 does not have. `what` names it, `since` says when it came. */
export function newerSyntax(what: string, since: string): string {
  return `${what} is not in the guest's ECMAScript 2023 (${since}): the program does not load. Write it without.`;
}

/** GG1006 for a pattern or flags given to the `RegExp` constructor: it throws when it runs, the program still loads. */
export function newerRegexConstructor(what: string, since: string): string {
  return `${what} is not in the guest's ECMAScript 2023 (${since}): \`RegExp\` throws a SyntaxError when this runs. Write it without.`;
}

/** GG1006 decided by the parse: syntax the guest's 2023 refuses and a later edition accepts (`what` names it when known). */
export function laterEditionSyntax(what: string | undefined, edition: number, refusal: string): string {
  const subject = what ?? "This syntax";
  return `${subject} is not in the guest's ECMAScript 2023 (it came in ECMAScript ${edition}; at 2023: SyntaxError: ${refusal}): the program does not load. Write it without.`;
}

/** GG1010: a JavaScript program the guest's ECMAScript 2023 parser refuses, with the parser's message. */
export function doesNotLoad(refusal: string): string {
  return `The program does not load: SyntaxError: ${refusal.replace(/\.$/, "")} (ECMAScript 2023, as a module).`;
}

/** GG1007: `import()` — the guest links "gg" before the program runs and loads no module while it runs. */
export function dynamicImport(specifier: string | undefined): string {
  const which = specifier === undefined ? "a module" : `"${specifier}"`;
  return specifier === "gg"
    ? `The guest provides "gg" only to an import line: \`import("gg")\` loads nothing when the program runs. Write \`import { files } from "gg";\` (or \`import * as gg from "gg";\`) at the top instead.`
    : `\`import()\` of ${which} loads nothing when the program runs: the guest has no module loader; ${GUEST_HAS}, through import lines.`;
}

/** A library global or member newer than the guest's ECMAScript 2023 (TS2550, TS2583 and names of later editions). */
export function newerGlobal(name: string, edition: string | undefined): string {
  return `\`${name}\` is not in the guest's ECMAScript 2023${edition === undefined ? "" : ` (it came in ${edition})`}: calling it throws when the program runs.`;
}

/** A member missing on what an operation returns: gg's calls answer at once, with plain data. */
export function missingOnResult(operation: string, member: string, type: string | undefined): string {
  return `\`${member}\` does not exist on what \`${operation}\` returns${type === undefined ? "" : ` (\`${type}\`)`}: gg's calls answer at once, with plain data (no promise, no methods), so using it throws.`;
}

/** TS2339: a member a gg record lacks, always undefined, deciding a test whose branch throws. */
export function missingDecidesThrow(read: string, member: string, test: string, type: string | undefined, record = true): string {
  return `\`${member}\` does not exist on ${type === undefined ? "this gg record" : `\`${type}\``}, so \`${read}\` is always \`undefined\`, and \`${test}\` always takes the branch that throws: the program fails on every run, whatever the operation answered. ${readInstead(record)}`;
}

// The advice that ends a missing member's message: a record's field, or the value itself where it is text or a number.
function readInstead(record: boolean): string {
  return record ? "Read a field the record has." : "Use the value itself: it is no record.";
}

/** TS2339: a member a gg record lacks, always undefined, handed to what refuses undefined (a text parameter, `JSON.parse`). */
export function missingHandedOn(read: string, member: string, what: string, type: string | undefined, record = true): string {
  return `\`${member}\` does not exist on ${type === undefined ? "this gg record" : `\`${type}\``}, so \`${read}\` is always \`undefined\`, and ${what} on every run, whatever the operation answered. ${readInstead(record)}`;
}

/** A gg operation used as the value it answers, the call forgotten (`programs.history.filter(…)`). */
export function operationUncalled(written: string, what: string): string {
  return `\`${written}\` is the operation itself, a function, not what it answers, ${what}: using it so throws a TypeError when this runs. Call it first: \`${written}()\`.`;
}

/** GG1021: a member used on what an async function's call returns, a promise (the `await` forgotten). */
export function missingOnPromise(value: string, member: string): string {
  return `\`${value}\` is a promise (an async function's call always returns one), and a promise has no \`${member}\`: using it throws a TypeError when this runs. Did you mean \`(await ${value}).${member}\`?`;
}

/** GG1021: what an async function's call returns, a promise, iterated (the `await` forgotten). */
export function promiseIterated(value: string): string {
  return `\`${value}\` is a promise (an async function's call always returns one), and a promise is not iterable: iterating it throws a TypeError when this runs. Did you mean \`await ${value}\`?`;
}

/** GG1021: what an async generator's call returns iterated without `await`. */
export function asyncGeneratorIterated(value: string): string {
  return `\`${value}\` is an async generator's object, which only \`for await\` can iterate: iterating it plainly throws a TypeError when this runs. Write \`for await (… of ${value})\`.`;
}

/** `new` on a function that is never a constructor: an arrow, an async function, a generator or a method. */
export function notAConstructor(name: string, kind: "an arrow function" | "an async function" | "a generator" | "a method" | "a built-in factory"): string {
  return `\`${name}\` is ${kind}, which is never a constructor: \`new ${name}(…)\` throws a TypeError when the program runs. Call it without \`new\`, or make it a class.`;
}

/** A member created on a primitive (`text.lineCount = 1` of a string): strict code refuses it. */
export function memberOnPrimitive(target: string, type: string | undefined): string {
  return `\`${target}\` creates a member on a primitive${type === undefined ? "" : ` (\`${type}\`)`}, which holds none: the guest's code is strict, so the write throws a TypeError. Keep the value in a variable or an object of its own.`;
}

/** A key an object spelled out in full lacks (`handlers["delete"]()`), read by brackets and then used. */
export function missingKeyedMember(owner: string, key: string): string {
  return `\`${owner}\` has no member ${JSON.stringify(key)}: the object is written out in full without it, so \`${owner}[${JSON.stringify(key)}]\` is undefined and using it throws.`;
}

/** A member a library global of the guest lacks (`Math.sumPrecise`, `console.table`). */
export function missingLibraryMember(path: string): string {
  return path.startsWith("console.")
    ? `\`${path}\` does not exist in the guest: its console has \`log\`, \`info\`, \`warn\`, \`error\` and \`debug\`.`
    : `\`${path}\` does not exist in the guest's ECMAScript 2023: using it throws when the program runs.`;
}

/** GG1009: a call at the top level of a function that reads a binding declared further down. */
export function earlyCall(callee: string, name: string): string {
  return `\`${callee}\` is called before \`${name}\` is declared, and reads it: a ReferenceError when the program runs. Move the call below the declaration of \`${name}\`.`;
}

/** GG1020: a `throw` the program reaches on every run, which nothing catches. */
export function certainThrow(via: string | undefined): string {
  return `This \`throw\` runs on every run of the program${via === undefined ? "" : ` (through \`${via}\`)`}, whatever the operations answer, and nothing catches it: the program always ends with this error. Remove it, put it behind the test that should decide it, or catch it where the program can go on.`;
}

/** GG1009: a function called before the `var` it uses as an object is given its value. */
export function unsetVar(callee: string, name: string): string {
  return `\`${callee}\` is called before \`var ${name}\` is given its value, and uses \`${name}\` as an object: the \`var\` is hoisted but still \`undefined\` there, a TypeError when the program runs. Move the call below the declaration of \`${name}\`.`;
}

/** GG1008: a property of `globalThis` the guest does not have: reading on from it, or calling it, throws. */
export function missingGlobalProperty(names: SdkIndex, name: string): string {
  const gg = ggNameNotInScope(names, name);
  if (gg !== undefined) return `\`globalThis.${name}\` is undefined: gg's names are not globals. ${gg}`;
  return `\`globalThis.${name}\` is undefined in the guest (${GUEST_HAS}), so using it throws when the program runs.`;
}

/** GG1011: a global the compiler's library declares that the guest lacks (`Intl`). */
export function libraryOnlyGlobal(name: string): string {
  return `\`${name}\` is not in the guest: it runs ECMAScript 2023 without the internationalisation API (ECMA-402), so reading \`${name}\` throws a ReferenceError when the program runs. Format with \`toFixed\`, \`padStart\` and \`Date\`'s own methods instead.`;
}

/** GG1012: the `RegExp` constructor given constant text it refuses, in the engine's words. */
export function refusedRegExp(reason: string): string {
  return `\`RegExp\` refuses this text (${reason}): it throws a SyntaxError when this runs. Fix the pattern or its flags, or write it as a literal.`;
}

/** GG1012: `replaceAll` or `matchAll` of a string given a regular expression without the \`g\` flag. */
export function refusedNonGlobalRegExp(method: string): string {
  return `\`${method}\` takes a regular expression only with the \`g\` flag: without it, it throws a TypeError when this runs. Add \`g\`${method === "replaceAll" ? ", or use `replace` for the first match" : ", or use `match` for the first match"}.`;
}

/** GG1012: a built-in given a constant out of its range (`new Array(-8)`, `toFixed(200)`). */
export function refusedConstant(builtin: string, value: string, error: string, rule: string): string {
  return `\`${builtin}\` refuses ${value} (${rule}): it throws a ${error} when this runs.`;
}

/** GG1012: `reduce` of an array that is always empty, with no initial value. */
export function refusedEmptyReduce(method: string): string {
  return `\`${method}\` of an empty array with no initial value throws a TypeError when this runs: pass the initial value as the second argument.`;
}

/** TS2322/TS2361: `in` with a primitive on its right. */
export function inOnPrimitive(kind: string): string {
  return `\`in\` looks for a member of an object, and the right side here is ${kind === "undefined" || kind === "null" ? `\`${kind}\`` : `a ${kind}`}: it throws a TypeError when this runs.${kind === "string" ? " To search text, use `includes`; to read a record, parse it first." : ""}`;
}

/** TS2345: an operation used as a template's tag, which hands it the template's strings as an array. */
export function taggedOperation(operation: string): string {
  return `\`${operation}\` is used as a template's tag, so it is called with the template's strings as an array, not with text: its text parameter refuses that with a TypeError when this runs. Call it with the text in parentheses: \`${operation}(\`…\`)\`.`;
}

/** TS2345: `JSON.parse` of what an operation answers as records (or nothing), whose text is never JSON. */
export function parseOfRecords(what: string): string {
  return `\`JSON.parse\` reads its argument as text, and ${what} turns into \`[object Object]\`${what.includes("list") ? " (or an empty text)" : ""}${what.includes("nothing") ? " or `undefined`" : ""}, which is not JSON: it throws a SyntaxError when this runs. The operation's result is data already: use its fields directly (parse a field that holds JSON text, such as a command's \`stdout\`).`;
}

/** TS2345, TS2554, TS2769: a `Promise` combinator given, first, no iterable (`Promise.all(a, b)`, `Promise.all({ a })`). */
export function combinedNoIterable(combinator: string, given: number): string {
  const how = given > 1 ? `it takes one array of promises, and reads only its first argument, which is no iterable` : given === 0 ? "it takes one array of promises, and is given nothing" : "it takes one array of promises, and is given no iterable";
  return `\`${combinator}\`: ${how}, so the promise it returns rejects with a TypeError when this runs. Pass the promises in an array: \`${combinator}([a, b])\`.`;
}


export function refusedComparator(method: string): string {
  return `\`${method}\` takes a comparing function (or nothing): given anything else it throws a TypeError when this runs. Pass \`(a, b) => …\`, returning a negative number, zero or a positive number.`;
}

/** GG1012: a collection's constructor given a value with no iterator. */
export function refusedNotIterable(collection: string): string {
  return `\`new ${collection}(…)\` iterates its argument, and this value is not iterable: it throws a TypeError when this runs.${collection === "Map" || collection === "WeakMap" ? " For an object's entries, pass `Object.entries(o)`." : ""}`;
}

/** GG1012: a built-in that needs an object given a value that is always undefined or null. */
export function refusedNullish(builtin: string, value: string): string {
  return `\`${builtin}\` is given ${value} here, whatever the run: it needs an object, so it throws a TypeError when this runs. Give it an object (\`${builtin}(x ?? {})\`), or test the value first.`;
}

/** GG1012: a weak collection's `set` or `add` given a primitive, which cannot be held weakly. */
export function refusedWeakKey(collection: "WeakMap" | "WeakSet", method: string, kind: string): string {
  return `A ${collection}'s ${collection === "WeakMap" ? "keys are" : "values are"} objects, and \`${method}\` is given ${kind === "undefined" || kind === "null" ? `\`${kind}\`` : `a ${kind}`} here: it throws a TypeError when this runs. To key by text or numbers, use a ${collection === "WeakMap" ? "Map" : "Set"}.`;
}

/** GG1012: `new Map([...])` given a list with a primitive where an entry (a key, for `WeakSet`) goes. */
export function refusedPrimitiveElement(collection: string, element: string): string {
  const shown = clipped(element, 40);
  const wants = collection === "WeakSet" ? "an object to hold weakly" : collection === "WeakMap" ? "an entry `[key, value]` whose key is an object" : "an entry `[key, value]`";
  return `\`new ${collection}(…)\` takes each element of this list as ${wants}, and \`${shown}\` is a primitive: it throws a TypeError when this runs.${collection === "Map" ? " Split the text into pairs first (`s.split(\"=\")`)." : ""}`;
}

/** GG1012: a method that writes to an array called on one frozen where it was made. */
/** GG1012: a write by a computed key to an object or array frozen where it was made. */
export function refusedFrozenWrite(object: string, array: boolean, member?: string): string {
  const shown = clipped(object, 40);
  const what = member === undefined ? `${array ? "an element" : "a member"} of it by a computed key: it throws a TypeError when this runs, whatever the key` : `its member \`${member}\`: it throws a TypeError when this runs`;
  return `\`${shown}\` is frozen (\`Object.freeze\`), and this writes ${what}. Write to a copy (\`${array ? `[...${shown}]` : `{ ...${shown} }`}\`), or leave it unfrozen.`;
}

/** GG1012: a call that hands a function an object frozen where it is made, which the function writes on every entry. */
export function frozenHandedWrite(fn: string, value: string, write: string): string {
  const shown = clipped(value, 40);
  return `This call hands \`${fn}\` \`${shown}\`, frozen where it is made (\`Object.freeze\`), and \`${fn}\` writes to it (\`${clipped(write, 40)}\`) whenever it runs: it throws a TypeError when this call runs. Hand it a copy (\`{ ...${shown} }\`, \`[...${shown}]\`), or leave it unfrozen.`;
}

export function refusedFrozenArray(array: string, method: string): string {
  const shown = clipped(array, 40);
  return `\`${shown}\` is frozen (\`Object.freeze\`), and \`${method}\` writes to it: it throws a TypeError when this runs. Work on a copy (\`[...${shown}]\`, \`toSorted\`), or leave the array unfrozen.`;
}

/** GG1012: `JSON.stringify` given a BigInt, which JSON has no form for. */
/** GG1012: a BigInt handed to a built-in that turns its argument into a number. */
export function refusedBigIntNumber(builtin: string): string {
  return `\`${builtin}\` turns this argument into a number, and a BigInt does not convert: it throws a TypeError when this runs. Convert it first (\`Number(n)\`), or keep to BigInt arithmetic.`;
}

/** GG1012: a comparator of `sort` that returns a BigInt, which `sort` turns into a number. */
export function refusedBigIntComparator(method: string): string {
  return `\`${method}\` turns what its comparator returns into a number, and a BigInt does not convert: it throws a TypeError at the first comparison. Return a number (\`a < b ? -1 : a > b ? 1 : 0\`).`;
}

/** GG1012: a Number where a typed array or `DataView` setter wants a BigInt, or a BigInt where it wants a Number. */
export function refusedElementKind(builtin: string, wanted: "number" | "bigint"): string {
  return wanted === "bigint"
    ? `\`${builtin}\` holds BigInts, and a Number does not convert to one: it throws a TypeError when this runs. Write a BigInt (\`5n\`, \`BigInt(n)\`).`
    : `\`${builtin}\` holds Numbers, and a BigInt does not convert to one: it throws a TypeError when this runs. Convert it first (\`Number(n)\`).`;
}

/** GG1012: a BigInt divided by zero, or its remainder by zero, which has no value. */
export function refusedBigIntZero(operator: string): string {
  return `A BigInt \`${operator}\` by \`0n\` has no value: it throws a RangeError when this runs. Test the divisor first.`;
}

export function refusedBigIntJson(): string {
  return "`JSON.stringify` cannot write a BigInt: it throws a TypeError when this runs. Convert the value first (`String(n)`, `Number(n)`), or pass a replacer that does.";
}

/** GG1013: `arguments.callee` in strict code. */
export function strictCallee(): string {
  return "`arguments.callee` throws a TypeError in strict code, and every guest program is a module, whose code is strict: give the function a name and call it by that name.";
}

/** GG1013: `f.caller` or `f.arguments` of a strict function. */
export function strictCaller(member: string): string {
  return `\`${member}\` of a function throws a TypeError in strict code, and every function of a guest program (a module) is strict: ${member === "caller" ? "pass what the function needs as an argument" : "use a rest parameter (`...args`) instead"}.`;
}

/** GG1013: a use of `this` in a function every call of which passes no receiver. */
export function strictThis(use: string, fn: string | undefined): string {
  const called = fn === undefined ? "this function" : `\`${fn}\``;
  return `\`${use}\` throws a TypeError: ${called} is only ever called without a receiver (plainly, or as a callback a built-in calls), and in strict code, as every guest program (a module) is, \`this\` is then undefined. Call it as a method, bind it (\`.bind(x)\`), or pass an arrow function that calls it on its object.`;
}

/** GG1013: a built-in's method taken off its object and called without it. */
export function detachedMethod(method: string, by: string | undefined): string {
  const how = by === undefined ? "is called plainly, through the name it was read into" : `is handed to \`${by}\`, which calls it with no object`;
  return `\`${method}\` ${how}: the method needs its object as \`this\`, which in strict code, as every guest program (a module) is, is then undefined, so it throws a TypeError. Pass an arrow function that calls it on its object (\`(x) => ${method}(x)\`) or bind it (\`${method}.bind(…)\`).`;
}

/** GG1014: a subclass's field used by an override its base's constructor calls. */
export function fieldBeforeInit(field: string, method: string, cls: string): string {
  const use = field.startsWith("#") ? `\`this.${field}\`` : `\`this.${field}\` (still undefined)`;
  return `${use} throws a TypeError at every \`new ${cls}(…)\`: the base class's constructor calls \`${method}\` before \`${cls}\` defines its fields, which happens only once that constructor returns. Set it up in \`${cls}\`'s own constructor after \`super()\`, or let the base take it as an argument.`;
}

/** GG1015: a write to a member that has a getter and no setter. */
export function getterOnlyWrite(name: string): string {
  return `\`this.${name} = …\` throws a TypeError: \`${name}\` is a getter with no setter, and strict code, as every guest program (a module) is, refuses the write. Keep the value in another member (\`this._${name}\`, \`this.#${name}\`) that the getter returns, or add a setter.`;
}

/** GG1015: a getter that reads, or a setter that writes, its own member. */
export function accessorRecursion(name: string, kind: "getter" | "setter"): string {
  return kind === "getter"
    ? `\`this.${name}\` inside the getter \`${name}\` runs the getter again, and again, until the stack overflows (a RangeError). Keep the value in another member (\`this._${name}\`, \`this.#${name}\`) and return that.`
    : `\`this.${name} = …\` inside the setter \`${name}\` runs the setter again, and again, until the stack overflows (a RangeError). Keep the value in another member (\`this._${name}\`, \`this.#${name}\`).`;
}

/** GG1016: a member of a value the program's text fixes to be undefined or null. */
export function nullishRead(value: string, which: "null" | "undefined" | "undefined or null", use: "member" | "pattern" | "call"): string {
  const what = use === "pattern" ? "taking it apart by a pattern" : use === "call" ? "calling it" : "reading or writing a member of it";
  return `\`${value}\` is always ${which} here, as the program's text fixes it, so ${what} throws a TypeError. Test for it first (\`?.\`, \`??\`), or read a value that is there.`;
}

/** GG1016: a call that hands a function a constant key the table it reads by that key lacks. */
export function keyHandedAbsent(fn: string, parameter: string, key: string, table: string, read: string, use: "member" | "pattern" | "call"): string {
  const what = use === "call" ? "calling it" : "reading or writing a member of it";
  return `This call hands \`${fn}\` ${JSON.stringify(key)} for \`${parameter}\`, a key \`${table}\` does not have: \`${read}\` is undefined there, so ${what} throws a TypeError whenever this call runs. Add the key, or test for it first.`;
}

/** GG1016: a call that hands a function's parameter what an operation returns, a record without the field the function uses. */
export function fieldHandedAbsent(fn: string, parameter: string, read: string, operation: string, type: string, member: string): string {
  return `This call hands \`${fn}\` what \`${operation}\` returns for \`${parameter}\`, a \`${type}\`, which has no \`${member}\`: \`${read}\` is undefined there, so using it throws a TypeError whenever this call runs. Read a field the record has.`;
}

/** GG1016: a call that hands a function a constant list, one key of which a table it reads on every element lacks. */
export function keyListHandedAbsent(fn: string, parameter: string, key: string, table: string, read: string, use: "member" | "pattern" | "call"): string {
  const what = use === "call" ? "calling it" : "reading or writing a member of it";
  return `This call hands \`${fn}\` a list for \`${parameter}\` that holds ${JSON.stringify(key)}, a key \`${table}\` does not have: on that element \`${read}\` is undefined, so ${what} throws a TypeError whenever this call runs. Add the key, or test for it first.`;
}

/** GG1016: a table read by a key a loop walks, on the turn the key is one the table lacks. */
export function keyAbsentOnTurn(variable: string, key: string, table: string, read: string, use: "member" | "pattern" | "call"): string {
  const what = use === "call" ? "calling it" : "reading or writing a member of it";
  return `On the turn \`${variable}\` is ${JSON.stringify(key)}, a key \`${table}\` does not have, \`${read}\` is undefined, so ${what} throws a TypeError; every turn runs, so this fails whenever the loop runs. Add the key, or test for it first.`;
}

/** Text of the program shown in a message, cut to `max` characters (`...` standing for the rest). */
export function clipped(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** GG1016, on a counting loop's last turn: the element read is past the end of a constant list. */
export function pastTheEndOnLastTurn(value: string, counter: string, last: number, list: string, length: number, use: "member" | "pattern" | "call"): string {
  const what = use === "pattern" ? "taking it apart by a pattern" : use === "call" ? "calling it" : "reading or writing a member of it";
  return `\`${value}\` is undefined on the loop's last turn: \`${counter}\` reaches ${last} there, and \`${list}\` has ${length} element${length === 1 ? "" : "s"}, so ${what} throws a TypeError. End the loop with the list (\`${counter} < ${list}.length\`).`;
}

/** GG1017: an argument for text written in place as no text (an object, a list), which the compiler types `any`. */
export function argumentWrittenNoText(shown: string, operation: string, parameter: string): string {
  return `\`${shown}\` is no text, and \`${operation}\` takes text for \`${parameter}\`: the guest refuses the call with a TypeError before it reaches the host. Turn the value into text first (\`JSON.stringify(…)\`, \`String(…)\`).`;
}

/** GG1017, through a parameter: every call of the function hands it no text (`shown`), or leaves it out (undefined). */
export function argumentNeverText(name: string, fn: string, shown: string | undefined, operation: string, parameter: string): string {
  const what = shown === undefined ? `every call of \`${fn}\` leaves \`${name}\` out, so it is undefined here` : `every call of \`${fn}\` hands \`${name}\` a value that is no text (\`${shown}\`)`;
  const fix = shown === undefined || shown === "null" || shown === "undefined" ? `Hand \`${fn}\` text for it at each call.` : "Turn the value into text first (`JSON.stringify(…)`, `String(…)`).";
  return `${what}, and \`${operation}\` takes text for \`${parameter}\`: the guest refuses the call with a TypeError before it reaches the host. ${fix}`;
}

/** GG1017: a call of the program's function that hands, for a parameter it passes straight to gg as text, a value that is no text. */
export function argumentHandedNoText(fn: string, name: string, shown: string, operation: string, parameter: string): string {
  return `This call hands \`${fn}\` a value that is no text for \`${name}\` (\`${shown}\`), which \`${fn}\` passes to \`${operation}\` as \`${parameter}\` whenever it runs: the guest refuses that call with a TypeError before it reaches the host. Turn the value into text first (\`JSON.stringify(…)\`, \`String(…)\`).`;
}

/** GG1017: a gg call's text argument the program's text fixes to be undefined or null (`written`: spelled so in place). */
export function nullishArgument(value: string, which: "null" | "undefined" | "undefined or null", operation: string, parameter: string, written: boolean): string {
  const what = written ? `\`${value}\` is no text` : `\`${value}\` is always ${which} here, as the program's text fixes it`;
  return `${what}, and \`${operation}\` takes text for \`${parameter}\`: the guest refuses the call with a TypeError before it reaches the host. Give it text, or test for the value first.`;
}

/** GG1018: an inherited method called on an object made without a prototype. */
export function prototypeLessMethod(name: string, method: string): string {
  return `\`${name}\` was made without a prototype, so it has no \`${method}\` and calling it throws a TypeError. Call \`Object.prototype.${method}.call(${name}, …)\`${method === "hasOwnProperty" ? ` or \`Object.hasOwn(${name}, …)\`` : ""}, or make it with \`{}\`.`;
}

/** GG1018: text made of an object made without a prototype. */
export function prototypeLessText(name: string): string {
  return `\`${name}\` was made without a prototype, so it has no \`toString\` or \`valueOf\`, and turning it into text or a number throws a TypeError ("Cannot convert object to primitive value"). Write out what it holds (\`JSON.stringify(${name})\`), or make it with \`{}\`.`;
}

/** GG1019: a write to gg or one of its namespaces, which the guest freezes. */
export function ggWrite(target: string): string {
  return `\`${target}\` writes to gg, which the guest hands the program frozen (gg and each of its namespaces): the write throws a TypeError when this runs. To stand in for an operation, call it through a binding of your own (\`const write = DRY ? log : files.writeFile\`).`;
}

/** GG1019, inherited: a write over a member an object made by `Object.create` of a namespace inherits from it. */
export function ggInheritedWrite(target: string): string {
  return `\`${target}\` writes over a member this object inherits from a gg namespace (\`Object.create\`), which the guest hands the program frozen: strict code may not hide a read-only member by a write, so it throws a TypeError when this runs. Make the stand-in a plain object (\`{ ...files, writeFile: … }\`).`;
}

/** GG9001: the text the ESLint plugin shows too, so it lives with the shared limits in @gg/catalogue. */
export const tooLarge = limitMessages.tooLarge;

/** GG9002 for brackets, braces or parentheses: shared with the ESLint plugin, like GG9001. */
export const tooDeep = limitMessages.tooDeep;

/** GG9002 for a syntax tree too deep without brackets: a long chain of calls or operators. */
export function tooDeepSyntax(limit: number): string {
  return `The program's syntax nests more than ${limit} levels deep (a long chain of calls, members or operators); the limit is ${limit}.`;
}

/** TS2578, emulated because directives are evaluated by the checker itself (see honesty.ts). */
export const UNUSED_EXPECT_ERROR = "Unused '@ts-expect-error' directive.";

/** A gg name written where it is not in scope, or undefined when `name` is no gg name. */
export function ggNameNotInScope(sdk: SdkIndex, name: string): string | undefined {
  if (sdk.namespaces.has(name)) {
    return `\`${name}\` is not in scope: write \`${quoteImport(name)}\`, or use \`gg.${name}\`.`;
  }
  const op = operationNamed(sdk, name);
  if (op !== undefined) {
    return `\`${name}\` is in \`gg.${op.namespace}\`: write \`${op.namespace}.${name}\` after \`${quoteImport(op.namespace)}\`, or use \`gg.${op.namespace}.${name}\`.`;
  }
  const type = sdk.types.get(name);
  if (type?.home !== undefined) {
    return `\`${name}\` is \`gg.${type.home}.${name}\`: write \`${type.home}.${name}\` after \`${quoteImport(type.home)}\`, or use \`gg.${type.home}.${name}\`.`;
  }
  if (type !== undefined || sdk.moduleExports.has(name)) {
    return `\`${name}\` is \`gg.${name}\`: write \`${quoteImport(name)}\`, or use \`gg.${name}\`.`;
  }
  return undefined;
}

/** The host tsc guesses a missing name came from. */
export type MissingHost = "node" | "bun" | "dom" | "jquery" | "test" | "lib";

/** Why a well-known host name (Node, Bun, DOM, jQuery, test runner) is missing: the guest does not have it. */
export function missingHostName(name: string, host: MissingHost): string {
  switch (host) {
    case "node":
      return name === "require"
        ? `Cannot find name 'require': the guest has no Node.js; ${GUEST_HAS}. Import from "gg": \`import { files } from "gg";\`.`
        : `Cannot find name '${name}': the guest has no Node.js; ${GUEST_HAS}.`;
    case "bun":
      return `Cannot find name '${name}': the guest has no Bun; ${GUEST_HAS}.`;
    case "dom":
      return `Cannot find name '${name}': the guest has no DOM; ${GUEST_HAS}.`;
    case "jquery":
      return `Cannot find name '${name}': the guest has no jQuery and no DOM; ${GUEST_HAS}.`;
    case "test":
      return `Cannot find name '${name}': the guest has no test runner; ${GUEST_HAS}.`;
    case "lib":
      return `Cannot find name '${name}': it is not in the guest's library; ${GUEST_HAS}.`;
  }
}

/** An import from "gg" of a name it does not export. */
export function notExportedByGg(sdk: SdkIndex, name: string): string {
  const op = operationNamed(sdk, name);
  if (op !== undefined) {
    return `"gg" exports namespaces, not functions: \`${name}\` is in \`gg.${op.namespace}\`; write \`${quoteImport(op.namespace)}\` and call \`${op.namespace}.${name}\`.`;
  }
  const type = sdk.types.get(name);
  if (type?.home !== undefined) {
    return `\`${name}\` is \`gg.${type.home}.${name}\`: write \`${quoteImport(type.home)}\` and use \`${type.home}.${name}\`.`;
  }
  const near = nearest(name, [...sdk.moduleExports]);
  return near !== undefined
    ? `"gg" has no export \`${name}\`. Did you mean \`${near}\`?`
    : `"gg" has no export \`${name}\`; it exports ${[...sdk.moduleExports].map((n) => `\`${n}\``).join(", ")}.`;
}

/** TS2540 on `g.x = …` after `import * as g from "gg"`: a module's namespace object cannot be written. */
export function ggModuleReadOnly(name: string): string {
  return `\`${name}\` of the module "gg" cannot be assigned: a module's namespace object is read-only, so this assignment throws a TypeError when it runs.`;
}

/** TS18042 on an import from "gg": a type has no value to link in JavaScript. */
export function typeImportedInJavaScript(name: string): string {
  return `\`${name}\` is a type of "gg", and "gg" exports no value of that name: in JavaScript this import does not link, so the program never loads. Name the type in a JSDoc comment instead (\`/** @type {import("gg").${name}} */\`).`;
}

/** `this.x` at the top level: the guest runs every program as a module, where `this` is undefined. */
export const TOP_LEVEL_THIS =
  "`this` is undefined at the top level of a module (the guest runs every program as one), so reading a property of it throws: use a variable of your own.";

/** A default import of "gg". */
export const NO_DEFAULT_EXPORT = `"gg" has no default export: write \`import * as gg from "gg";\`, or import what you use, as in \`import { files } from "gg";\`.`;

/**
 * A member that a gg namespace does not have. `written` is the program's own spelling of the namespace
 * (`files`, `gg.files`, `g.files`), `namespace` its dotted name in gg.d.ts (`gg.files`, or `gg`).
 */
export function missingGgMember(sdk: SdkIndex, written: string, namespace: string, member: string): string {
  const ns = namespace === "gg" ? undefined : namespace.slice("gg.".length);
  const op = operationNamed(sdk, member);
  if (op !== undefined && op.namespace !== ns) {
    return `\`${written}.${member}\` does not exist: \`${member}\` is in \`gg.${op.namespace}\`; write \`gg.${op.namespace}.${member}\`, or \`${op.namespace}.${member}\` after \`${quoteImport(op.namespace)}\`.`;
  }
  // A type of gg's (`gg.FailureCode`, `gg.files.DirEntry`) names no value: read in code, it is undefined.
  const named = ns === undefined ? sdk.rootMembers.get(member) : sdk.namespaceMembers.get(ns)?.get(member);
  if (named?.kind === "type" || (named?.kind === "sdk" && named.name !== SDK.failure)) {
    return `\`${written}.${member}\` is a type, not a value: it exists only in type annotations, so reading it gives undefined.`;
  }
  // Only values are candidates: gg's namespaces and `Failure`, or a namespace's operations.
  const candidates =
    ns === undefined
      ? [...sdk.rootMembers].filter(([, ref]) => ref.kind === "namespace" || (ref.kind === "sdk" && ref.name === SDK.failure)).map(([name]) => name)
      : [...(sdk.operations.get(ns)?.keys() ?? [])];
  const near = nearest(member, candidates);
  if (near !== undefined) return `\`${written}.${member}\` does not exist. Did you mean \`${written}.${near}\`?`;
  return `\`${written}.${member}\` does not exist: \`${namespace}\` has ${candidates.map((n) => `\`${n}\``).join(", ")}.`;
}

/** TS2367 on `e.operation === "readFile"`: a failure carries the operation's key, never a spelling or an id. */
export function notAnOperationKey(sdk: SdkIndex, written: string): string {
  const op = findOperation(sdk.catalogue, written) ?? operationByKey(sdk.catalogue, written);
  if (op !== undefined) {
    return `A failure's \`operation\` is the operation's key: write \`"${op.key}"\` for \`gg.${op.namespace}.${tsFunctionName(op.key)}\`, not \`"${written}"\`.`;
  }
  const near = nearest(written, sdk.catalogue.operations.map((o) => o.key));
  const hint = near === undefined ? "" : ` Did you mean \`"${near}"\`?`;
  return `\`"${written}"\` is not an operation key, so a failure's \`operation\` never equals it.${hint}`;
}

/** TS2367 on `e.code === "notFound"`: only the catalogue's failure codes exist. */
export function notAFailureCode(sdk: SdkIndex, written: string): string {
  const codes = sdk.catalogue.failureCodes;
  const near = nearest(written, codes);
  const hint = near === undefined ? `Codes are ${codes.map((c) => `\`"${c}"\``).join(", ")}.` : `Did you mean \`"${near}"\`?`;
  return `\`"${written}"\` is not a failure code, so a failure's \`code\` never equals it. ${hint}`;
}

// Sentences of tsc that advise what a guest cannot do (install packages, edit a tsconfig, change a compiler option).
const UNHELPFUL = /npm i|@types|tsconfig|compiler option|'lib' option|'target' option|targeting|'module' option|--[a-z]|types field|type definitions/i;

/** Drops sentences that advise changing packages or compiler settings; says what the guest has instead. */
export function withoutToolingAdvice(tscMessage: string): string {
  // "… is only available when targeting 'es2024' or later." (TS1501, TS1503): say what the guest's language lacks.
  const message = tscMessage.replace(/ (?:is|are) only available when targeting '([^']+)' or later\./, " is not in the guest's ECMAScript 2023 (it came in $1).");
  if (!UNHELPFUL.test(message)) return message;
  const sentences = message.split(/(?<=[.?])\s+/);
  const kept: string[] = [];
  for (const s of sentences) {
    if (UNHELPFUL.test(s)) break;
    kept.push(s);
  }
  const head = kept.filter((s) => !/^(Do you need|Did you forget)/.test(s)).join(" ");
  return head === ""
    ? `This is not available to a guest program; ${GUEST_HAS}, with fixed settings.`
    : `${head} The guest cannot change this: ${GUEST_HAS}.`;
}

/** The candidate closest to `name` (as every did-you-mean of the tools judges it: `closest` of @gg/catalogue). */
function nearest(name: string, candidates: readonly string[]): string | undefined {
  return closest(name, candidates, 1)[0];
}

/** The compiler may name a file it knows; only the virtual ones exist, and their root means nothing to a reader. */
export function withoutVirtualPaths(message: string): string {
  return message.replaceAll(`${VIRTUAL_ROOT}/`, "");
}
