/**
 * A built-in's method taken off its object and called without it (GG1013): `names.forEach(seen.add)`,
 * `lines.forEach(out.push)`, `const get = cache.get; get(k)`. The method is the prototype's, which needs the object
 * as its `this` (a Set's own slots, an array or text to work on); a built-in that calls its callback, or a plain call,
 * gives it none, and in strict code (every guest program is a module) `this` is then undefined: a TypeError.
 *
 * Only values typed by what they hold count (a JSDoc claim is no value), of the language's own classes whose methods
 * all need their object; a method the program writes anywhere, by name or by a key it computes, may be its own.
 */
import * as messages from "../messages.js";
import type { EngineProgram } from "../engine-interface.js";
import { GG } from "../registry.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { outermostParentheses } from "../syntax/parentheses.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { ELEMENT_CALLBACKS } from "./execution/entries.js";
import { fields, memberName, OBJECT_PROTOTYPE, unparenthesised } from "./execution/syntax.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import type { Site } from "./reach.js";
import { typeTrustOf } from "./type-trust.js";

// The language's classes every prototype method of which needs its object: a Set's or Map's slots, the array,
// text, number, date, pattern or promise it works on. (`console`'s methods need none, and are left out.)
const NEEDS_ITS_OBJECT: ReadonlySet<string> = new Set([
  "Set", "Map", "WeakSet", "WeakMap", "Array", "ReadonlyArray", "Date", "RegExp", "Promise", "ArrayBuffer", "DataView",
  "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array",
  "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array", "String", "Number", "Boolean",
]);
// `Promise`'s own functions that need `Promise` (or a subclass) as their `this`.
const PROMISE_STATICS: ReadonlySet<string> = new Set(["resolve", "reject", "all", "allSettled", "any", "race"]);
// Primitive values whose prototype methods need the value (`RequireObjectCoercible`, `thisNumberValue`).
const PRIMITIVE_NEEDS_ITS_VALUE: ReadonlySet<string> = new Set(["string", "number", "bigint"]);

/** A finding (GG1013) for each built-in method handed to a built-in as its callback, or called through a name it was read into, without its object. */
export function detachedMethodFindings(source: Source, program: EngineProgram, operationCalls: ReadonlyMap<Node, Site>): RawDiagnostic[] {
  // A proxy typed as what it wraps may hand out bound functions from its `get` trap.
  if (source.text.includes("Proxy")) return [];
  let model: ExecutionModel | undefined;
  let called: ReadonlySet<string> | undefined;
  const found: RawDiagnostic[] = [];
  for (const node of source.nodes) {
    if (node.kind !== SyntaxKind.PropertyAccessExpression || fields(node).questionDotToken !== undefined) continue;
    const way = receiverless(node);
    if (way === undefined) continue;
    // Most members read into a `const` are data never called: the text answers that before any model is built.
    if (way.kind === "held" && !(called ??= plainCallees(source)).has(fields(way.binding).text ?? "")) continue;
    const name = memberName(node);
    const owner = fields(node).expression as Node;
    if (name === undefined || OBJECT_PROTOTYPE.has(name)) continue;
    // What the text and the model answer first: the compiler is asked only about a member that is then called.
    model ??= executionOf(source);
    const m = model;
    const calls = way.kind === "held" ? plainCalls(way.binding, m) : [];
    if (way.kind === "held" && calls.length === 0) continue;
    if (m.facts.anyMember || (m.facts.memberWrites.get(name) ?? []).length > 0 || (m.facts.prototypeWrites.get(name) ?? []).length > 0) continue;
    // A `forEach` of the program's own may call its callback on an object.
    if (way.kind === "callback" && ((m.definitions.get(way.by) ?? []).length > 0 || m.facts.memberWrites.has(way.by) || m.facts.prototypeWrites.has(way.by))) continue;
    if (!promiseStatic(owner, name, m) && (!builtinMethod(owner, name, program) || !isMethod(node, name, program))) continue;
    if (!typeTrustOf(m, (call) => operationCalls.has(call), (e) => program.primitiveKind(e)).byValue(owner)) continue;
    // Certain where a callback is handed on uncaught over a list that may hold something, or a plain call runs uncaught.
    const certain = way.kind === "callback" ? !m.values.emptyCollection(way.receiver) && m.fails(node) : calls.some((c) => m.fails(c));
    const start = source.start(node);
    const written = source.text.slice(start, node.end);
    found.push({ start, length: node.end - start, code: GG.strictOnly, message: messages.detachedMethod(written, way.kind === "callback" ? way.by : undefined), certain, advisory: !certain });
  }
  return found;
}

