/**
 * What came after ECMAScript 2023, which the guest therefore lacks: global values, static members of the guest's own
 * globals, and members of their prototypes. The guest runs ECMAScript 2023, so in it a test that one of these exists
 * is false (unless the program adds it): `typeof Object.groupBy === "function"`, `"union" in Set.prototype`,
 * `typeof Iterator !== "undefined"` never pass, and what only they let run never runs.
 */

/** Global values of later editions, with the edition each came in. */
export const LATER_GLOBALS: ReadonlyMap<string, string> = new Map([
  ["Iterator", "ECMAScript 2025"],
  ["Float16Array", "ECMAScript 2025"],
  ["DisposableStack", "ECMAScript 2026"],
  ["AsyncDisposableStack", "ECMAScript 2026"],
  ["SuppressedError", "ECMAScript 2026"],
]);

/** Static members of the guest's globals that came later (`Object.groupBy`). */
const LATER_STATICS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Object", new Set(["groupBy"])],
  ["Map", new Set(["groupBy"])],
  ["Promise", new Set(["withResolvers", "try"])],
  ["Atomics", new Set(["waitAsync", "pause"])],
  ["RegExp", new Set(["escape"])],
  ["Math", new Set(["f16round", "sumPrecise"])],
  ["Array", new Set(["fromAsync"])],
  ["Error", new Set(["isError"])],
  ["Uint8Array", new Set(["fromBase64", "fromHex"])],
]);

/** Members of the prototypes of the guest's globals that came later (`String.prototype.isWellFormed`). */
const LATER_PROTOTYPE_MEMBERS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["String", new Set(["isWellFormed", "toWellFormed"])],
  ["ArrayBuffer", new Set(["resize", "resizable", "maxByteLength", "transfer", "transferToFixedLength", "detached"])],
  ["SharedArrayBuffer", new Set(["grow", "growable", "maxByteLength"])],
  ["Set", new Set(["union", "intersection", "difference", "symmetricDifference", "isSubsetOf", "isSupersetOf", "isDisjointFrom"])],
  ["RegExp", new Set(["unicodeSets"])],
  ["DataView", new Set(["getFloat16", "setFloat16"])],
  ["Uint8Array", new Set(["toBase64", "toHex", "setFromBase64", "setFromHex"])],
]);

/** Whether the guest lacks `owner.member` (`onPrototype`: `owner.prototype.member`) because it came after ECMAScript 2023. */
export function laterMember(owner: string, member: string, onPrototype: boolean): boolean {
  return (onPrototype ? LATER_PROTOTYPE_MEMBERS : LATER_STATICS).get(owner)?.has(member) === true;
}
