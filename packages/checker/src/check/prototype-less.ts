/**
 * An object made without a prototype, used as if it had one (GG1018): `counts.hasOwnProperty(k)` of `const counts =
 * Object.create(null)`, `seen.toString()` or `${seen}` of `const seen = { __proto__: null, … }`. Such an object has
 * none of `Object.prototype`'s methods, so calling one throws "is not a function", and turning the object into text
 * (a template, `String(…)`, `+ ""`) throws "Cannot convert object to primitive value", whenever it runs.
 *
 * Only a `const` made so is asked about, read by its own name. The program may give the object the method after all
 * in ways the text does not pin down, and then nothing is certain: a write of a member of that name anywhere, a
 * computed-key write of what may be a function, `Object.assign`, `defineProperty`, `defineProperties`,
 * `setPrototypeOf` or a `__proto__` written anywhere. The compiler types both objects as inheriting `Object`'s
 * members (or as `any`), so it says nothing of these.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import type { EngineProgram } from "../engine-interface.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { isAssignmentOperator } from "./execution/scopes.js";
import { constValue, fields, globalMethodCall, unparenthesised } from "./execution/syntax.js";
import { outermostParentheses } from "../syntax/parentheses.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

// The methods every object with `Object.prototype` inherits; `constructor` is read, not called, and `__proto__` is an
// accessor the prototype-less object lacks too (its read gives undefined, which GG1016's reads do not follow).
const INHERITED: ReadonlySet<string> = new Set(["hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toString", "toLocaleString", "valueOf", "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__"]);

// Library calls that give an object members or a prototype the text does not spell out.
const REFITTERS: ReadonlySet<string> = new Set(["assign", "defineProperty", "defineProperties", "setPrototypeOf"]);

/** A finding (GG1018) for each inherited method called on, or text made of, a `const` made without a prototype. */
export function prototypeLessFindings(source: Source, program: EngineProgram): RawDiagnostic[] {
  if (!/Object\.create\(\s*null\s*\)|__proto__["']?\s*:\s*null/.test(source.text)) return [];
  const model = executionOf(source);
  const made = model.scopes.declarations.filter((d) => d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration && ownNames(fields(d.holder).initializer, model) !== undefined);
  if (made.length === 0) return [];
  const refits = refitting(source, program);
  const testsPrototypes = /getPrototypeOf|isPrototypeOf|instanceof\s+Object\b|\.constructor\b/.test(source.text);
  const found: RawDiagnostic[] = [];
  for (const d of made) {
    const own = ownNames(fields(d.holder).initializer, model) as ReadonlySet<string>;
    for (const ref of d.references) {
      if (ref === d.identifier) continue;
      const use = useOf(ref, model);
      if (use === undefined || refits.any) continue;
      // Text is made by `toString` or `valueOf`, whichever the object has.
      const needs = use.member === "" ? ["toString", "valueOf"] : [use.member];
      if (needs.some((m) => own.has(m) || refits.names.has(m))) continue;
      // A test of the member (`typeof o.toString === "function"`, `"hasOwnProperty" in o`, `o.toString && …`), or of the
      // prototype anywhere (`Object.getPrototypeOf(o) === null`, `instanceof Object`), may keep the use from running.
      const certain = !testsPrototypes && needs.every((m) => model.fails(use.at, m));
      const start = source.start(use.at);
      found.push({ start, length: use.at.end - start, code: GG.prototypeLess, message: use.member === "" ? messages.prototypeLessText(d.name) : messages.prototypeLessMethod(d.name, use.member), certain, advisory: !certain });
    }
  }
  return found;
}

/**
 * The own member names of an object made without a prototype (`Object.create(null)`: none; a literal with
 * `__proto__: null`: those it spells out), or undefined for anything else, and for a literal whose members the text
 * does not all name (a spread, a computed key).
 */
function ownNames(init: Node | undefined, model: ExecutionModel, depth = 0): ReadonlySet<string> | undefined {
  if (init === undefined) return undefined;
  const value = unparenthesised(init);
  if (value.kind === SyntaxKind.CallExpression) {
    const called = globalMethodCall(value, model.scopes);
    const args = (fields(value).arguments ?? []) as readonly Node[];
    if (called?.[0] !== "Object" || called[1] !== "create" || args.length !== 1) return undefined;
    const proto = unparenthesised(args[0] as Node);
    if (proto.kind === SyntaxKind.NullKeyword) return new Set();
    // `Object.create(Object.create(null))`, or of a `const` made so: what it inherits is only that object's own.
    const inherited = proto.kind === SyntaxKind.Identifier ? constValue(proto, model.scopes) : proto;
    return depth < 4 && inherited !== undefined && inherited !== proto ? ownNames(inherited, model, depth + 1) : depth < 4 && proto.kind === SyntaxKind.CallExpression ? ownNames(proto, model, depth + 1) : undefined;
  }
  if (value.kind !== SyntaxKind.ObjectLiteralExpression) return undefined;
  const names = new Set<string>();
  let nullPrototype = false;
  for (const p of (value as Node & { readonly properties?: readonly Node[] }).properties ?? []) {
    const name = fields(p).name;
    if (p.kind === SyntaxKind.SpreadAssignment || name === undefined || name.kind === SyntaxKind.ComputedPropertyName) return undefined;
    const text = fields(name).text ?? "";
    if (text === "__proto__" && p.kind === SyntaxKind.PropertyAssignment) {
      if (unparenthesised(fields(p).initializer as Node).kind !== SyntaxKind.NullKeyword) return undefined;
      nullPrototype = true;
    } else names.add(text);
  }
  return nullPrototype ? names : undefined;
}

/**
 * How a reference uses the object where that throws for one without a prototype: an inherited method called
 * (`member` its name, not through `?.`), or the object turned into text (`member` ""): a template's part, `String(…)`,
 * or `+` with text written in place.
 */
function useOf(ref: Node, model: ExecutionModel): { readonly member: string; readonly at: Node } | undefined {
  const outer = outermostParentheses(ref);
  const parent = outer.parent;
  if (parent === undefined) return undefined;
  if (parent.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer) {
    const member = fields(parent).name?.text ?? "";
    const call = outermostParentheses(parent).parent;
    const called = call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermostParentheses(parent) && fields(call).questionDotToken === undefined && fields(parent).questionDotToken === undefined;
    return called && INHERITED.has(member) ? { member, at: call } : undefined;
  }
  if (parent.kind === SyntaxKind.TemplateSpan && fields(parent).expression === outer && parent.parent?.parent?.kind !== SyntaxKind.TaggedTemplateExpression) return { member: "", at: ref };
  if (parent.kind === SyntaxKind.CallExpression && (fields(parent).arguments ?? [])[0] === outer) {
    const callee = unparenthesised(fields(parent).expression as Node);
    if (callee.kind === SyntaxKind.Identifier && fields(callee).text === "String" && model.scopes.declarationOf(callee) === undefined) return { member: "", at: parent };
  }
  // `"totals: " + o`, `o + 1`, `a < b`, `o * 2`: the operator turns both sides into primitives, whatever the other is.
  if (parent.kind === SyntaxKind.BinaryExpression && CONVERTING.has(fields(parent).operatorToken?.kind ?? SyntaxKind.Unknown)) return { member: "", at: parent };
  // `o == "x"`: a comparison with a primitive written in place turns the object into one.
  if (parent.kind === SyntaxKind.BinaryExpression && LOOSE_EQUALITY.has(fields(parent).operatorToken?.kind ?? SyntaxKind.Unknown)) {
    const other = unparenthesised((fields(parent).left === outer ? fields(parent).right : fields(parent).left) as Node);
    if (PRIMITIVE_LITERALS.has(other.kind)) return { member: "", at: parent };
  }
  // `+o`, `-o`: a number is made of it.
  if (parent.kind === SyntaxKind.PrefixUnaryExpression && NUMERIC_UNARY.has(fields(parent).operator ?? SyntaxKind.Unknown)) return { member: "", at: parent };
  return undefined;
}

// Operators that turn both sides into primitives (arithmetic, and the relational comparisons).
const CONVERTING: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.PlusToken, SyntaxKind.MinusToken, SyntaxKind.AsteriskToken, SyntaxKind.SlashToken, SyntaxKind.PercentToken, SyntaxKind.AsteriskAsteriskToken,
  SyntaxKind.LessThanToken, SyntaxKind.GreaterThanToken, SyntaxKind.LessThanEqualsToken, SyntaxKind.GreaterThanEqualsToken,
]);
const LOOSE_EQUALITY: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.EqualsEqualsToken, SyntaxKind.ExclamationEqualsToken]);
const PRIMITIVE_LITERALS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.NumericLiteral, SyntaxKind.TrueKeyword, SyntaxKind.FalseKeyword, SyntaxKind.BigIntLiteral]);
const NUMERIC_UNARY: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.PlusToken, SyntaxKind.MinusToken, SyntaxKind.TildeToken]);