type Way = { readonly kind: "callback"; readonly by: string; readonly receiver: Node } | { readonly kind: "held"; readonly binding: Node };

/**
 * How a member read is called without its object: handed as the callback of a built-in that calls it with none
 * (`forEach`, `map`, …, with no `thisArg`), or the value of a binding some plain call calls (`const add = s.add; add(x)`).
 */
function receiverless(access: Node): Way | undefined {
  const outer = outermostParentheses(access);
  const parent = outer.parent;
  if (parent === undefined) return undefined;
  if (parent.kind === SyntaxKind.CallExpression && fields(parent).expression !== outer) {
    const args = fields(parent).arguments ?? [];
    const callee = unparenthesised(fields(parent).expression as Node);
    const by = callee.kind === SyntaxKind.PropertyAccessExpression ? memberName(callee) : undefined;
    if (by === undefined || !ELEMENT_CALLBACKS.has(by) || args[0] !== outer || args.length > 1) return undefined;
    return { kind: "callback", by, receiver: fields(callee).expression as Node };
  }
  if (parent.kind !== SyntaxKind.VariableDeclaration || fields(parent).initializer !== outer) return undefined;
  const name = fields(parent).name;
  return name?.kind === SyntaxKind.Identifier ? { kind: "held", binding: name } : undefined;
}

// The names the program calls plainly (`add(x)`), by their text.
function plainCallees(source: Source): ReadonlySet<string> {
  const names = new Set<string>();
  for (const node of source.nodes) {
    if (node.kind !== SyntaxKind.CallExpression) continue;
    const callee = unparenthesised(fields(node).expression as Node);
    if (callee.kind === SyntaxKind.Identifier) names.add(fields(callee).text ?? "");
  }
  return names;
}

// The plain calls (`add(x)`) of a binding declared once and never written again.
function plainCalls(binding: Node, model: ExecutionModel): Node[] {
  const d = model.scopes.declarationOf(binding);
  if (d === undefined || (d.kind !== "const" && d.kind !== "let" && d.kind !== "var") || d.count > 1 || d.writes > 0) return [];
  const calls: Node[] = [];
  for (const r of d.references) {
    const outer = outermostParentheses(r);
    if (r !== d.identifier && outer.parent?.kind === SyntaxKind.CallExpression && fields(outer.parent).expression === outer) calls.push(outer.parent);
  }
  return calls;
}

// `Promise.all` of the guest's `Promise`, which the program neither shadows nor replaces.
function promiseStatic(owner: Node, name: string, model: ExecutionModel): boolean {
  const o = unparenthesised(owner);
  return o.kind === SyntaxKind.Identifier && fields(o).text === "Promise" && PROMISE_STATICS.has(name) && model.scopes.declarationOf(o) === undefined && !model.setsGlobal("Promise");
}

// Whether `owner.name` is a method of the language's own prototype that needs its object.
function builtinMethod(owner: Node, name: string, program: EngineProgram): boolean {
  const types = program.libraryTypeNames(owner);
  const typed = types.length > 0 ? types.every((t) => NEEDS_ITS_OBJECT.has(t)) : PRIMITIVE_NEEDS_ITS_VALUE.has(program.primitiveKind(owner) ?? "");
  return typed && program.someTypeHas(owner, name);
}

// Whether a member read gives a method: a function the library declares under that name (`push`, `add`), not data
// (`length`, or `buffer`, whose type is `ArrayBuffer`).
function isMethod(access: Node, name: string, program: EngineProgram): boolean {
  const types = program.libraryTypeNames(access);
  return types.length > 0 && types.every((t) => t === name);
}
