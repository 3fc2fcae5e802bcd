/**
 * Methods the guest's built-ins have in ECMAScript 2023, for the globals programs test before they polyfill or fall
 * back (`if (!Array.prototype.flat) …`, `Object.assign || require("object-assign")`, `typeof console.log`). In the
 * guest such a test always finds the method, so what only its absence lets run never runs (unless the program
 * replaces or deletes the member). Methods only: what `typeof` says of each is "function".
 */
import { GUEST_CONSOLE_METHODS } from "@gg/catalogue";

const words = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter((w) => w !== ""));

/** Static methods of the guest's globals (`Object.assign`), and the console's. */
const STATICS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Object", words(`assign create defineProperties defineProperty entries freeze fromEntries getOwnPropertyDescriptor
    getOwnPropertyDescriptors getOwnPropertyNames getOwnPropertySymbols getPrototypeOf hasOwn is isExtensible isFrozen
    isSealed keys preventExtensions seal setPrototypeOf values`)],
  ["Array", words("from isArray of")],
  ["String", words("fromCharCode fromCodePoint raw")],
  ["Number", words("isFinite isInteger isNaN isSafeInteger parseFloat parseInt")],
  ["Promise", words("all allSettled any race reject resolve")],
  ["Symbol", words("for keyFor")],
  ["JSON", words("parse stringify")],
  ["Reflect", words(`apply construct defineProperty deleteProperty get getOwnPropertyDescriptor getPrototypeOf has
    isExtensible ownKeys preventExtensions set setPrototypeOf`)],
  ["Math", words(`abs acos acosh asin asinh atan atanh atan2 cbrt ceil clz32 cos cosh exp expm1 floor fround hypot imul log
    log1p log10 log2 max min pow random round sign sin sinh sqrt tan tanh trunc`)],
  ["console", new Set(GUEST_CONSOLE_METHODS)],
]);

/** Methods of the prototypes of the guest's globals (`Array.prototype.flat`). */
const PROTOTYPE_METHODS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Object", words("hasOwnProperty isPrototypeOf propertyIsEnumerable toLocaleString toString valueOf")],
  ["Array", words(`at concat copyWithin entries every fill filter find findIndex findLast findLastIndex flat flatMap forEach
    includes indexOf join keys lastIndexOf map pop push reduce reduceRight reverse shift slice some sort splice
    toLocaleString toReversed toSorted toSpliced toString unshift values with`)],
  ["String", words(`at charAt charCodeAt codePointAt concat endsWith includes indexOf lastIndexOf localeCompare match
    matchAll normalize padEnd padStart repeat replace replaceAll search slice split startsWith substring substr
    toLocaleLowerCase toLocaleUpperCase toLowerCase toString toUpperCase trim trimEnd trimStart trimLeft trimRight valueOf`)],
  ["Number", words("toExponential toFixed toLocaleString toPrecision toString valueOf")],
  ["Promise", words("catch finally then")],
  ["Function", words("apply bind call toString")],
  ["Map", words("clear delete entries forEach get has keys set values")],
  ["Set", words("add clear delete entries forEach has keys values")],
  ["WeakMap", words("delete get has set")],
  ["WeakSet", words("add delete has")],
  ["RegExp", words("exec test toString")],
  ["Date", words(`getDate getDay getFullYear getHours getMilliseconds getMinutes getMonth getSeconds getTime
    getTimezoneOffset getUTCDate getUTCDay getUTCFullYear getUTCHours getUTCMilliseconds getUTCMinutes getUTCMonth
    getUTCSeconds setDate setFullYear setHours setMilliseconds setMinutes setMonth setSeconds setTime toDateString
    toISOString toJSON toLocaleDateString toLocaleString toLocaleTimeString toString toTimeString toUTCString valueOf`)],
]);

/** Whether `global.member` (or, on its prototype, `global.prototype.member`) is a method the guest's built-in has. */
export function guestMethod(global: string, member: string, onPrototype: boolean): boolean {
  return (onPrototype ? PROTOTYPE_METHODS : STATICS).get(global)?.has(member) === true;
}
