/**
 * The library's calls that throw when handed `undefined` where the text shows it: `JSON.parse(undefined)` reads the
 * text "undefined", which is no JSON (a SyntaxError); `Object.keys(undefined)` and its kin cannot make an object of it
 * (a TypeError). A rule that knows a value is always `undefined` (a field a gg record lacks, a member read off a
 * promise) asks this where the value goes.
 */
import { SyntaxKind } from "../syntax/tree.js";
import type { Node } from "../syntax/tree.js";
import type { ExecutionModel } from "./execution/index.js";
import { fields, globalMethodCall } from "./execution/syntax.js";
import { outermostParentheses } from "../syntax/parentheses.js";

// `Object`'s functions that turn their first argument into an object (or iterate it), which `undefined` refuses.
const OBJECT_REFUSERS: ReadonlySet<string> = new Set(["keys", "values", "entries", "getOwnPropertyNames", "getOwnPropertySymbols", "getOwnPropertyDescriptors", "fromEntries", "assign", "defineProperty", "defineProperties"]);

/** What happens where `value`, always `undefined`, is handed to a library call that refuses it; undefined elsewhere. */
export function builtinRefusesUndefined(value: Node, model: ExecutionModel): { readonly call: Node; readonly what: string } | undefined {
  const outer = outermostParentheses(value);
  const call = outer.parent;
  if (call?.kind !== SyntaxKind.CallExpression || (fields(call).arguments ?? [])[0] !== outer) return undefined;
  const named = globalMethodCall(call, model.scopes);
  const facts = model.facts;
  if (named === undefined || facts.anyMember || facts.anyGlobal || facts.globals.has(named[0]) || facts.memberWrites.has(`${named[0]}.${named[1]}`)) return undefined;
  if (named[0] === "JSON" && named[1] === "parse") return { call, what: "`JSON.parse` reads it as the text `undefined`, which is no JSON: a SyntaxError" };
  if (named[0] === "Object" && OBJECT_REFUSERS.has(named[1])) return { call, what: `\`Object.${named[1]}\` cannot make an object of it: a TypeError` };
  return undefined;
}