/**
 * What in the program may give an object members or a prototype the text does not pin down: `any` for a library call
 * that does (`Object.assign`, `defineProperty`, …), a `__proto__` written, or a computed-key write of what may be a
 * function; `names` for members written by name.
 */
function refitting(source: Source, program: EngineProgram): { readonly any: boolean; readonly names: ReadonlySet<string> } {
  const names = new Set<string>();
  let any = false;
  const scopes = executionOf(source).scopes;
  // The names of the refitting calls read as `Object.x(…)` or `Reflect.x(…)` in place; any other mention of them (an
  // alias, `Reflect.apply(Object.setPrototypeOf, …)`, `Object["assign"]`, `.call`) may reach any object.
  const direct = new Set<Node>();
  for (const node of source.nodes) {
    if (node.kind === SyntaxKind.CallExpression) {
      const called = globalMethodCall(node, scopes);
      if ((called?.[0] === "Object" || called?.[0] === "Reflect") && REFITTERS.has(called[1])) {
        direct.add(fields(unparenthesised(fields(node).expression as Node)).name as Node);
        // `Object.assign(env, { add })` of literals spelled out gives the names they spell, no other.
        const keys = called[0] === "Object" && called[1] === "assign" ? literalKeys((fields(node).arguments ?? []).slice(1)) : undefined;
        if (keys === undefined) any = true;
        else for (const k of keys) names.add(k);
      }
      continue;
    }
    if (node.kind !== SyntaxKind.BinaryExpression || !isAssignmentOperator(fields(node).operatorToken?.kind as SyntaxKind)) continue;
    const target = unparenthesised(fields(node).left as Node);
    if (target.kind === SyntaxKind.PropertyAccessExpression) {
      const name = fields(target).name?.text ?? "";
      if (name === "__proto__") any = true;
      names.add(name);
    } else if (target.kind === SyntaxKind.ElementAccessExpression) {
      const key = unparenthesised((target as Node & { readonly argumentExpression: Node }).argumentExpression);
      if (key.kind === SyntaxKind.StringLiteral || key.kind === SyntaxKind.NoSubstitutionTemplateLiteral) {
        const name = fields(key).text ?? "";
        if (name === "__proto__") any = true;
        names.add(name);
      } else if (mayBeFunction(node, program)) any = true;
    }
  }
  for (const node of source.nodes) {
    if ((node.kind === SyntaxKind.Identifier || node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral) && REFITTERS.has(fields(node).text ?? "") && !direct.has(node)) any = true;
  }
  return { any, names };
}

// The assignments that may write a function: plain and logical ones (a compound one, `+=`, makes a number or text).
const MAY_WRITE_FUNCTION: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.BarBarEqualsToken, SyntaxKind.AmpersandAmpersandEqualsToken, SyntaxKind.QuestionQuestionEqualsToken, SyntaxKind.EqualsToken]);
// Operators whose result is one of their operands (any other makes a number, text or a boolean).
const LOGICAL_OR_COMMA: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.BarBarToken, SyntaxKind.AmpersandAmpersandToken, SyntaxKind.QuestionQuestionToken, SyntaxKind.CommaToken]);

// Whether an assignment may write a function: by its form (a literal, arithmetic, an object or list made in place, a
// `new`) or its type (a primitive), it may not.
function mayBeFunction(assignment: Node, program: EngineProgram): boolean {
  if (!MAY_WRITE_FUNCTION.has(fields(assignment).operatorToken?.kind as SyntaxKind)) return false;
  const value = unparenthesised(fields(assignment).right as Node);
  switch (value.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NumericLiteral:
    case SyntaxKind.BigIntLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
    case SyntaxKind.TemplateExpression:
    case SyntaxKind.TrueKeyword:
    case SyntaxKind.FalseKeyword:
    case SyntaxKind.NullKeyword:
    case SyntaxKind.PrefixUnaryExpression:
    case SyntaxKind.PostfixUnaryExpression:
    case SyntaxKind.TypeOfExpression:
    case SyntaxKind.VoidExpression:
    case SyntaxKind.ObjectLiteralExpression:
    case SyntaxKind.ArrayLiteralExpression:
    case SyntaxKind.NewExpression:
      return false;
    case SyntaxKind.BinaryExpression:
      if (!LOGICAL_OR_COMMA.has(fields(value).operatorToken?.kind as SyntaxKind) && !isAssignmentOperator(fields(value).operatorToken?.kind as SyntaxKind)) return false;
      break;
    default:
      break;
  }
  return program.primitiveKind(value) === undefined;
}

// The keys object literals written in place spell out (their methods and values), or undefined where one is no such
// literal or has a spread, a computed key or `__proto__`.
function literalKeys(sources: readonly Node[]): readonly string[] | undefined {
  const keys: string[] = [];
  for (const source of sources) {
    const literal = unparenthesised(source);
    if (literal.kind !== SyntaxKind.ObjectLiteralExpression) return undefined;
    for (const p of (literal as Node & { readonly properties?: readonly Node[] }).properties ?? []) {
      const name = fields(p).name;
      if (p.kind === SyntaxKind.SpreadAssignment || name === undefined || name.kind === SyntaxKind.ComputedPropertyName || fields(name).text === "__proto__") return undefined;
      keys.push(fields(name).text ?? "");
    }
  }
  return keys;
}
