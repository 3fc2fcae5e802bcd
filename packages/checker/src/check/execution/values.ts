/**
 * What the program's text alone says of a value: whether it is truthy, whether it is nullish, the constant it is.
 * Literals, templates, `!`, `&&`, `||`, `??`, complementary tests of one value (`complementary.ts`), tests of the
 * guest's environment (`guest-environment.ts`), a `const` (or a `let` only ever written by `&&=` or `||=` that cannot
 * change it, or that one assignment certainly replaces before any read) bound by scope, a property of an object literal
 * held in such a binding, a field a class's constructor sets once, and what a detector function returns. Anything else
 * is unknown: the value decides.
 */
import { NodeFlags } from "../../syntax/ast.js";
import { combinedNodeFlags, isFunctionLike, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { complementary } from "./complementary.js";
import type { Hooks } from "./complementary.js";
import { isAssignmentOperator } from "./scopes.js";
import type { Declaration, Scopes } from "./scopes.js";
import { calleeFunction, ELEMENT_CALLBACKS, IMPLICIT } from "./entries.js";
import { TRAPS } from "./proxies.js";
import { bindingOf } from "./containers.js";
import { instanceChain } from "./instances.js";
import { emptyObject, firstTestFails } from "./loops.js";
import { inert, quietStatement } from "./quiet.js";
import { alwaysExits, calledInPlace, constValue, containsNode, fields, globalMethodCall, insideFunction, isAsync, isFunctionWithBody, isGenerator, isStaticMember, memberName, namesEval, OBJECT_PROTOTYPE, objectLiteralOf, onlyAnswer, outermost, statementsOf, unparenthesised, writesInstanceBeingMade } from "./syntax.js";
import { innerPauses } from "./generators.js";
import { passesNone } from "./element-tests.js";
import { arithmetic, ARITHMETIC, boundedText, compare, COMPARISONS, stringMethod, STRING_METHODS } from "./folding.js";
import { closedClass, heldLiteralOfThis, isMemberOwner, thisOfClosedClass, thisOfStaticClass } from "./own-objects.js";
import { returnedExpression, returnStatementsOf } from "./returns.js";
import { isNewTarget, neverTargetOf, newTargetOf } from "./new-target.js";
import { GG_ONLY, ggPathOf } from "./gg-values.js";
import { GuestEnvironment } from "./guest-environment.js";
import type { GgShape } from "./gg-values.js";
import type { GuestGlobal } from "../host-globals.js";
import type { Flow } from "./flow.js";

/**
 * How many steps one question may take through bindings, calls and members before the answer is "unknown": enough for
 * a flag computed from a detector through a list and a default, bounded so no program makes a question costly.
 */
const MAX_DEPTH = 10;

/** How many ways in deep `neverRuns` follows a function nothing may enter. */
const MAX_NEVER = 3;

// Methods the language calls by itself (a conversion, iteration, a thenable, a proxy's trap, JSON, an event
// listener object): a method of that name may run unread.
const IMPLICIT_METHODS: ReadonlySet<string> = new Set([...IMPLICIT, ...TRAPS, "toJSON", "handleEvent"]);

// Built-in methods that call their callback on each element (pairs, for a sort), and never on an empty list.
const EACH_ELEMENT: ReadonlySet<string> = new Set([...ELEMENT_CALLBACKS, "reduce", "reduceRight", "sort", "toSorted"]);

/** How many writes of one member the model follows as the values it may hold. */
const MAX_WRITTEN = 8;

/** A value found for a member: the expression that gives it, or "absent" where the object has no such member. */
type Value = Node | "absent";

/** A member a read names: by name, or by a numeric index (an array's element). */
interface MemberKey {
  readonly name: string | undefined;
  readonly index?: number | undefined;
}

/** What is known of a value; an absent field is unknown. */
export interface Known {
  readonly truthy?: boolean;
  readonly nullish?: boolean;
  /** Which nullish value it is, where `nullish` and the text fix that (`===` tells them apart). */
  readonly exactly?: "null" | "undefined";
}

const UNKNOWN: Known = {};
// The longest constant text the model parses as JSON to read a member of it.
const MAX_PARSED_TEXT = 65_536;
const TRUE: Known = { truthy: true, nullish: false };
const FALSE_NOT_NULL: Known = { truthy: false, nullish: false };
const NULL: Known = { truthy: false, nullish: true, exactly: "null" };
const UNDEFINED: Known = { truthy: false, nullish: true, exactly: "undefined" };
const FALSY: Known = { truthy: false };

/** Reads values by the program's bindings. */
export class Values {
  constructor(
    private readonly scopes: Scopes,
    /**
     * Whether the program writes a member of this name anywhere other than `except` (on an object literal: leaving out
     * writes to the instance a base class's constructor is making).
     */
    private readonly memberWritten: (name: string, except: Node | undefined, onLiteral?: boolean) => boolean,
    /** What the program may run of its own code on a read or a comparison (read on first need). */
    private readonly hooks: () => Hooks,
    /**
     * What a global is in the guest, where the program does not set it: "absent" (`process`), or what `typeof` says of
     * it (`Promise` is a "function", `JSON` an "object"); undefined where the program may set it. A test of it is
     * constant there.
     */
    guestGlobal: (name: string) => GuestGlobal | undefined = () => undefined,
    /** Whether a binding's object (undefined: any object) may get members by keys the model cannot read (`o[k] = v`). */
    private readonly reshaped: (binding: Declaration | undefined) => boolean = () => false,
    /** Where the program reads the member `name`; "any" where it also reads members by keys it computes. */
    private readonly readSites: (name: string) => readonly Node[] | "any" = () => "any",
    /** What gg's members are, as values (the catalogue's namespaces and operations). */
    gg: GgShape = GG_ONLY,
    /** Where each way into a function is (a call, a callback handed on, an escape); undefined where not known. */
    private readonly callSites: (fn: Node) => readonly Node[] | undefined = () => undefined,
    /** What every way into a parameter's function passes it (each call's argument); undefined where not known. */
    private readonly argumentsOf: (parameter: Node) => readonly Node[] | undefined = () => undefined,
    /**
     * Whether the program may add any member to a built-in (`Object.prototype[k] = v`), which every object inherits: a
     * key it computes written on anything but an object it made where it names it (`const counts = {}`).
     */
    private readonly builtinsReshaped: () => boolean = () => true,
    /** Where the program reads the member `name` by that name, and where it reads members by keys it computes. */
    private readonly accessSites: (name: string) => { readonly named: readonly Node[]; readonly computed: readonly Node[] } | undefined = () => undefined,
    /** Where the program writes a member of this name (assigned, defined, deleted); "any" where a key it computes may be it. */
    private readonly memberWriteSites: (name: string) => readonly Node[] | "any" = () => "any",
    /** The order of writes and reads (`flow.ts`): what a read sees of the writes just before it; none where not given. */
    private readonly flow: Flow | undefined = undefined,
    /** Whether an object of the program's own may have a member of this name (`facts.ts`). */
    private readonly definesMember: (name: string) => boolean = () => true,
  ) {
    // A built-in gets members by keys the model cannot read only where such a write may reach one.
    this.env = new GuestEnvironment(scopes, memberWritten, guestGlobal, (d) => (d === undefined ? builtinsReshaped() : reshaped(d)), gg, (d) => this.steadyInitializer(d, undefined, 0));
  }

  /** The guest's globals, built-ins and gg, as tests of them find them. */
  /** What the guest has, by name, where the program sets nothing in its place. */
  readonly env: GuestEnvironment;

  /** Whether an expression is `undefined` written out: the global's name, or `void …`. */
  isUndefined(node: Node): boolean {
    const n = unparenthesised(node);
    return n.kind === SyntaxKind.VoidExpression || (n.kind === SyntaxKind.Identifier && fields(n).text === "undefined" && this.scopes.declarationOf(n) === undefined);
  }

  // `null`, `undefined` (the global's), `void …`.
  private isNullishLiteral(node: Node): boolean {
    const n = unparenthesised(node);
    return n.kind === SyntaxKind.NullKeyword || n.kind === SyntaxKind.VoidExpression || (n.kind === SyntaxKind.Identifier && fields(n).text === "undefined" && this.scopes.declarationOf(n) === undefined);
  }

  /** What is known of `expression`'s value (`except`: a write that does not count, the one being decided). */
  of(expression: Node, except?: Node, depth = 0): Known {
    if (depth > MAX_DEPTH) return UNKNOWN;
    const n = unparenthesised(expression);
    const f = fields(n);
    // `globalThis.process?.argv?.slice(2)`: a chain that stops at a value known nullish is undefined.
    if ((n.flags & NodeFlags.OptionalChain) !== 0 && this.chainStops(n, except, depth)) return UNDEFINED;
    switch (n.kind) {
      case SyntaxKind.TrueKeyword:
      case SyntaxKind.ObjectLiteralExpression:
      case SyntaxKind.ArrayLiteralExpression:
      case SyntaxKind.ArrowFunction:
      case SyntaxKind.FunctionExpression:
      case SyntaxKind.ClassExpression:
      case SyntaxKind.NewExpression:
      case SyntaxKind.RegularExpressionLiteral:
        return TRUE;
      case SyntaxKind.FalseKeyword:
        return FALSE_NOT_NULL;
      case SyntaxKind.NullKeyword:
        return NULL;
      case SyntaxKind.VoidExpression:
        return UNDEFINED;
      case SyntaxKind.NumericLiteral:
        return { truthy: Number(f.text) !== 0, nullish: false };
      case SyntaxKind.BigIntLiteral: {
        const value = bigIntOf(f.text ?? "");
        return value === undefined ? { nullish: false } : { truthy: value !== 0n, nullish: false };
      }
      case SyntaxKind.StringLiteral:
      case SyntaxKind.NoSubstitutionTemplateLiteral:
        return { truthy: (f.text ?? "") !== "", nullish: false };
      case SyntaxKind.TemplateExpression: {
        // Text of its own around the substitutions makes it a non-empty string.
        const head = (n as Node & { readonly head?: Node & { readonly text?: string } }).head?.text ?? "";
        const spans = (n as Node & { readonly templateSpans?: readonly (Node & { readonly literal?: Node & { readonly text?: string } })[] }).templateSpans ?? [];
        if (head !== "" || spans.some((s) => (s.literal?.text ?? "") !== "")) return TRUE;
        const text = this.constant(n, depth + 1);
        return text === undefined ? { nullish: false } : { truthy: text !== "", nullish: false };
      }
      case SyntaxKind.TypeOfExpression:
        return TRUE;
      case SyntaxKind.MetaProperty: {
        // `new.target`: the function `new` was applied to, or undefined on a plain call.
        const target = isNewTarget(n) ? newTargetOf(n, this.scopes) : undefined;
        return target === "constructed" ? TRUE : target === "called" ? UNDEFINED : UNKNOWN;
      }
      case SyntaxKind.ThisKeyword:
        // A module's top-level `this` is undefined (tsc's helpers test it: `this && this.__assign || …`).
        return topLevelThis(n) ? UNDEFINED : UNKNOWN;
      case SyntaxKind.PrefixUnaryExpression: {
        if (f.operator !== SyntaxKind.ExclamationToken) return { nullish: false };
        const inner = this.of(f.operand as Node, except, depth + 1);
        return inner.truthy === undefined ? { nullish: false } : { truthy: !inner.truthy, nullish: false };
      }
      case SyntaxKind.BinaryExpression: {
        const op = f.operatorToken?.kind;
        const left = this.of(f.left as Node, except, depth + 1);
        // Complementary tests of one value (`a === b || a !== b`, `!x && x`) decide it whatever the value.
        const opposite = (): boolean => complementary(f.left as Node, f.right as Node, this.scopes, this.hooks());
        // Whatever the left is, `x || <always truthy>` is truthy and `x && <always falsy>` falsy.
        if (op === SyntaxKind.BarBarToken) return left.truthy === true ? left : left.truthy === false ? this.of(f.right as Node, except, depth + 1) : opposite() || this.of(f.right as Node, except, depth + 1).truthy === true ? TRUE : UNKNOWN;
        if (op === SyntaxKind.AmpersandAmpersandToken) return left.truthy === false ? left : left.truthy === true ? this.of(f.right as Node, except, depth + 1) : opposite() || this.of(f.right as Node, except, depth + 1).truthy === false ? FALSY : UNKNOWN;
        if (op === SyntaxKind.QuestionQuestionToken) return left.nullish === false ? left : left.nullish === true ? this.of(f.right as Node, except, depth + 1) : UNKNOWN;
        // The key of an `in` test: written in place, or a constant the text fixes (`const kind = "html"; kind in T`).
        const inKey = op === SyntaxKind.InKeyword ? this.keyText(f.left as Node, depth) : undefined;
        // `"union" in Set.prototype`, `"groupBy" in Object`: false in the guest.
        if (inKey !== undefined && this.env.laterMemberOf(f.right as Node, inKey)) return FALSE_NOT_NULL;
        // `"readFile" in gg.files`: what gg has, as the catalogue makes it.
        if (inKey !== undefined) {
          const has = this.ggHas(f.right as Node, inKey);
          if (has !== undefined) return { truthy: has, nullish: false };
        }
        // `"process" in globalThis`: false in the guest.
        if (inKey !== undefined && this.env.isGlobalObject(f.right as Node)) {
          if (this.env.absent(inKey)) return FALSE_NOT_NULL;
          if ((this.env.global(inKey) ?? "absent") !== "absent" || inKey === "gg") return { truthy: true, nullish: false };
        }
        // `"GITHUB_STEP_SUMMARY" in env` of an object the text spells out: whether it has that key.
        if (inKey !== undefined) {
          const held = this.memberOf(unparenthesised(f.right as Node), { name: inKey, index: undefined }, except, depth + 1);
          if (held !== undefined && held.length > 0 && held.every((v) => v === "absent")) return FALSE_NOT_NULL;
          if (held !== undefined && held.length > 0 && held.every((v) => v !== "absent")) return { truthy: true, nullish: false };
        }
        // `m instanceof Array` of a value the text fixes to be null or undefined: an instance of nothing.
        if (op === SyntaxKind.InstanceOfKeyword && this.of(f.left as Node, except, depth + 1).nullish === true) return FALSE_NOT_NULL;
        // `this instanceof Object` at the top level: undefined is an instance of nothing.
        if (op === SyntaxKind.InstanceOfKeyword && topLevelThis(f.left as Node)) return FALSE_NOT_NULL;
        // `this != null`, `this === undefined` at the top level: undefined compared with null or undefined.
        if (op !== undefined && EQUALITIES.has(op)) {
          const other = topLevelThis(f.left as Node) ? unparenthesised(f.right as Node) : topLevelThis(f.right as Node) ? unparenthesised(f.left as Node) : undefined;
          const otherIs = other === undefined ? undefined : other.kind === SyntaxKind.NullKeyword ? "null" : (other.kind === SyntaxKind.Identifier && fields(other).text === "undefined" && this.scopes.declarationOf(other) === undefined) || other.kind === SyntaxKind.VoidExpression ? "undefined" : undefined;
          if (otherIs !== undefined) {
            const loose = op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken;
            const equal = loose || otherIs === "undefined";
            const negated = op === SyntaxKind.ExclamationEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken;
            return { truthy: negated ? !equal : equal, nullish: false };
          }
        }
        // `new.target === undefined`, `new.target === Source` in Source's constructor where only subclasses are made.
        if (op !== undefined && EQUALITIES.has(op) && (isNewTarget(f.left as Node) || isNewTarget(f.right as Node))) {
          const [target, other] = isNewTarget(f.left as Node) ? [f.left as Node, f.right as Node] : [f.right as Node, f.left as Node];
          const negated = op === SyntaxKind.ExclamationEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken;
          const how = newTargetOf(target, this.scopes);
          // undefined equals null and undefined loosely; a function equals neither.
          if (how !== undefined && this.isNullishLiteral(other)) {
            const equal = how === "called" && (op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken || this.isUndefined(other));
            return { truthy: negated ? !equal : equal, nullish: false };
          }
          if (how === "called" && unparenthesised(other).kind === SyntaxKind.Identifier && this.of(other, except, depth + 1).nullish === false) return { truthy: negated, nullish: false };
          if (unparenthesised(other).kind === SyntaxKind.Identifier && neverTargetOf(target, other, this.scopes)) return { truthy: negated, nullish: false };
        }
        // `undefined === void 0`: undefined is itself.
        if (op !== undefined && EQUALITIES.has(op) && this.isUndefined(f.left as Node) && this.isUndefined(f.right as Node)) {
          return { truthy: op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.EqualsEqualsEqualsToken, nullish: false };
        }
        // `globalThis.gg == null`, `gg.files !== undefined`: a value known to be there, or known nullish, compared with null or undefined.
        if (op !== undefined && EQUALITIES.has(op)) {
          const other = this.isNullishLiteral(f.right as Node) ? (f.left as Node) : this.isNullishLiteral(f.left as Node) ? (f.right as Node) : undefined;
          const known = other === undefined ? UNKNOWN : this.of(other, except, depth + 1);
          const loose = op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken;
          const negated = op === SyntaxKind.ExclamationEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken;
          if (known.nullish === false) return { truthy: negated, nullish: false };
          if (known.nullish === true && loose) return { truthy: !negated, nullish: false };
          // `m === null` of a `match` the text fixes to find nothing: null is itself, and not undefined.
          if (known.nullish === true && known.exactly !== undefined && other !== undefined) {
            const literal = unparenthesised(other === f.left ? (f.right as Node) : (f.left as Node));
            const equal = known.exactly === (literal.kind === SyntaxKind.NullKeyword ? "null" : "undefined");
            return { truthy: negated ? !equal : equal, nullish: false };
          }
          // `env.VERBOSE !== undefined` of an object without that member: the read gives undefined itself.
          const nothing = other === f.left ? (f.right as Node) : (f.left as Node);
          const held = known.nullish === true && other !== undefined && this.isUndefined(nothing) ? this.field(unparenthesised(other), except, depth + 1) : undefined;
          if (held !== undefined && held.length > 0 && held.every((v) => v === "absent")) return { truthy: !negated, nullish: false };
        }
        if (op !== undefined && ARITHMETIC.has(op)) {
          const value = this.constant(n, depth + 1);
          return value === undefined ? UNKNOWN : { truthy: value !== 0 && value !== "" && !Number.isNaN(value), nullish: false };
        }
        // `env.DEBUG === "1"` of an object without that member: undefined (or null) is equal to no string or number.
        if (op !== undefined && EQUALITIES.has(op)) {
          const nullishLeft = this.of(f.left as Node, except, depth + 1).nullish === true;
          const other = nullishLeft ? (f.right as Node) : this.of(f.right as Node, except, depth + 1).nullish === true ? (f.left as Node) : undefined;
          if (other !== undefined && this.constant(other, depth + 1) !== undefined) {
            const negated = op === SyntaxKind.ExclamationEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken;
            return { truthy: negated, nullish: false };
          }
        }
        // `DIVISOR === 0n`, `count > 0n` of BigInt constants; a BigInt is never strictly equal to text or a number.
        if (op !== undefined && COMPARISONS.has(op)) {
          const compared = this.bigIntComparison(op, f.left as Node, f.right as Node, depth);
          if (compared !== undefined) return { truthy: compared, nullish: false };
        }
        // `RUNTIME === "node"`, `LOG_LEVEL >= 3`, `target === Target.NODE`: two constants compared.
        if (op !== undefined && COMPARISONS.has(op)) {
          const a = this.constant(f.left as Node, depth + 1);
          const b = a === undefined ? undefined : this.constant(f.right as Node, depth + 1);
          if (a !== undefined && b !== undefined) return { truthy: compare(op, a, b), nullish: false };
          // `FLAGS[name] === true` of a member the text fixes to false: two booleans (or a boolean and a constant).
          if (EQUALITIES.has(op)) {
            const x = this.booleanOf(f.left as Node, depth + 1) ?? a;
            const y = this.booleanOf(f.right as Node, depth + 1) ?? (a === undefined ? undefined : this.constant(f.right as Node, depth + 1));
            if (x !== undefined && y !== undefined && (typeof x === "boolean" || typeof y === "boolean")) {
              const loose = op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken;
              // The program's own loose comparison (`flag == 1`), done as the guest does it.
              const equal = loose ? x == y : x === y;
              return { truthy: op === SyntaxKind.ExclamationEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken ? !equal : equal, nullish: false };
            }
          }
          // `mode === "modern"` in `for (const mode of ["compat", "strict"])`: what every value the loop gives answers.
          const [walked, other] = a === undefined ? [this.loopConstants(f.left as Node, depth + 1), f.right as Node] : [this.loopConstants(f.right as Node, depth + 1), f.left as Node];
          const fixed = walked === undefined ? undefined : this.constant(other, depth + 1);
          if (walked === undefined || walked.length === 0 || fixed === undefined) return { nullish: false };
          const answers = walked.map((v) => (other === f.right ? compare(op, v, fixed) : compare(op, fixed, v)));
          return { truthy: answers.every((x) => x === answers[0]) ? answers[0] : undefined, nullish: false };
        }
        return UNKNOWN;
      }
      case SyntaxKind.ConditionalExpression: {
        // `typeof gg === "object" ? true : false`: the branch the test takes, or what both branches agree on.
        const test = this.of(f.condition as Node, except, depth + 1).truthy;
        if (test !== undefined) return this.of((test ? f.whenTrue : f.whenFalse) as Node, except, depth + 1);
        const a = this.of(f.whenTrue as Node, except, depth + 1);
        const b = this.of(f.whenFalse as Node, except, depth + 1);
        return { truthy: a.truthy === b.truthy ? a.truthy : undefined, nullish: a.nullish === b.nullish ? a.nullish : undefined };
      }
      case SyntaxKind.CallExpression: {
        // `gg.files.readFile(p) ?? fallback`: an operation whose result is not optional hands back a value.
        if (this.env.ggCallGivesValue(n)) return { nullish: false };
        // `Reflect.has(globalThis, "process")`, `Object.hasOwn(globalThis, "Deno")`: as `"process" in globalThis`.
        const held = this.globalHeld(n) ?? this.hasByCall(n, depth);
        if (held !== undefined) return { truthy: held, nullish: false };
        // `VERSION.match(/^2\./)`, `/^2\./.exec(VERSION)` of short constant text: null where it does not match.
        const matched = this.regexMatched(n, depth);
        if (matched !== undefined) return matched ? TRUE : NULL;
        // `Array.isArray(m)` of a value the text fixes to be null or undefined.
        const named = globalMethodCall(n, this.scopes);
        if (named?.[0] === "Array" && named[1] === "isArray" && f.arguments?.[0] !== undefined && !this.memberWritten("isArray", undefined) && this.of(f.arguments[0], except, depth + 1).nullish === true) return FALSE_NOT_NULL;
        // `PREFIX.at(0)` of "", `MARK.codePointAt(2)` of "ab", `parts.at(5)` of a constant list: past the end.
        if (this.pastTheEnd(n, depth)) return UNDEFINED;
        // `TABLE.get("yaml")` of a constant Map without that key: undefined; with it, what its entry holds.
        const entry = this.mapEntry(n);
        if (entry === "absent") return UNDEFINED;
        if (entry !== undefined) return this.of(entry, except, depth + 1);
        // `text.split(",")`, `rows.filter(f)`, `line.trim()`: a method only the guest's built-ins have, which hands back
        // a list or text (a receiver without it throws before anything tests the result).
        const made = this.builtinMade(n);
        if (made !== undefined) return made;
        // `SECTIONS.includes("timing")`, `VERSION.startsWith("1.")`, `Boolean(0)`: a built-in asked of constants.
        const computed = this.builtinResult(n, depth);
        if (computed !== undefined) return { truthy: Boolean(computed), nullish: false };
        // `JSON.stringify(build())` of a value that is undefined (or a function): no text, undefined.
        if (named?.[0] === "JSON" && named[1] === "stringify" && f.arguments?.[0] !== undefined && f.arguments[0].kind !== SyntaxKind.SpreadElement && !this.memberWritten("stringify", undefined)) {
          const a = unparenthesised(f.arguments[0]);
          if (a.kind === SyntaxKind.ArrowFunction || a.kind === SyntaxKind.FunctionExpression || this.of(a, except, depth + 1).exactly === "undefined") return UNDEFINED;
        }
        // `build(rows)` of a function whose body returns no value anywhere: undefined (where it does not throw).
        if (this.givesNothing(n, depth)) return UNDEFINED;
        // `isNode()`, `(() => { if (typeof gg === "object") return "gg"; return "node"; })()`: what the callee returns.
        const returned = this.returnedBy(n, depth);
        return returned === undefined ? UNKNOWN : this.of(returned, except, depth + 1);
      }
      // `await gg.files.readFile(p)`: gg's results are plain data, no thenables, so awaiting one gives it back.
      case SyntaxKind.AwaitExpression:
        return this.env.ggCallGivesValue(f.expression as Node) ? { nullish: false } : UNKNOWN;
      case SyntaxKind.Identifier: {
        if (f.text === "undefined" && this.scopes.declarationOf(n) === undefined) return UNDEFINED;
        // The global object is there in every host, and "gg" in the guest.
        if (f.text === "globalThis" && this.scopes.declarationOf(n) === undefined) return TRUE;
        const present = this.env.presentGlobal(n);
        if (present === "object" || present === "function") return TRUE;
        const gg = this.env.ggValue(n);
        if (gg !== undefined) return gg === "absent" ? UNDEFINED : TRUE;
        const d = this.scopes.declarationOf(n);
        // `LIMITS.max` before `var LIMITS = { … }` runs: the hoisted binding holds undefined until then.
        if (d !== undefined && this.varReadEarly(n, d)) return UNDEFINED;
        const passed = this.passed(d);
        if (passed !== undefined) {
          // A parameter's default stands in for an argument that is undefined (`fmt(NOTHING)` of `const NOTHING = undefined`).
          const fallback = fields((d as Declaration).holder).initializer;
          return this.acrossCalls(d as Declaration, UNKNOWN, () => agree(passed.map((a) => {
            const known = this.of(a, except, depth + 1);
            if (fallback === undefined || known.nullish === false || known.exactly === "null") return known;
            return known.exactly === "undefined" ? this.of(fallback, except, depth + 1) : UNKNOWN;
          })));
        }
        const filled = d === undefined ? undefined : this.destructuredParameter(d, depth);
        if (filled !== undefined) return this.ofValues(filled, except, depth);
        const field = d === undefined ? undefined : (this.destructuredField(d, depth) ?? this.destructuredElement(d, depth));
        if (field !== undefined) return this.of(field, except, depth + 1);
        // `const { GITHUB_ACTIONS } = env` of an object without that member, and no default: undefined.
        if (d !== undefined && fields(d.holder).initializer === undefined && this.destructuredMember(d, depth) === "absent") return UNDEFINED;
        // `const [cmd] = ARGV` of an empty steady array, and no default: undefined; so is `const [key, value] =
        // "timeout".split("=")`'s `value`.
        const slot = d === undefined ? undefined : this.listSlot(d, depth);
        if (d !== undefined && (this.elementTaken(d, depth) === "absent" || (slot !== undefined && slot.item === undefined))) return UNDEFINED;
        // `let fmt; fmt ||= make();`: declared without a value, and written only by the assignment being decided.
        if (except !== undefined && d !== undefined && (d.kind === "let" || d.kind === "var") && d.count === 1 && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier && fields(d.holder).initializer === undefined && !inForHead(d.holder) && d.references.every((r) => !this.scopes.isWrite(r) || outermost(r).parent === except)) return UNDEFINED;
        const init = this.steadyInitializer(d, except, depth);
        if (init !== undefined) return this.of(init, except, depth + 1);
        // `let ready = false; … ready = true; if (!ready) …`: what the last write before the read gave.
        const bound = d === undefined || depth > MAX_DEPTH ? undefined : this.boundJustBefore(n, d);
        if (bound !== undefined) return bound === "undefined" ? UNDEFINED : this.of(bound, except, depth + 1);
        // `let paging = false;` written elsewhere only `false`, or only where it never runs: what every value agrees on.
        const ever = d === undefined || depth > MAX_DEPTH ? undefined : this.boundEver(d);
        if (ever !== undefined) return this.ofValues(ever, except, depth);
        // `for (const name of ["README.md"])`: truthy where every value the loop gives is.
        const walked = this.loopConstants(n, depth + 1);
        return walked === undefined || walked.length === 0 ? UNKNOWN : { truthy: walked.every((v) => Boolean(v) === Boolean(walked[0])) ? Boolean(walked[0]) : undefined, nullish: false };
      }
      case SyntaxKind.PropertyAccessExpression:
      case SyntaxKind.ElementAccessExpression: {
        const name = memberName(n);
        // A length is a number, never nullish; a constant one (`[].length`, a list nothing changes) says whether it is 0.
        if (name === "length") {
          const length = this.constant(n, depth + 1);
          return typeof length === "number" ? { truthy: length !== 0, nullish: false } : { nullish: false };
        }
        const owner = unparenthesised(f.expression as Node);
        // `argv[0]` of a constant list: its element, or undefined past its end.
        const element = this.listElement(n, depth);
        if (element !== undefined) return element.item === undefined ? UNDEFINED : { truthy: Boolean(element.item), nullish: false };
        // `Object.groupBy`, `Set.prototype.union`: undefined in the guest.
        if (name !== undefined && n.kind === SyntaxKind.PropertyAccessExpression && (this.env.laterMemberOf(owner, name) || this.env.consoleLacks(owner, name))) return UNDEFINED;
        // `if (import.meta.main) main()`: the entry-point flag of Deno and Bun; the guest's module has no such member.
        if (name === "main" && owner.kind === SyntaxKind.MetaProperty && (owner as Node & { readonly keywordToken?: SyntaxKind }).keywordToken === SyntaxKind.ImportKeyword) return UNDEFINED;
        // `globalThis.process`: undefined in the guest.
        if (name !== undefined && this.env.isGlobalObject(owner) && this.env.absent(name)) return UNDEFINED;
        const present = this.env.presentGlobal(n);
        if (present === "object" || present === "function") return TRUE;
        const gg = this.env.ggValue(n);
        if (gg !== undefined) return gg === "absent" ? UNDEFINED : TRUE;
        // `m.groups.nmae` of `const m = line.match(/(?<name>\w+)/)`: a group the pattern lacks (and `groups` of a
        // pattern without named groups) is undefined wherever the match found something; where it found nothing,
        // `m.groups` throws first.
        if (name !== undefined && this.missingGroup(n, name, depth)) return UNDEFINED;
        // `FLAGS.legacy` of `const FLAGS = JSON.parse('{"legacy": false}')`: what parsing the constant text gives.
        const parsed = this.parsedConstant(n, depth);
        if (parsed !== undefined) return parsed.value === null ? NULL : parsed.value === undefined ? UNDEFINED : { truthy: Boolean(parsed.value), nullish: false };
        const values = this.field(n, except, depth);
        return values === undefined ? UNKNOWN : this.ofValues(values, except, depth);
      }
      default:
        return UNKNOWN;
    }
  }

  // The arguments every way into a plain parameter's function passes it, where each is a call the model reads and the
  // parameter is never written (none of a rest parameter or a pattern).
  private passed(d: Declaration | undefined): readonly Node[] | undefined {
    if (d === undefined || d.kind !== "parameter" || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.Parameter || fields(d.holder).name !== d.identifier) return undefined;
    const args = this.argumentsOf(d.holder);
    return args === undefined || args.length === 0 ? undefined : args;
  }

  /**
   * What `compute` answers from the arguments calls pass a parameter, unless that parameter's arguments are already
   * being followed (a recursive function handing its own parameters on): there the answer is `unknown`, so following
   * calls costs each parameter once per question, never once per path through the calls.
   */
  private acrossCalls<T>(d: Declaration, unknown: T, compute: () => T): T {
    if (this.followingArguments.has(d)) return unknown;
    this.followingArguments.add(d);
    try {
      return compute();
    } finally {
      this.followingArguments.delete(d);
    }
  }

  private readonly followingArguments = new Set<Declaration>();

  // Whether an optional chain stops (hands back undefined) at some `?.` whose left side is known nullish.
  private chainStops(chain: Node, except: Node | undefined, depth: number): boolean {
    for (let n: Node | undefined = chain; n !== undefined; n = fields(n).expression) {
      if (n.kind !== SyntaxKind.CallExpression && n.kind !== SyntaxKind.PropertyAccessExpression && n.kind !== SyntaxKind.ElementAccessExpression && n.kind !== SyntaxKind.NonNullExpression) return false;
      if (fields(n).questionDotToken !== undefined && this.of(fields(n).expression as Node, except, depth + 1).nullish === true) return true;
      if ((n.flags & NodeFlags.OptionalChain) === 0) return false;
    }
    return false;
  }

  /** Whether no read of a `let` sees its initializer: an assignment certainly replaces it first (`overwrite`). */
  initializerUnread(d: Declaration | undefined): boolean {
    const replaced = d === undefined ? undefined : this.overwrite(d, 0);
    return replaced !== undefined && replaced !== d?.holder;
  }

  /**
   * The one assignment whose value every read of a `let` sees, where the text fixes it (`let io = nodeIo; if (typeof
   * gg !== "undefined") io = ggIo;`, then `io.read(p)`): every other write stands where it never runs (a branch a
   * constant test never takes, a catch whose try cannot throw); this one runs whenever its declaration has (reached
   * from the declaration's own statement list through blocks, branches constant tests take and tries that cannot
   * throw), and every read comes after it (`readAfter`). The declaration itself where no write ever runs; undefined
   * otherwise.
   */
  private overwrite(d: Declaration, depth: number): Node | undefined {
    if (d.kind !== "let" || d.count > 1 || d.writes === 0 || depth > MAX_DEPTH || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
    const statement = d.holder.parent?.parent;
    const list = statement?.parent;
    if (statement?.kind !== SyntaxKind.VariableStatement || (list?.kind !== SyntaxKind.Block && list?.kind !== SyntaxKind.SourceFile) || this.overwriting.has(d)) return undefined;
    // `eval("io")` reads any binding in scope, where the text shows no reference.
    if (namesEval(d.holder)) return undefined;
    this.overwriting.add(d);
    try {
      let chosen: Node | undefined;
      for (const r of d.references) {
        if (r === d.identifier || !this.scopes.isWrite(r)) continue;
        const assignment = r.parent;
        if (assignment?.kind !== SyntaxKind.BinaryExpression || fields(assignment).operatorToken?.kind !== SyntaxKind.EqualsToken || fields(assignment).left !== r) return undefined;
        const runs = this.runsWithList(assignment, list, depth);
        if (runs === false) continue;
        if (runs === undefined || chosen !== undefined || assignment.pos < statement.end) return undefined;
        chosen = assignment;
      }
      // Every write stands where it never runs (a catch whose try cannot throw): the initializer is what every read sees.
      if (chosen === undefined) return d.holder;
      const after = chosen.end;
      const readsAfter = d.references.every((r) => r === d.identifier || this.scopes.isWrite(r) || this.readAfter(r, list, after, 0));
      return readsAfter ? chosen : undefined;
    } finally {
      this.overwriting.delete(d);
    }
  }

  private readonly overwriting = new Set<Declaration>();

  // Whether a read in `list` runs only after the text position `after`: it stands after it (and in no function
  // declaration, which is hoisted), or in a function whose every way in does (`const readOne = () => io.read();`
  // written before the write, called after it).
  private readAfter(read: Node, list: Node, after: number, depth: number): boolean {
    let declaration: Node | undefined;
    let innermost: Node | undefined;
    let child: Node = read;
    for (let p = read.parent; p !== undefined && p !== list; child = p, p = p.parent) {
      // A computed member name (`class Box { [String(name)]() {} }`) runs where its class or object is made.
      if (child === fields(p).name) continue;
      if (p.kind === SyntaxKind.FunctionDeclaration) declaration = p;
      if (innermost === undefined && isFunctionWithBody(p)) innermost = p;
    }
    if (declaration === undefined && read.pos >= after) return true;
    const fn = declaration ?? innermost;
    // Only a function called by its binding has entries that name every way in: a method, an accessor or a
    // descriptor's `get` runs wherever the language reads its object (a spread, any member read of a prototype).
    if (fn !== undefined && fn.kind !== SyntaxKind.FunctionDeclaration && fn.kind !== SyntaxKind.FunctionExpression && fn.kind !== SyntaxKind.ArrowFunction) return false;
    const sites = fn === undefined || depth > 3 ? undefined : this.callSites(fn);
    return sites !== undefined && sites.every((site) => this.readAfter(site, list, after, depth + 1));
  }

  // Whether an assignment's expression statement runs whenever the statement list `list` reaches it (true), never
  // (false: a branch a constant test never takes), or not known (undefined).
  private runsWithList(assignment: Node, list: Node, depth: number): boolean | undefined {
    let child = assignment.parent;
    if (child?.kind !== SyntaxKind.ExpressionStatement) return undefined;
    for (let p = child.parent; p !== undefined; child = p, p = p.parent) {
      if (p === list) return true;
      if (p.kind === SyntaxKind.Block) continue;
      // `try { hasGg = typeof gg.files.readFile === "function"; } catch { hasGg = false; }`: a try block that cannot
      // throw in the guest runs whole, and its catch never; a finally always runs.
      if (p.kind === SyntaxKind.TryStatement && (child === fields(p).finallyBlock || (child === fields(p).tryBlock && this.quietBlock(child, depth)))) continue;
      if (p.kind === SyntaxKind.CatchClause) return p.parent !== undefined && this.quietBlock(fields(p.parent).tryBlock as Node, depth) ? false : undefined;
      if (p.kind !== SyntaxKind.IfStatement || child === fields(p).expression) return undefined;
      const truth = this.of(fields(p).expression as Node, undefined, depth + 1).truthy;
      if (truth === undefined) return undefined;
      if (truth !== (child === fields(p).thenStatement)) return false;
    }
    return undefined;
  }

  /**
   * What `this.name` holds in an instance method of a class whose instances get `name` once, before any of their code
   * can run: an instance field's initializer, or a constructor's `this.name = value;` with no call before it (nor in
   * any field's initializer, which run first). The class must keep `this` to itself (see `spelledOut`), the method
   * must only ever be called in place (never taken off its object), and nothing else may write or delete `name`.
   */
  private constructorField(self: Node, name: string, depth: number): readonly Value[] | undefined {
    let fn: Node | undefined = self.parent;
    while (fn !== undefined && !isFunctionWithBody(fn) && fn.kind !== SyntaxKind.PropertyDeclaration) fn = fn.parent;
    while (fn?.kind === SyntaxKind.ArrowFunction) {
      fn = fn.parent;
      while (fn !== undefined && !isFunctionWithBody(fn) && fn.kind !== SyntaxKind.PropertyDeclaration) fn = fn.parent;
    }
    const cls = fn?.parent;
    if (fn === undefined || cls === undefined || (fn.kind !== SyntaxKind.MethodDeclaration && fn.kind !== SyntaxKind.GetAccessor && fn.kind !== SyntaxKind.SetAccessor)) return undefined;
    // An instance of the class (see `thisOfClosedClass`), in a program that adds members by no key it cannot read.
    // A private name (`this.#trace`) no key the program computes can write, and a method holding its read that runs
    // with another `this` throws at the read unless that is an instance of the class too, which the same making set.
    const isPrivate = name.startsWith("#");
    if ((cls.kind !== SyntaxKind.ClassDeclaration && cls.kind !== SyntaxKind.ClassExpression) || isStaticMember(fn) || !thisOfClosedClass(self, this.scopes) || (!isPrivate && this.reshaped(undefined))) return undefined;
    if (isPrivate) return this.setAtConstruction(cls, name, depth);
    const key = fields(fn).name;
    const method = key !== undefined && (key.kind === SyntaxKind.Identifier || key.kind === SyntaxKind.StringLiteral || key.kind === SyntaxKind.PrivateIdentifier) ? fields(key).text : undefined;
    // A method taken off its object may run with another `this`; an accessor runs only where its member is read.
    const sites = method === undefined ? "any" : fn.kind === SyntaxKind.MethodDeclaration ? this.readSites(method) : [];
    if (sites === "any" || !sites.every((site) => calledInPlace(site))) return undefined;
    return this.setAtConstruction(cls, name, depth);
  }

  // `env.isGuest` of `const env = new Env()`: the class's one member of that name, a method the program writes nowhere.
  // `ggp.available()` of `const ggp = new GgProvider()`: the method its class defines of that name (a subclass's own
  // override too), where no class of its chain holds a field of that name and the program writes no member of it.
  private instanceMethod(callee: Node): Node | undefined {
    const c = unparenthesised(callee);
    return c.kind === SyntaxKind.PropertyAccessExpression ? this.chainMethod(fields(c).expression as Node, fields(c).name?.text ?? "") : undefined;
  }

  // The method `name` of the instance `owner` certainly is (see `instanceMethod`).
  private chainMethod(owner: Node, name: string): Node | undefined {
    const chain = this.madeChain(owner);
    if (chain === undefined || this.memberWritten(name, undefined)) return undefined;
    const named = (k: Node): Node[] => ((k as Node & { readonly members?: readonly Node[] }).members ?? []).filter((m) => !isStaticMember(m) && fields(fields(m).name as Node | undefined ?? m).text === name);
    const [method, ...others] = named(chain[0] as Node);
    if (method?.kind !== SyntaxKind.MethodDeclaration || others.length > 0) return undefined;
    return chain.slice(1).some((base) => named(base).some((m) => m.kind === SyntaxKind.PropertyDeclaration)) ? undefined : method;
  }

  // The class `owner` is certainly an instance of, with its bases (`instanceChain`: `new C()` in place or in a
  // `const`), where neither that binding nor the class gets a member by a key the model cannot read.
  private madeChain(owner: Node): readonly Node[] | undefined {
    const chain = instanceChain(owner, this.scopes);
    const o = unparenthesised(owner);
    const held = o.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(o) : undefined;
    const name = chain === undefined ? undefined : bindingOf(chain[0] as Node);
    const cls = name === undefined ? undefined : this.scopes.declarationOf(name);
    return chain === undefined || (held !== undefined && this.reshaped(held)) || (cls !== undefined && this.reshaped(cls)) ? undefined : chain;
  }

  // The class of an instance (see `madeChain`) that is closed: its instances have only what it spells out.
  private instanceClass(owner: Node): Node | undefined {
    const cls = this.madeChain(owner)?.[0];
    return cls !== undefined && closedClass(cls) ? cls : undefined;
  }

  /**
   * What an instance of `cls` holds in `name` once constructed, where the class sets it once before any of its code
   * can run (see `constructorField`), or a getter of its one member of that name returns.
   */
  // A `new` of a collection of the guest's that the program does not replace.
  private readonly quietNew = (made: Node): boolean => {
    const name = guestCollection(made, this.scopes);
    return name !== undefined && this.env.global(name) !== undefined;
  };

  private setAtConstruction(cls: Node, name: string, depth: number): readonly Value[] | undefined {
    const members = (cls as Node & { readonly members?: readonly Node[] }).members ?? [];
    const instanceFields = members.filter((m) => m.kind === SyntaxKind.PropertyDeclaration && !isStaticMember(m));
    const ctor = members.find((m) => m.kind === SyntaxKind.Constructor);
    const statements = ctor === undefined ? [] : (fields(fields(ctor).body as Node).statements ?? []);
    // A `return` before the write (`if (!opts) return;`) makes an instance without the field.
    const returnsEarly = (upTo: number): boolean => statements.slice(0, upTo).some((st) => containsNode(st, (n) => n.kind === SyntaxKind.ReturnStatement));
    const at = statements.findIndex((st) => {
      const e = st.kind === SyntaxKind.ExpressionStatement ? unparenthesised(fields(st).expression as Node) : undefined;
      const target = e?.kind === SyntaxKind.BinaryExpression && fields(e).operatorToken?.kind === SyntaxKind.EqualsToken ? unparenthesised(fields(e).left as Node) : undefined;
      return target?.kind === SyntaxKind.PropertyAccessExpression && unparenthesised(fields(target).expression as Node).kind === SyntaxKind.ThisKeyword && fields(target).name?.text === name;
    });
    const field = instanceFields.findIndex((m) => fields(fields(m).name as Node).text === name);
    // An accessor of that name takes the constructor's write (`set kind(v) {}`): no field holds it.
    const accessor = members.some((m) => (m.kind === SyntaxKind.SetAccessor || m.kind === SyntaxKind.GetAccessor) && fields(fields(m).name as Node | undefined ?? m).text === name);
    if (accessor && (at >= 0 || field >= 0)) return undefined;
    let write: Node;
    // `#flags;` declared bare and set by the constructor: the declaration only makes the field, holding undefined.
    const bare = field >= 0 && fields(instanceFields[field] as Node).initializer === undefined;
    if (at >= 0 && (field < 0 || bare)) {
      const runs = (n: Node): boolean => runsCode(n, this.quietNew);
      if (instanceFields.some(runs) || (fields(ctor as Node).parameters ?? []).some(runs) || statements.slice(0, at).some(runs) || returnsEarly(at)) return undefined;
      write = fields(statements[at] as Node).expression as Node;
    } else if (at < 0 && field >= 0) {
      if (instanceFields.slice(0, field).some((m) => runsCode(m, this.quietNew))) return undefined;
      write = instanceFields[field] as Node;
    } else if (at < 0 && field < 0) {
      // `get native() { return this.kind === "node"; }`: what the class's one member of that name, a getter, returns.
      const named = members.filter((m) => !isStaticMember(m) && m.kind !== SyntaxKind.SetAccessor && fields(fields(m).name as Node | undefined ?? m).text === name);
      // `reset() { this.firing = false; }` alone: undefined until a write, then what the writes give.
      const heritage = (cls as Node & { readonly heritageClauses?: readonly Node[] }).heritageClauses ?? [];
      const written = named.length === 0 && !accessor && heritage.length === 0 && !OBJECT_PROTOTYPE.has(name) && this.memberWritten(name, undefined) ? this.writtenValues(name, undefined, false) : undefined;
      if (written !== undefined && written.length > 0) return ["absent", ...written];
      const [getter] = named;
      if (named.length !== 1 || getter?.kind !== SyntaxKind.GetAccessor || this.memberWritten(name, undefined)) return undefined;
      const returned = returnedExpression(getter, (test) => this.of(test, undefined, depth + 1).truthy, (block) => this.quietBlock(block, depth + 1), (value) => this.constant(value, depth + 1));
      return returned === undefined ? undefined : [returned];
    } else return undefined;
    const value = write.kind === SyntaxKind.PropertyDeclaration ? fields(write).initializer : (fields(unparenthesised(write)).right as Node);
    if (value === undefined) return undefined;
    // `this.paging = false` again elsewhere: what the construction gave, or what a write may give.
    const others = this.memberWritten(name, write) ? this.writtenValues(name, write, false) : [];
    return others === undefined ? undefined : [value, ...others];
  }

  /**
   * Whether a block's statements cannot throw in the guest: declarations and assignments to bindings of values that
   * cannot (`quiet`), such values alone (`void gg.files`), or returned.
   */
  quietBlock(block: Node, depth = 0): boolean {
    return (fields(block).statements ?? []).every((st) => {
      if (quietStatement(st, block, this.scopes)) return true;
      if (st.kind === SyntaxKind.ReturnStatement) return fields(st).expression === undefined || this.quiet(fields(st).expression as Node, depth);
      if (st.kind !== SyntaxKind.ExpressionStatement) return false;
      const e = unparenthesised(fields(st).expression as Node);
      if (e.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken) return this.quiet(e, depth);
      const left = unparenthesised(fields(e).left as Node);
      const d = left.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(left) : undefined;
      return d !== undefined && d.kind !== "const" && d.kind !== "import" && d.holder.end <= block.pos && this.quiet(fields(e).right as Node, depth);
    });
  }

  // Whether evaluating an expression cannot throw in the guest: a literal, `typeof` of a name or of a member read off
  // a value known to be there with no getter of the program's (gg and its namespaces, the guest's globals), `void` and
  // comparisons of such.
  private quiet(expression: Node, depth: number): boolean {
    const e = unparenthesised(expression);
    if (depth > MAX_DEPTH) return false;
    if (inert(e)) return true;
    switch (e.kind) {
      case SyntaxKind.TypeOfExpression: {
        const operand = unparenthesised(fields(e).expression as Node);
        return (operand.kind === SyntaxKind.Identifier && (this.scopes.declarationOf(operand)?.kind ?? "var") === "var") || this.quiet(operand, depth + 1);
      }
      case SyntaxKind.VoidExpression:
        return this.quiet(fields(e).expression as Node, depth + 1);
      case SyntaxKind.PrefixUnaryExpression:
        return fields(e).operator === SyntaxKind.ExclamationToken && this.quiet(fields(e).operand as Node, depth + 1);
      case SyntaxKind.BinaryExpression: {
        const op = fields(e).operatorToken?.kind;
        return op !== undefined && (EQUALITIES.has(op) || op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken) && this.quiet(fields(e).left as Node, depth + 1) && this.quiet(fields(e).right as Node, depth + 1);
      }
      case SyntaxKind.Identifier:
        return this.env.ggValue(e) !== undefined || this.env.presentGlobal(e) !== undefined;
      case SyntaxKind.PropertyAccessExpression: {
        // gg's namespaces and operations are its own plain members: reading one runs nothing of the program's.
        const gg = this.env.ggValue(e);
        if (gg === "object" || gg === "function") return true;
        const owner = fields(e).expression as Node;
        return !this.hooks().getters && (this.env.ggValue(owner) === "object" || this.env.presentGlobal(owner) === "object" || this.env.isGlobalObject(owner));
      }
      default:
        return false;
    }
  }

  // What a call of one of the program's own plain functions returns, where the callee's text fixes it.
  // Whether a call reaches a function of the program's whose body returns no value anywhere (a bare `return` at most).
  private givesNothing(call: Node, depth: number): boolean {
    if (depth > MAX_DEPTH) return false;
    const fn = calleeFunction(fields(call).expression as Node, this.scopes) ?? this.instanceMethod(fields(call).expression as Node) ?? this.literalMethod(fields(call).expression as Node, depth);
    if (fn === undefined) return false;
    let known = this.silentFunctions.get(fn);
    if (known === undefined) {
      const body = fields(fn).body;
      known = !isAsync(fn) && !isGenerator(fn) && body?.kind === SyntaxKind.Block && returnStatementsOf(body).every((r) => r === undefined);
      this.silentFunctions.set(fn, known);
    }
    return known;
  }

  // Whether each function asked about returns no value anywhere, answered once per function.
  private readonly silentFunctions = new Map<Node, boolean>();

  private returnedBy(call: Node, depth: number): Node | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const fn = calleeFunction(fields(call).expression as Node, this.scopes) ?? this.instanceMethod(fields(call).expression as Node) ?? this.literalMethod(fields(call).expression as Node, depth);
    if (fn === undefined || isAsync(fn) || isGenerator(fn)) return undefined;
    return returnedExpression(fn, (test) => this.of(test, undefined, depth + 1).truthy, (block) => this.quietBlock(block, depth + 1), (value) => this.constant(value, depth + 1));
  }

  // The object literal a function returns: written in place, frozen, or a local `const` of one (`const levels = { … };
  // return Object.freeze(levels);`) that nothing reshapes.
  private literalReturned(returned: Node): Node | undefined {
    const r = unparenthesised(returned);
    const named = globalMethodCall(r, this.scopes);
    const kept = r.kind === SyntaxKind.CallExpression && named?.[0] === "Object" && (named[1] === "freeze" || named[1] === "seal") ? (fields(r).arguments ?? [])[0] : r;
    const k = kept === undefined ? undefined : unparenthesised(kept);
    if (k?.kind === SyntaxKind.ObjectLiteralExpression) return k;
    if (k?.kind !== SyntaxKind.Identifier) return undefined;
    const d = this.scopes.declarationOf(k);
    if (d === undefined || d.kind !== "const" || this.reshaped(d)) return undefined;
    const init = this.steadyInitializer(d, undefined, 0);
    return init === undefined ? undefined : this.objectLiteral(init);
  }

  // The value a class's static member of this name holds, where the class spells it out: a static field's initializer
  // (none: `undefined`), a static getter's one return, a static method; undefined for a class with a base (which may
  // give it), a computed member name, a static block (which may set it), or a name the class also defines otherwise.
  private staticMember(cls: Node, name: string, depth: number): Value | undefined {
    const members = (cls as Node & { readonly members?: readonly Node[] }).members ?? [];
    if (((cls as Node & { readonly heritageClauses?: readonly Node[] }).heritageClauses ?? []).length > 0) return undefined;
    if (members.some((m) => m.kind === SyntaxKind.ClassStaticBlockDeclaration || fields(m).name?.kind === SyntaxKind.ComputedPropertyName)) return undefined;
    const named = members.filter((m) => isStaticMember(m) && fields(m).name?.text === name);
    if (named.length === 0) return OBJECT_STATICS.has(name) ? undefined : "absent";
    if (named.length > 1) return undefined;
    const member = named[0] as Node;
    if (member.kind === SyntaxKind.PropertyDeclaration) return fields(member).initializer ?? "absent";
    if (member.kind === SyntaxKind.MethodDeclaration) return member;
    if (member.kind !== SyntaxKind.GetAccessor) return undefined;
    // A static getter's value where it is a constant (`static get COLOR() { return false; }`); one that makes or
    // keeps an instance (`return (C.#current ??= new C())`) is followed no further.
    const returned = returnedExpression(member, (test) => this.of(test, undefined, depth + 1).truthy, (block) => this.quietBlock(block, depth + 1), (value) => this.constant(value, depth + 1));
    if (returned === undefined) return undefined;
    const r = unparenthesised(returned);
    return r.kind === SyntaxKind.TrueKeyword || r.kind === SyntaxKind.FalseKeyword || r.kind === SyntaxKind.NullKeyword || this.constant(r, depth + 1) !== undefined ? returned : undefined;
  }

  // `options.useColor` of `const options = { useColor() { return false; } }`: the one function the member holds, a
  // method or a function written as its value, where the text fixes it.
  private literalMethod(callee: Node, depth: number): Node | undefined {
    const c = unparenthesised(callee);
    if (c.kind !== SyntaxKind.PropertyAccessExpression) return undefined;
    const values = this.field(c, undefined, depth + 1);
    if (values === undefined || values.length !== 1) return undefined;
    const [value] = values;
    if (value === undefined || value === "absent") return undefined;
    const fn = value.kind === SyntaxKind.MethodDeclaration ? value : unparenthesised(value);
    return fn.kind === SyntaxKind.MethodDeclaration || fn.kind === SyntaxKind.ArrowFunction || fn.kind === SyntaxKind.FunctionExpression ? fn : undefined;
  }

  /**
   * Whether `expression` is an array that is empty whenever it is read: `[]` written in place, or a `const` bound to
   * `[]` that no use can fill (each is iterated, spread, measured or handed to a method that does not add to it).
   */
  emptyArray(expression: Node): boolean {
    return this.nestedEmpty(() => this.emptyArrayOnce(expression));
  }

  // Lists made of lists (`new Uint8Array(a)`, `new Set(b)`) are followed a few levels deep, which also ends a cycle
  // of `const`s read before they are set: past that, a list is not known empty.
  private nestedEmpty(question: () => boolean): boolean {
    if (this.emptyNesting > MAX_DEPTH) return false;
    this.emptyNesting++;
    try {
      return question();
    } finally {
      this.emptyNesting--;
    }
  }

  private emptyNesting = 0;

  private emptyArrayOnce(expression: Node): boolean {
    const n = unparenthesised(expression);
    if (this.emptyTypedArray(n, 0)) return true;
    // `[]`, or `[...seen]` of collections empty whenever read.
    if (n.kind === SyntaxKind.ArrayLiteralExpression) return ((n as Node & { readonly elements?: readonly Node[] }).elements ?? []).every((e) => e.kind === SyntaxKind.SpreadElement && (this.emptyCollection(fields(e).expression as Node) || this.constant(fields(e).expression as Node) === ""));
    // `Object.entries(OVERRIDES)` of an object that is empty whenever it is read.
    const named = globalMethodCall(n, this.scopes);
    if (named?.[0] === "Object" && OBJECT_LISTS.has(named[1]) && !this.memberWritten(`Object.${named[1]}`, undefined) && !this.memberWritten(named[1], undefined)) {
      const [object] = fields(n).arguments ?? [];
      if (object === undefined) return false;
      // `Object.keys([])`, `Object.entries("")`: an empty list or text has no keys of its own but `length`, which
      // only `getOwnPropertyNames` lists.
      return emptyObject(object, this.scopes, false) || (named[1] !== "getOwnPropertyNames" && (this.constant(object) === "" || this.emptyArray(object))) || this.emptyParameter(unparenthesised(object), (a) => emptyObject(a, this.scopes, false));
    }
    // `[].filter(f)`, `EMPTY.map(f).slice(1)`, `["a"].slice(1)`: a new list made from an empty one, or a slice past the end.
    if (n.kind === SyntaxKind.CallExpression) return this.madeEmpty(n);
    // `HOOKS.post` of `const HOOKS = { post: [] }` read only: a constant list with no item.
    if (n.kind === SyntaxKind.PropertyAccessExpression) return this.constantList(n, 0)?.items.length === 0;
    if (n.kind !== SyntaxKind.Identifier) return false;
    const d = this.scopes.declarationOf(n);
    if (d?.kind === "parameter" && this.emptyParameter(n, (a) => this.emptyArray(a))) return true;
    if (d === undefined || d.kind !== "const" || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return this.emptiedJustBefore(n);
    let init = fields(d.holder).initializer;
    // `typeof process !== "undefined" ? process.argv.slice(2) : []`: the branch the test takes in the guest.
    const chosen = init === undefined || unparenthesised(init).kind !== SyntaxKind.ConditionalExpression ? undefined : this.of(fields(unparenthesised(init)).condition as Node).truthy;
    if (init !== undefined && chosen !== undefined) init = (chosen ? fields(unparenthesised(init)).whenTrue : fields(unparenthesised(init)).whenFalse) as Node;
    // A binding met again while deciding it (`const a = [...b], b = [...a]`) is not known empty.
    if (init === undefined || (unparenthesised(init).kind !== SyntaxKind.ArrayLiteralExpression && unparenthesised(init).kind !== SyntaxKind.CallExpression) || this.deciding.has(d)) return false;
    this.deciding.add(d);
    try {
      return (this.emptyArray(init) && d.references.every((r) => r === d.identifier || this.keepsEmpty(r) || this.addsNothing(r) || this.neverRuns(r))) || this.emptiedJustBefore(n);
    } finally {
      this.deciding.delete(d);
    }
  }

  private readonly deciding = new Set<Declaration>();

  /**
   * The BigInt an expression always is: a literal (`0n`, `-5n`), `BigInt(0)` of the guest's `BigInt` given a whole
   * number or its digits, or a `const` bound to one of those.
   */
  bigIntConstant(expression: Node, depth = 0): bigint | undefined {
    const n = unparenthesised(expression);
    if (depth > MAX_DEPTH) return undefined;
    if (n.kind === SyntaxKind.BigIntLiteral) return bigIntOf(fields(n).text ?? "");
    if (n.kind === SyntaxKind.PrefixUnaryExpression && fields(n).operator === SyntaxKind.MinusToken) {
      const operand = this.bigIntConstant(fields(n).operand as Node, depth + 1);
      return operand === undefined ? undefined : -operand;
    }
    if (n.kind === SyntaxKind.Identifier) {
      const held = constValue(n, this.scopes);
      return held === undefined || held === n ? undefined : this.bigIntConstant(held, depth + 1);
    }
    const callee = n.kind === SyntaxKind.CallExpression ? unparenthesised(fields(n).expression as Node) : undefined;
    const [given, ...more] = fields(n).arguments ?? [];
    if (callee?.kind !== SyntaxKind.Identifier || fields(callee).text !== "BigInt" || this.scopes.declarationOf(callee) !== undefined || this.env.global("BigInt") !== "function" || given === undefined || more.length > 0) return undefined;
    const value = this.constant(given, depth + 1);
    if (typeof value === "number") return Number.isSafeInteger(value) ? BigInt(value) : undefined;
    return typeof value === "string" && /^\s*-?\d{1,30}\s*$/.test(value) ? BigInt(value.trim()) : undefined;
  }

  // What a comparison answers where one side is a BigInt constant and the other a BigInt or a constant of another
  // kind (for `===` and `!==`, which no BigInt and non-BigInt pass); undefined otherwise.
  private bigIntComparison(op: SyntaxKind, left: Node, right: Node, depth: number): boolean | undefined {
    const a = this.bigIntConstant(left, depth + 1);
    const b = this.bigIntConstant(right, depth + 1);
    if (a === undefined && b === undefined) return undefined;
    if (a !== undefined && b !== undefined) return compareBigInts(op, a, b);
    const strict = op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken;
    const other = a === undefined ? this.constant(left, depth + 1) : this.constant(right, depth + 1);
    return strict && other !== undefined ? op === SyntaxKind.ExclamationEqualsEqualsToken : undefined;
  }

  /**
   * Whether `n` is a typed array of no elements: `new Uint8Array(0)`, `new Uint8Array([])`, `new Uint8Array()`, a view
   * of `new ArrayBuffer(0)`, `Uint32Array.of()`, in place or in a `const`. A typed array's length is fixed where it is
   * made (the guest's buffers do not grow), so no use can fill it.
   */
  private emptyTypedArray(n: Node, depth: number): boolean {
    if (depth > 2) return false;
    if (n.kind === SyntaxKind.Identifier) {
      const made = constValue(n, this.scopes);
      return made !== undefined && made !== n && this.emptyTypedArray(made, depth + 1);
    }
    const args = n.kind === SyntaxKind.NewExpression || n.kind === SyntaxKind.CallExpression ? (fields(n).arguments ?? []) : undefined;
    if (args === undefined || args.some((a) => a.kind === SyntaxKind.SpreadElement)) return false;
    const callee = unparenthesised(fields(n).expression as Node);
    if (n.kind === SyntaxKind.CallExpression) {
      const named = globalMethodCall(n, this.scopes);
      if (named !== undefined && TYPED_ARRAYS.test(named[0]) && this.env.global(named[0]) === "function" && !this.memberWritten(named[1], undefined)) {
        // `Uint32Array.of()`: made of its arguments, here none; `Float64Array.from([])`: of the values of a source
        // that has none (a map function given is called for none).
        if (named[1] === "of") return args.length === 0;
        const [source] = args;
        return named[1] === "from" && args.length <= 2 && source !== undefined && (this.constant(source) === "" || this.emptyCollectionNested(source));
      }
      // `empty.subarray(1)`, `empty.filter(f)`, `empty.map(f)`: a typed array made from one of no elements has none.
      if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).questionDotToken !== undefined) return false;
      const method = fields(callee).name?.text ?? "";
      return TYPED_DERIVING.has(method) && !this.memberWritten(method, undefined) && this.emptyTypedArray(unparenthesised(fields(callee).expression as Node), depth + 1);
    }
    if (callee.kind !== SyntaxKind.Identifier || this.scopes.declarationOf(callee) !== undefined) return false;
    const name = fields(callee).text ?? "";
    if ((!TYPED_ARRAYS.test(name) && name !== "ArrayBuffer") || this.env.global(name) !== "function") return false;
    const [source] = args;
    if (source === undefined) return true;
    const s = unparenthesised(source);
    if (this.constant(s) === 0) return true;
    if (name === "ArrayBuffer") return false;
    // A view of an empty buffer, or a copy of an empty list, set or typed array.
    return (s.kind === SyntaxKind.ArrayLiteralExpression && ((s as Node & { readonly elements?: readonly Node[] }).elements ?? []).length === 0) || (args.length === 1 && (this.emptyTypedArray(s, depth + 1) || this.emptyCollectionNested(s)));
  }

  /**
   * Whether a use of an empty list leaves it empty though it may change a list that has elements: `pop()`, `shift()`,
   * `splice(i, n)` take elements out (of none), `sort()` or `fill(0)` keep the count, and `push(...[])` or
   * `unshift(...EMPTY)` add those of empty lists.
   */
  private addsNothing(reference: Node): boolean {
    const outer = outermost(reference);
    const access = outer.parent;
    if (access?.kind !== SyntaxKind.PropertyAccessExpression || fields(access).expression !== outer) return false;
    const call = outermost(access).parent;
    const method = fields(access).name?.text ?? "";
    if (call?.kind !== SyntaxKind.CallExpression || fields(call).expression !== outermost(access) || !this.env.prototypeMethodIntact("Array", method) || this.memberWritten(method, undefined)) return false;
    const args = fields(call).arguments ?? [];
    if (method === "pop" || method === "shift") return true;
    // `list.sort()` hands back the list itself: kept empty only where nothing takes that other name for it.
    if (LENGTH_KEEPING.has(method)) return outermost(call).parent?.kind === SyntaxKind.ExpressionStatement;
    if (method === "splice") return args.length <= 2 && args.every((a) => a.kind !== SyntaxKind.SpreadElement);
    return (method === "push" || method === "unshift") && args.every((a) => a.kind === SyntaxKind.SpreadElement && this.emptyArray(fields(a).expression as Node));
  }

  /**
   * Whether a call makes a new list that is empty: an array method that makes one from its receiver's elements
   * (`filter`, `map`, `flatMap`, `flat`, `slice`, `toSorted`, `toReversed`, `concat` of empty lists; `sort` and
   * `reverse`, which hand back their receiver) on an empty list; a `slice` or `splice` whose constants make it empty;
   * or `slice` of a constant list from past its end. The guest's own method, where the program replaces none.
   */
  private madeEmpty(call: Node): boolean {
    const callee = unparenthesised(fields(call).expression as Node);
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).questionDotToken !== undefined) return false;
    const method = fields(callee).name?.text ?? "";
    const args = fields(call).arguments ?? [];
    // `list.slice(0, 0)`, `list.splice(i, 0)`: a range the constants make empty, or nothing removed, whatever the list.
    if ((method === "slice" || method === "splice") && this.env.prototypeMethodIntact("Array", method) && args.length >= 2 && !args.some((a) => a.kind === SyntaxKind.SpreadElement)) {
      const [from, to] = [this.constant(args[0] as Node), this.constant(args[1] as Node)];
      if (method === "splice" && to === 0) return true;
      if (method === "slice" && typeof from === "number" && typeof to === "number" && from >= 0 && to >= 0 && to <= from) return true;
    }
    // `SCORES.slice(5)`, `xs.map(f).slice(3)`, `[1, 2, 3].toSpliced(0, 3)`: a list made with no element left.
    if (LENGTH_DERIVING.has(method) && this.arrayLength(call) === 0) return true;
    if (!EMPTY_KEEPING.has(method) || !this.env.prototypeMethodIntact("Array", method)) return false;
    const receiver = fields(callee).expression as Node;
    // `IGNORED.filter((d) => d.startsWith("~"))`, `"".split(",").filter(Boolean)`: a test written in place that no
    // element of a constant list passes keeps none. (A list the text sizes is an array the program made, so its
    // `filter` is the guest's.)
    const test = method === "filter" && args[0] !== undefined && args[0].kind !== SyntaxKind.SpreadElement ? args[0] : undefined;
    const items = test === undefined ? undefined : this.listItems(receiver);
    if (test !== undefined && items !== undefined && passesNone(test, items, { scopes: this.scopes, constant: (e) => this.constant(e, MAX_DEPTH - 2), intact: (owner, name) => (name === undefined ? this.env.global(owner) === "function" : this.env.prototypeMethodIntact(owner, name)) })) return true;
    if (test !== undefined && items === undefined && this.flagFalseInEvery(receiver, test)) return true;
    if (method === "concat" && !args.every((a) => a.kind !== SyntaxKind.SpreadElement && this.emptyArray(a))) return false;
    if (this.emptyArray(receiver)) return true;
    if (method !== "slice") return false;
    // `["a"].slice(1)`: a start at or past the end of a list of known length.
    const length = this.arrayLength(receiver);
    const start = args[0] === undefined ? 0 : this.constant(args[0]);
    return length !== undefined && typeof start === "number" && start >= 0 && start >= length;
  }

  /**
   * Whether a use of a list leaves it as it is (`keepsEmpty`), or hands it to a function of the library that only
   * reads it: `console.table(argv)`, `new Set(argv)`, `JSON.stringify(argv)`, `Array.isArray(argv)`, where the program
   * writes no member of that name.
   */
  private keepsEmpty(reference: Node): boolean {
    if (keepsEmpty(reference)) return true;
    const outer = outermost(reference);
    const call = outer.parent;
    if ((call?.kind !== SyntaxKind.CallExpression && call?.kind !== SyntaxKind.NewExpression) || fields(call).expression === outer) return false;
    const named = globalMethodCall(call, this.scopes);
    if (named !== undefined) {
      const [owner, method] = named;
      // `Array.from(src, fn, list)` hands its last argument to `fn` as `this`.
      if (owner === "Array" && method === "from" && (fields(call).arguments ?? [])[0] !== outer) return false;
      const reads = owner === "console" || READING_STATICS.get(owner)?.has(method) === true;
      return reads && !this.memberWritten(method, undefined) && !this.memberWritten(`${owner}.${method}`, undefined);
    }
    const callee = unparenthesised(fields(call).expression as Node);
    const name = callee.kind === SyntaxKind.Identifier && this.scopes.declarationOf(callee) === undefined ? fields(callee).text : undefined;
    if (name !== undefined) return READING_FUNCTIONS.has(name) && !this.env.absent(name);
    return call.kind === SyntaxKind.CallExpression && this.handedToReader(call, outer);
  }

  // A reference that is an argument of a call of a function of the program's that only reads that parameter.
  private handedOnToReader(reference: Node): boolean {
    const outer = outermost(reference);
    const call = outer.parent;
    return call?.kind === SyntaxKind.CallExpression && fields(call).expression !== outer && this.handedToReader(call, outer);
  }

  /**
   * `applyRenames(RENAMES)` of a function of the program's whose parameter there is only read (iterated, measured,
   * handed to what only reads): the call leaves the list as it is.
   */
  private handedToReader(call: Node, argument: Node): boolean {
    const fn = calleeFunction(fields(call).expression as Node, this.scopes);
    const index = (fields(call).arguments ?? []).indexOf(argument);
    const parameter = fn === undefined || index < 0 ? undefined : (fields(fn).parameters ?? [])[index];
    const name = parameter === undefined || fields(parameter).dotDotDotToken !== undefined ? undefined : fields(parameter).name;
    const d = name?.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(name) : undefined;
    if (d === undefined || d.writes > 0 || this.readingParameters.has(d)) return false;
    this.readingParameters.add(d);
    try {
      return d.references.every((r) => r === d.identifier || this.keepsEmpty(r) || keepsEntriesEmpty(r));
    } finally {
      this.readingParameters.delete(d);
    }
  }

  private readonly readingParameters = new Set<Declaration>();

  /**
   * Whether some access of a member named `name`, on any object, may change the list it holds: one that does not
   * keep it as it is (`this.found.push(p)`, handed on), a pattern taking it out, or a read by a computed key that
   * does so. Replacing the member (`o.found = []`) is a write of it, asked apart.
   */
  private mayFillMember(name: string): boolean {
    const sites = this.accessSites(name);
    if (sites === undefined) return true;
    const changes = (site: Node): boolean => !assignedTo(site) && !this.keepsEmpty(site) && !onlyOperatedOn(site);
    return sites.named.some((site) => site.kind === SyntaxKind.BindingElement || ((site.kind === SyntaxKind.PropertyAccessExpression || site.kind === SyntaxKind.ElementAccessExpression) && changes(site))) || sites.computed.some((site) => site.kind === SyntaxKind.BindingElement || changes(site));
  }

  /**
   * How many elements an array always has where it is read: a constant list, or an array literal of any elements, no
   * spread, written in place or held in a `const` that no use changes (`tasks.length`).
   */
  arrayLength(expression: Node, depth = 0): number | undefined {
    const list = this.constantList(expression, depth + 1);
    if (list?.of === "Array") return list.items.length;
    const o = unparenthesised(expression);
    const d = o.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(o) : undefined;
    const init = d !== undefined && d.kind === "const" && d.count === 1 && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    const literal = o.kind !== SyntaxKind.Identifier ? o : init === undefined ? undefined : unparenthesised(init);
    const elements = literal?.kind === SyntaxKind.ArrayLiteralExpression ? ((literal as Node & { readonly elements?: readonly Node[] }).elements ?? []) : undefined;
    const steady = d === undefined || (!this.reshaped(d) && d.references.every((r) => r === d.identifier || this.keepsEmpty(r) || keepsLength(r)));
    // `row` of `GRID.forEach((row) => …)` where every element of a constant list is an empty list.
    if (d !== undefined && d.kind === "parameter" && depth <= MAX_DEPTH) {
      const walked = this.walkedElements(d);
      if (walked === undefined || walked.length === 0) return undefined;
      const lengths = walked.map((e) => this.arrayLength(e, depth + 1));
      return lengths.every((l) => l === lengths[0]) ? lengths[0] : undefined;
    }
    if (elements === undefined) {
      // `Array.from({ length: 0 })`, `Array.of()`, `new Array(3).fill(0)`, `Object.freeze([])`: lists the text sizes.
      const made = literal === undefined || depth > MAX_DEPTH || !steady ? undefined : this.madeLength(literal, depth + 1);
      return made;
    }
    if (elements.some((e) => e.kind === SyntaxKind.SpreadElement) || !steady) return undefined;
    return elements.length;
  }

  /** The constants a list holds where the text fixes them (`"a=b".split("=")`, a `const` of constants only read). */
  listItems(expression: Node): readonly (string | number)[] | undefined {
    const list = this.constantList(expression, 0);
    return list?.of === "Array" ? list.items : undefined;
  }

  /**
   * What the member holds on the object `Object.assign(target, …sources)` hands back, where the target is a literal
   * written in place: the last source that certainly gives it, or the target's own; "unknown" where a source may or may
   * not give it; undefined where the call is no such `Object.assign`.
   */
  private assignedMember(call: Node, key: MemberKey, except: Node | undefined, depth: number): readonly Value[] | "unknown" | undefined {
    const named = globalMethodCall(call, this.scopes);
    const args = fields(call).arguments ?? [];
    if (named?.[0] !== "Object" || named[1] !== "assign" || args.length === 0 || this.memberWritten("assign", undefined)) return undefined;
    if (args.some((a) => a.kind === SyntaxKind.SpreadElement) || unparenthesised(args[0] as Node).kind !== SyntaxKind.ObjectLiteralExpression || depth > MAX_DEPTH) return "unknown";
    for (const source of [...args.slice(1)].reverse()) {
      const held = this.memberOf(unparenthesised(source), key, except, depth + 1);
      if (held === undefined) return "unknown";
      if (held.every((v) => v === "absent")) continue;
      return held.some((v) => v === "absent") ? "unknown" : held;
    }
    return this.memberOf(unparenthesised(args[0] as Node), key, except, depth + 1) ?? "unknown";
  }

  /**
   * The elements a built-in hands a callback's first parameter, where the text fixes them: `x` of `LIST.forEach((x) =>
   * …)` (or `map`, `filter`, …) of an array literal, in place or in a `const` only read, no spread or hole in it, the
   * parameter never written. Undefined otherwise.
   */
  private walkedElements(d: Declaration): readonly Node[] | undefined {
    const fn = d.holder.parent;
    if (d.writes > 0 || d.holder.kind !== SyntaxKind.Parameter || fields(d.holder).name !== d.identifier || fn === undefined || (fields(fn).parameters ?? [])[0] !== d.holder) return undefined;
    const outer = outermost(fn);
    const call = outer.parent;
    if (call?.kind !== SyntaxKind.CallExpression || (fields(call).arguments ?? [])[0] !== outer) return undefined;
    const callee = unparenthesised(fields(call).expression as Node);
    const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
    if (method === undefined || !WALKING_METHODS.has(method) || this.memberWritten(method, undefined) || !this.env.prototypeMethodIntact("Array", method)) return undefined;
    const list = unparenthesised(fields(callee).expression as Node);
    const ld = list.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(list) : undefined;
    const init = ld !== undefined && ld.kind === "const" && ld.count === 1 && ld.holder.kind === SyntaxKind.VariableDeclaration && fields(ld.holder).name === ld.identifier ? fields(ld.holder).initializer : undefined;
    const literal = list.kind === SyntaxKind.ArrayLiteralExpression ? list : init === undefined ? undefined : unparenthesised(init);
    if (literal?.kind !== SyntaxKind.ArrayLiteralExpression || (ld !== undefined && (this.reshaped(ld) || !ld.references.every((r) => r === ld.identifier || this.keepsEmpty(r))))) return undefined;
    const elements = (literal as Node & { readonly elements?: readonly Node[] }).elements ?? [];
    return elements.some((e) => e.kind === SyntaxKind.SpreadElement || e.kind === SyntaxKind.OmittedExpression) ? undefined : elements;
  }

  /**
   * The length of a list a built-in makes from what the text sizes: `Array.from(source)` of a list, constant text, `{
   * length: n }` or an empty `Map` or `Set` made in place; `Array.of(a, b)`; `Array(0)`; `fill` of `Array(n)`;
   * `Object.freeze(list)`. Undefined for anything else, and where the program replaces the built-in.
   */
  private madeLength(made: Node, depth: number): number | undefined {
    if (made.kind !== SyntaxKind.CallExpression && made.kind !== SyntaxKind.NewExpression) return undefined;
    const args = fields(made).arguments ?? [];
    if (args.some((a) => a.kind === SyntaxKind.SpreadElement)) return undefined;
    const named = globalMethodCall(made, this.scopes);
    const intact = (owner: string, method: string): boolean => !this.memberWritten(`${owner}.${method}`, undefined) && !this.memberWritten(method, undefined);
    if (named !== undefined && !intact(named[0], named[1])) return undefined;
    if (named?.[0] === "Array" && named[1] === "from") return args[0] === undefined ? undefined : this.sourceLength(args[0], depth);
    if (named?.[0] === "Array" && named[1] === "of") return args.length;
    if (named?.[0] === "Object" && named[1] === "freeze") return args[0] === undefined ? undefined : this.arrayLength(args[0], depth);
    // `Array(n)` is n holes: of those, only none is a length every callback sees.
    const holes = this.holesMade(made);
    if (holes !== undefined) return holes === 0 ? 0 : undefined;
    const callee = unparenthesised(fields(made).expression as Node);
    // `SCORES.map(f)`, `xs.toSorted()`, `xs.slice(1)`, `xs.toSpliced(0, 3)`: a list made from one of known length.
    const derived = made.kind === SyntaxKind.CallExpression && callee.kind === SyntaxKind.PropertyAccessExpression && fields(callee).questionDotToken === undefined ? this.derivedLength(made, fields(callee).name?.text ?? "", fields(callee).expression as Node, args, depth) : undefined;
    if (derived !== undefined) return derived;
    if (made.kind === SyntaxKind.CallExpression && callee.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "fill" && this.env.prototypeMethodIntact("Array", "fill")) {
      const receiver = unparenthesised(fields(callee).expression as Node);
      return this.holesMade(receiver) ?? this.arrayLength(receiver, depth);
    }
    return undefined;
  }

  /**
   * The length of the list an array method makes from a receiver of known length: the same for `map`, `toSorted`,
   * `toReversed`, `with` (and `sort`, `reverse`, which hand the receiver back); what `slice` and `toSpliced` keep of
   * it by constant positions. The guest's methods only, where the program writes none of that name.
   */
  private derivedLength(call: Node, method: string, receiver: Node, args: readonly Node[], depth: number): number | undefined {
    if (!LENGTH_DERIVING.has(method) || !this.env.prototypeMethodIntact("Array", method) || this.memberWritten(method, undefined) || depth > MAX_DEPTH) return undefined;
    const length = this.arrayLength(receiver, depth + 1);
    if (length === undefined) return undefined;
    if (method !== "slice" && method !== "toSpliced") return length;
    const at = (i: number, fallback: number): number | undefined => {
      if (args[i] === undefined) return fallback;
      const value = this.constant(args[i] as Node, depth + 1);
      if (typeof value !== "number" || Number.isNaN(value)) return undefined;
      const whole = Math.trunc(value);
      return whole < 0 ? Math.max(length + whole, 0) : Math.min(whole, length);
    };
    const start = at(0, 0);
    if (start === undefined) return undefined;
    if (method === "slice") {
      const end = at(1, length);
      return end === undefined ? undefined : Math.max(end - start, 0);
    }
    const count = args[1] === undefined ? length - start : this.constant(args[1], depth + 1);
    if (typeof count !== "number" || Number.isNaN(count)) return undefined;
    return length - Math.min(Math.max(Math.trunc(count), 0), length - start) + Math.max(args.length - 2, 0);
  }

  // `Array(n)` or `new Array(n)` of one constant whole number: the n holes it makes.
  private holesMade(made: Node): number | undefined {
    if (made.kind !== SyntaxKind.CallExpression && made.kind !== SyntaxKind.NewExpression) return undefined;
    const callee = unparenthesised(fields(made).expression as Node);
    const args = fields(made).arguments ?? [];
    if (callee.kind !== SyntaxKind.Identifier || fields(callee).text !== "Array" || this.scopes.declarationOf(callee) !== undefined || args.length !== 1) return undefined;
    const n = this.constant(args[0] as Node);
    return typeof n === "number" && Number.isInteger(n) && n >= 0 && n < 2 ** 32 ? n : undefined;
  }

  // How many values `Array.from` takes from a source the text sizes.
  private sourceLength(source: Node, depth: number): number | undefined {
    const s = unparenthesised(source);
    const text = this.constant(s, depth);
    if (typeof text === "string") return [...text].length;
    if (s.kind === SyntaxKind.ObjectLiteralExpression) {
      const properties = (s as Node & { readonly properties?: readonly Node[] }).properties ?? [];
      const only = properties.length === 1 && properties[0]?.kind === SyntaxKind.PropertyAssignment && fields(fields(properties[0]).name as Node).text === "length" ? this.constant(fields(properties[0]).initializer as Node, depth) : undefined;
      return typeof only === "number" && Number.isInteger(only) && only >= 0 ? only : undefined;
    }
    if (this.emptyCollection(s)) return 0;
    return this.arrayLength(s, depth);
  }

  /**
   * `PLUGINS.filter((p) => p.enabled)` of a `const` list of object literals, each spelling `enabled` with a value that
   * is always falsy (`false`, `0`, `""`, `null`), where no use changes the list and nothing writes a member of that
   * name: no element passes.
   */
  private flagFalseInEvery(list: Node, test: Node): boolean {
    const t = unparenthesised(test);
    if ((t.kind !== SyntaxKind.ArrowFunction && t.kind !== SyntaxKind.FunctionExpression) || isAsync(t) || isGenerator(t)) return false;
    const [first] = fields(t).parameters ?? [];
    const param = first === undefined ? undefined : fields(first).name;
    const answer = onlyAnswer(t);
    const read = answer === undefined ? undefined : unparenthesised(answer);
    if (param?.kind !== SyntaxKind.Identifier || read?.kind !== SyntaxKind.PropertyAccessExpression || fields(read).questionDotToken !== undefined) return false;
    const owner = unparenthesised(fields(read).expression as Node);
    const name = fields(read).name?.text;
    if (owner.kind !== SyntaxKind.Identifier || this.scopes.declarationOf(owner) !== this.scopes.declarationOf(param) || name === undefined || this.memberWritten(name, undefined)) return false;
    const l = unparenthesised(list);
    if (l.kind !== SyntaxKind.Identifier || !this.onlyRead(l)) return false;
    const literal = constValue(l, this.scopes);
    const elements = literal?.kind === SyntaxKind.ArrayLiteralExpression ? ((literal as Node & { readonly elements?: readonly Node[] }).elements ?? []) : [];
    return elements.length > 0 && elements.every((e) => {
      const o = unparenthesised(e);
      if (o.kind !== SyntaxKind.ObjectLiteralExpression) return false;
      const properties = (o as Node & { readonly properties?: readonly Node[] }).properties ?? [];
      const key = (p: Node): string | undefined => {
        const k = fields(p).name;
        return k?.kind === SyntaxKind.Identifier || k?.kind === SyntaxKind.StringLiteral || k?.kind === SyntaxKind.NumericLiteral ? fields(k).text : undefined;
      };
      if (properties.some((p) => p.kind !== SyntaxKind.PropertyAssignment || key(p) === undefined || key(p) === "__proto__")) return false;
      const own = properties.filter((p) => key(p) === name);
      const last = own[own.length - 1];
      // A member the literal lacks is undefined, unless every object inherits one of that name (`constructor`).
      return last === undefined ? !OBJECT_PROTOTYPE.has(name) : this.of(fields(last).initializer as Node).truthy === false;
    });
  }

  /** Whether a name is a `const` of an array literal no use can change (read by index, iterated, spread, read-only members). */
  onlyRead(name: Node): boolean {
    const d = this.scopes.declarationOf(name);
    if (d === undefined || d.kind !== "const" || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
    const init = fields(d.holder).initializer;
    return init !== undefined && unparenthesised(init).kind === SyntaxKind.ArrayLiteralExpression && d.references.every((r) => r === d.identifier || this.keepsEmpty(r));
  }

  /** Whether a collection has no entries whenever it is read: an empty array, or a `Map` or `Set` nothing adds to. */
  emptyCollection(expression: Node): boolean {
    if (this.emptyArray(expression)) return true;
    const n = unparenthesised(expression);
    // `new Map()`, `new Set([])` made in place.
    if (n.kind === SyntaxKind.NewExpression) return this.emptyMade(n);
    // `TEMPLATE.matchAll(/\{\{(\w+)\}\}/g)` of constant text the pattern finds nothing in.
    if (n.kind === SyntaxKind.CallExpression) {
      const callee = unparenthesised(fields(n).expression as Node);
      if (this.yieldsNothing(callee)) return true;
      const [pattern, ...more] = fields(n).arguments ?? [];
      // `cache.values()` of an empty `Map` or `Set`: an iterator over nothing.
      const method = callee.kind === SyntaxKind.PropertyAccessExpression ? (fields(callee).name?.text ?? "") : "";
      if (pattern === undefined && COLLECTION_VIEWS.has(method) && !this.memberWritten(method, undefined) && this.emptyCollection(fields(callee).expression as Node)) return true;
      return callee.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "matchAll" && pattern !== undefined && more.length === 0 && unparenthesised(pattern).kind === SyntaxKind.RegularExpressionLiteral && this.env.prototypeMethodIntact("String", "matchAll") && this.neverMatches(fields(callee).expression as Node, pattern);
    }
    if (n.kind !== SyntaxKind.Identifier) return false;
    const d = this.scopes.declarationOf(n);
    if (d?.kind === "parameter") return this.emptyParameter(n, (a) => this.emptyCollection(a));
    if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
    const init = fields(d.holder).initializer;
    const made = init === undefined ? undefined : unparenthesised(init);
    if (made === undefined || !this.emptyMade(made)) return this.emptiedJustBefore(n);
    return d.references.every((r) => r === d.identifier || keepsEntriesEmpty(r) || this.handedOnToReader(r) || this.neverRuns(r)) || this.emptiedJustBefore(n);
  }

  // `none` of `none()`, a generator function declared once and never replaced whose body holds no `yield` of its own:
  // the object it makes is done at its first step.
  private yieldsNothing(callee: Node): boolean {
    const d = callee.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(callee) : undefined;
    if (d === undefined || d.kind !== "function" || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.FunctionDeclaration || !isGenerator(d.holder) || isAsync(d.holder)) return false;
    const body = fields(d.holder).body;
    return body !== undefined && !innerPauses(body).yield;
  }

  /**
   * What is known of a call's value where its method is one only the guest's built-ins define and each of them hands
   * back a new list (truthy) or text (never nullish); undefined where the program has, or may have, an object with a
   * member of that name, or the call is optional.
   */
  private builtinMade(call: Node): Known | undefined {
    const callee = unparenthesised(fields(call).expression as Node);
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).questionDotToken !== undefined || (call.flags & NodeFlags.OptionalChain) !== 0) return undefined;
    const method = fields(callee).name?.text ?? "";
    const list = LIST_MAKING.has(method);
    // A catalogue may name an operation as a built-in's method (`gg.rows.filter`), whose result may be optional.
    if ((!list && !TEXT_MAKING.has(method)) || this.memberWritten(method, undefined) || this.definesMember(method) || this.env.ggValue(callee) !== undefined) return undefined;
    return list ? TRUE : { nullish: false };
  }

  // `new Map()` or `new Set()` of the guest's, given nothing, an empty list written in place, or (for a `Set`) the
  // values of what has none: empty text, an empty list, set or typed array.
  private emptyMade(made: Node): boolean {
    const callee = made.kind === SyntaxKind.NewExpression ? unparenthesised(fields(made).expression as Node) : undefined;
    if (callee?.kind !== SyntaxKind.Identifier || this.scopes.declarationOf(callee) !== undefined || !["Map", "Set"].includes(fields(callee).text ?? "")) return false;
    const args = fields(made).arguments ?? [];
    const first = args[0] === undefined ? undefined : unparenthesised(args[0]);
    if (args.length === 0 || (args.length === 1 && first?.kind === SyntaxKind.ArrayLiteralExpression && ((first as Node & { readonly elements?: readonly Node[] }).elements ?? []).length === 0)) return true;
    if (args.length !== 1 || first === undefined || first.kind === SyntaxKind.SpreadElement) return false;
    return (fields(callee).text === "Set" && this.constant(first) === "") || this.emptyArray(first) || (first.kind !== SyntaxKind.Identifier && first.kind !== SyntaxKind.NewExpression ? false : this.emptyCollectionNested(first));
  }

  /**
   * Whether a parameter holds an empty collection whenever it is read: every way into its function hands one that is
   * (`empty`), or leaves it out where its default is one (`function notifyAll(targets = [])`), and no use in the
   * function can fill it (each is iterated, measured, or handed to a method or built-in that only reads).
   */
  private emptyParameter(name: Node, empty: (argument: Node) => boolean): boolean {
    const d = name.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(name) : undefined;
    const args = this.passed(d);
    if (d === undefined || args === undefined || !d.references.every((r) => r === d.identifier || this.keepsEmpty(r) || keepsEntriesEmpty(r))) return false;
    return this.acrossCalls(d, false, () => args.every((a) => this.nestedEmpty(() => empty(a))));
  }

  // `emptyCollection` one level down, counted with `emptyArray`'s nesting so a cycle of `const`s ends.
  private emptyCollectionNested(expression: Node): boolean {
    return this.nestedEmpty(() => this.emptyCollection(expression));
  }

  /**
   * Whether a `replace` or `replaceAll` of constant text by this pattern calls its replacer on nothing: a regular
   * expression literal that finds nothing there (run only where it cannot backtrack long), or text it does not hold.
   */
  neverMatches(receiver: Node, pattern: Node): boolean {
    const text = this.constant(receiver);
    if (typeof text !== "string" || !this.env.prototypeMethodIntact("String", "replace") || !this.env.prototypeMethodIntact("String", "replaceAll")) return false;
    const p = unparenthesised(pattern);
    if (p.kind === SyntaxKind.RegularExpressionLiteral) return regexTest(fields(p).text ?? "", text) === false;
    const needle = this.constant(p);
    return typeof needle === "string" && needle !== "" && !text.includes(needle);
  }

  /**
   * The constant a `switch` or a comparison can compare: a string or number literal, a steady binding of one, or a
   * field of a steady object literal holding one (`Target.NODE`, frozen or not) that nothing writes.
   */
  constant(expression: Node, depth = 0): string | number | undefined {
    const n = unparenthesised(expression);
    // `typeof globalThis`: the global object is there in every host; `typeof process`: no such global in the guest.
    if (n.kind === SyntaxKind.TypeOfExpression) return this.typeOf(fields(n).expression as Node, depth);
    // `typeof process !== "undefined" ? "node" : "gg"`: the branch the guest takes.
    if (n.kind === SyntaxKind.ConditionalExpression && depth <= MAX_DEPTH) {
      const test = this.of(fields(n).condition as Node, undefined, depth + 1).truthy;
      return test === undefined ? undefined : this.constant((test ? fields(n).whenTrue : fields(n).whenFalse) as Node, depth + 1);
    }
    if (n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral) return fields(n).text ?? "";
    if (n.kind === SyntaxKind.NumericLiteral) return Number(fields(n).text);
    if (depth > MAX_DEPTH) return undefined;
    // `` `${FORMAT}:${STYLE}` `` of constants: the text JavaScript makes of them.
    if (n.kind === SyntaxKind.TemplateExpression) {
      const t = n as Node & { readonly head?: Node & { readonly text?: string }; readonly templateSpans?: readonly (Node & { readonly expression: Node; readonly literal?: Node & { readonly text?: string } })[] };
      let text = t.head?.text ?? "";
      for (const span of t.templateSpans ?? []) {
        const value = this.constant(span.expression, depth + 1);
        if (value === undefined) return undefined;
        text += String(value) + (span.literal?.text ?? "");
      }
      return boundedText(text);
    }
    // `-1`, `+x` of a constant number.
    if (n.kind === SyntaxKind.PrefixUnaryExpression && (fields(n).operator === SyntaxKind.MinusToken || fields(n).operator === SyntaxKind.PlusToken)) {
      const operand = this.constant(fields(n).operand as Node, depth + 1);
      return typeof operand === "number" ? (fields(n).operator === SyntaxKind.MinusToken ? -operand : operand) : undefined;
    }
    // `FLAGS & VERBOSE`, `1 << 2`, `BASE + "/x"`: arithmetic of constants, as JavaScript computes it.
    if (n.kind === SyntaxKind.BinaryExpression && ARITHMETIC.has(fields(n).operatorToken?.kind ?? SyntaxKind.Unknown)) {
      const a = this.constant(fields(n).left as Node, depth + 1);
      const b = a === undefined ? undefined : this.constant(fields(n).right as Node, depth + 1);
      return a === undefined || b === undefined ? undefined : arithmetic(fields(n).operatorToken?.kind as SyntaxKind, a, b);
    }
    // `argv[0] ?? "status"`, `env.MODE || "prod"`: the fallback where the left side is known to leave it.
    const op = n.kind === SyntaxKind.BinaryExpression ? fields(n).operatorToken?.kind : undefined;
    if (op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken) {
      const left = this.of(fields(n).left as Node, undefined, depth + 1);
      if ((op === SyntaxKind.QuestionQuestionToken ? left.nullish : left.truthy === false ? true : undefined) === true) return this.constant(fields(n).right as Node, depth + 1);
      return op === SyntaxKind.QuestionQuestionToken && left.nullish === false ? this.constant(fields(n).left as Node, depth + 1) : undefined;
    }
    // `COMMANDS[0]` of a constant list.
    const listed = this.listElement(n, depth);
    if (listed !== undefined) return listed.item;
    // `detect()` of a function of the program's whose one statement returns a constant (`typeof gg !== "undefined" ? "gg" : "node"`).
    if (n.kind === SyntaxKind.CallExpression) {
      const returned = this.returnedBy(n, depth);
      if (returned !== undefined) return this.constant(returned, depth + 1);
    }
    // `SECTIONS.indexOf("x")`, `NAME.toLowerCase()`, `Number("3")`: a built-in asked of constants.
    if (n.kind === SyntaxKind.CallExpression) {
      const computed = this.builtinResult(n, depth);
      if (typeof computed === "string" || typeof computed === "number") return computed;
    }
    // `Math.min(WORKERS, 8)`, `Math.max(…)` of constants.
    const named = n.kind === SyntaxKind.CallExpression ? globalMethodCall(n, this.scopes) : undefined;
    if (named?.[0] === "Math" && (named[1] === "min" || named[1] === "max") && !this.memberWritten(named[1], undefined) && !this.memberWritten(`Math.${named[1]}`, undefined)) {
      const args = (fields(n).arguments ?? []).map((a) => (a.kind === SyntaxKind.SpreadElement ? undefined : this.constant(a, depth + 1)));
      if (args.length > 0 && args.every((a) => typeof a === "number")) return named[1] === "min" ? Math.min(...(args as number[])) : Math.max(...(args as number[]));
    }
    // The length of an array that is empty whenever it is read.
    if (n.kind === SyntaxKind.PropertyAccessExpression && fields(n).name?.text === "length" && this.emptyArray(fields(n).expression as Node)) return 0;
    // `TITLE.length` of a constant string, `DAYS.length` of a constant list nothing changes.
    if (n.kind === SyntaxKind.PropertyAccessExpression && fields(n).name?.text === "length" && !this.memberWritten("length", undefined)) {
      const owner = fields(n).expression as Node;
      const text = this.constant(owner, depth + 1);
      if (typeof text === "string") return text.length;
      const length = this.arrayLength(owner, depth + 1);
      if (length !== undefined) return length;
    }
    // `VERSION[0]` of constant text: the character there.
    if (n.kind === SyntaxKind.ElementAccessExpression) {
      const index = this.constant((n as Node & { readonly argumentExpression: Node }).argumentExpression, depth + 1);
      const text = typeof index === "number" && Number.isInteger(index) && index >= 0 ? this.constant(fields(n).expression as Node, depth + 1) : undefined;
      if (typeof text === "string" && typeof index === "number") return text[index];
    }
    if (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) {
      const parsed = this.parsedConstant(n, depth);
      if (typeof parsed?.value === "string" || typeof parsed?.value === "number") return parsed.value;
      const values = this.field(n, undefined, depth);
      return values === undefined ? undefined : this.sameConstant(values.map((v) => (v === "absent" || v.kind === SyntaxKind.MethodDeclaration ? undefined : this.constant(v, depth + 1))));
    }
    if (n.kind !== SyntaxKind.Identifier) return undefined;
    const d = this.scopes.declarationOf(n);
    // `createIo("gg")`, `createIo(RUNTIME)`: a parameter every call passes the same constant.
    const passed = this.passed(d);
    if (passed !== undefined) return this.acrossCalls(d as Declaration, undefined, () => this.sameConstant(passed.map((a) => this.constant(a, depth + 1))));
    // `function backend({ runtime })` called as `backend({ runtime: "gg" })`: the field every call gives it.
    const filled = d === undefined ? undefined : this.destructuredParameter(d, depth);
    if (filled !== undefined) return this.sameConstant(filled.map((v) => (v === "absent" || v.kind === SyntaxKind.MethodDeclaration ? undefined : this.constant(v, depth + 1))));
    // `const [name = "help"] = ARGV`: the element of a steady array, or the default where it has none.
    const element = d === undefined ? undefined : (this.destructuredElement(d, depth) ?? this.destructuredField(d, depth));
    if (element !== undefined) return this.constant(element, depth + 1);
    // `const [, minor] = VERSION.split(".")`: the part of a constant list at that place.
    const taken = d === undefined ? undefined : this.listTaken(d, depth);
    if (taken !== undefined) return taken;
    // `i` in the body of `for (let i = 0; i < MAX_ATTEMPTS; i++)` of `const MAX_ATTEMPTS = 1`: the one value it takes.
    const counter = d === undefined ? undefined : this.singleTurnCounter(n, d, depth);
    if (counter !== undefined) return counter;
    const init = this.steadyInitializer(d, undefined, depth);
    return init === undefined ? undefined : this.constant(init, depth + 1);
  }

  /**
   * The value a `for` loop's counter holds in its body where the loop turns at most once: `for (let i = A; i < B; i++)`
   * (or `<=`, `i += 1`, `++i`) of constants, B − A one or less, the counter written nowhere but its update. A turn
   * that never runs leaves the body dead, so only one value reaches it: A.
   */
  private singleTurnCounter(read: Node, d: Declaration, depth: number): number | undefined {
    const loop = d.holder.parent?.parent;
    if (d.kind !== "let" || d.writes !== 1 || loop?.kind !== SyntaxKind.ForStatement || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
    const body = fields(loop).statement as Node;
    if (!(body.pos <= read.pos && read.end <= body.end)) return undefined;
    const update = fields(loop).incrementor;
    if (update === undefined || !increments(update, d, this.scopes)) return undefined;
    const start = fields(d.holder).initializer === undefined ? undefined : this.constant(fields(d.holder).initializer as Node, depth + 1);
    const condition = fields(loop).condition === undefined ? undefined : unparenthesised(fields(loop).condition as Node);
    if (typeof start !== "number" || condition?.kind !== SyntaxKind.BinaryExpression) return undefined;
    const left = unparenthesised(fields(condition).left as Node);
    const op = fields(condition).operatorToken?.kind;
    if (left.kind !== SyntaxKind.Identifier || this.scopes.declarationOf(left) !== d || (op !== SyntaxKind.LessThanToken && op !== SyntaxKind.LessThanEqualsToken)) return undefined;
    const bound = this.constant(fields(condition).right as Node, depth + 1);
    if (typeof bound !== "number") return undefined;
    const last = op === SyntaxKind.LessThanToken ? bound - 1 : bound;
    return last - start < 1 ? start : undefined;
  }

  // Whether the guest's global object has a name a reflective test asks of it (`Reflect.has(globalThis, "Deno")`,
  // `Object.hasOwn(globalThis, "process")`); undefined where the call is no such test or the answer is not known.
  /** Whether a gg namespace (or gg itself) has the member `key`, as the catalogue makes it; undefined where not known. */
  private ggHas(target: Node, key: string): boolean | undefined {
    const reached = ggPathOf(target, this.scopes);
    const has = reached === undefined || this.env.ggValue(target) === undefined || this.memberWritten(key, undefined) ? undefined : this.env.ggAt([...reached.path, key]);
    return has === undefined ? undefined : has !== "absent";
  }

  /**
   * `Reflect.has(files, "copyFile")`, `Object.hasOwn(Object, "groupBy")`: as the `in` test of that key, for a gg
   * namespace (whose members are its own) and a later edition's member of a global the guest lacks.
   */
  private hasByCall(call: Node, depth: number): boolean | undefined {
    const named = globalMethodCall(call, this.scopes);
    const [target, key, ...rest] = fields(call).arguments ?? [];
    if (named === undefined || target === undefined || key === undefined || rest.length > 0) return undefined;
    if (!((named[0] === "Reflect" && named[1] === "has") || (named[0] === "Object" && named[1] === "hasOwn")) || this.memberWritten(named[1], undefined)) return undefined;
    const name = this.keyText(key, depth);
    if (name === undefined) return undefined;
    if (this.env.laterMemberOf(target, name)) return false;
    return this.ggHas(target, name);
  }

  private globalHeld(call: Node): boolean | undefined {
    const named = globalMethodCall(call, this.scopes);
    const [target, key, ...rest] = fields(call).arguments ?? [];
    if (named === undefined || target === undefined || key === undefined || rest.length > 0) return undefined;
    if (!((named[0] === "Reflect" && named[1] === "has") || (named[0] === "Object" && named[1] === "hasOwn")) || this.memberWritten(named[1], undefined) || !this.env.isGlobalObject(target)) return undefined;
    const k = unparenthesised(key);
    const name = k.kind === SyntaxKind.StringLiteral || k.kind === SyntaxKind.NoSubstitutionTemplateLiteral ? (fields(k).text ?? "") : undefined;
    if (name === undefined) return undefined;
    if (this.env.absent(name)) return false;
    return (this.env.global(name) ?? "absent") !== "absent" || name === "gg" ? true : undefined;
  }

  /** Whether `access` reads a named group a match's pattern lacks, or `groups` of a match whose pattern names none. */
  readsMissingGroup(access: Node): boolean {
    const a = unparenthesised(access);
    const name = a.kind === SyntaxKind.PropertyAccessExpression || a.kind === SyntaxKind.ElementAccessExpression ? memberName(a) : undefined;
    return name !== undefined && this.missingGroup(a, name, 0);
  }

  /**
   * Whether `access` reads a named group a match's pattern does not have (`m.groups.nmae`), or `groups` of a match
   * whose pattern has no named groups: `m` a `match` (without the `g` flag) or `exec` of a regular expression literal,
   * in place or held in a binding that keeps it.
   */
  private missingGroup(access: Node, name: string, depth: number): boolean {
    const owner = unparenthesised(fields(access).expression as Node);
    // `const { groups } = STAMP.exec(text); groups.hour`: the destructured `groups` of the match.
    const taken = owner.kind === SyntaxKind.Identifier ? this.destructuredGroups(owner) : undefined;
    const [result, asked] = name === "groups" ? [owner, undefined] : taken !== undefined ? [taken, name] : memberName(owner) === "groups" ? [unparenthesised(fields(owner).expression as Node), name] : [undefined, undefined];
    if (result === undefined || this.memberWritten("groups", undefined)) return false;
    const d = result.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(result) : undefined;
    const held = d === undefined ? result : this.steadyInitializer(d, undefined, depth);
    const call = held === undefined ? undefined : unparenthesised(held);
    if (call?.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesised(fields(call).expression as Node);
    const [first, ...more] = fields(call).arguments ?? [];
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || first === undefined || more.length > 0) return false;
    const method = fields(callee).name?.text;
    const pattern = method === "match" ? this.regexLiteral(first) : method === "exec" ? this.regexLiteral(fields(callee).expression as Node) : undefined;
    if (pattern?.kind !== SyntaxKind.RegularExpressionLiteral || !this.env.prototypeMethodIntact(method === "match" ? "String" : "RegExp", method as string)) return false;
    const literal = fields(pattern).text ?? "";
    // `text.match(/…/g)` answers the matched texts alone: no `groups` at all, whatever the pattern names.
    if (method === "match" && literal.slice(literal.lastIndexOf("/")).includes("g")) return asked === undefined;
    const names = groupNames(literal);
    if (names === undefined) return false;
    return asked === undefined ? names.size === 0 : names.size > 0 && !names.has(asked);
  }

  // A regular expression literal written in place, or held in a `const` (`const STAMP = /(?<y>\d+)/`) nothing
  // recompiles (`compile`, of Annex B, changes the pattern in place).
  private regexLiteral(expression: Node): Node | undefined {
    const e = unparenthesised(expression);
    if (e.kind === SyntaxKind.RegularExpressionLiteral) return e;
    const held = e.kind === SyntaxKind.Identifier ? constValue(e, this.scopes) : undefined;
    const d = e.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(e) : undefined;
    if (held?.kind !== SyntaxKind.RegularExpressionLiteral || d === undefined || this.memberWritten("compile", undefined)) return undefined;
    return d.references.every((r) => { const p = outermost(r).parent; return p?.kind !== SyntaxKind.PropertyAccessExpression || fields(p).name?.text !== "compile"; }) ? held : undefined;
  }

  // The match a binding named by a destructured `groups` takes it from (`const { groups } = re.exec(text)`).
  private destructuredGroups(name: Node): Node | undefined {
    const d = this.scopes.declarationOf(name);
    if (d === undefined || d.kind !== "const" || d.holder.kind !== SyntaxKind.BindingElement || fields(d.holder).name !== d.identifier) return undefined;
    const property = (d.holder as Node & { readonly propertyName?: Node }).propertyName ?? d.identifier;
    const pattern = d.holder.parent;
    const declaration = pattern?.parent;
    if (fields(property).text !== "groups" || pattern?.kind !== SyntaxKind.ObjectBindingPattern || declaration?.kind !== SyntaxKind.VariableDeclaration || fields(declaration).name !== pattern) return undefined;
    const init = fields(declaration).initializer;
    return init === undefined ? undefined : unparenthesised(init);
  }

  /**
   * What `TABLE.get(KEY)` finds, where `TABLE` is a `const` of `new Map([[k, v], …])` of the guest's, written in place
   * with constant keys, that every use only reads (`get`, `has`, `size`, iteration), and `KEY` is a constant: the
   * value of the last entry of that key, or "absent"; undefined where not known.
   */
  /**
   * What `TABLE.get(key)` of a constant Map gives where the key is `wanted` (a value a caller hands the key's
   * parameter): the entry's value, "absent", or undefined where the table is no such Map.
   */
  mapEntryFor(call: Node, wanted: string | number): Node | "absent" | undefined {
    return this.mapEntry(call, wanted);
  }

  private mapEntry(call: Node, given?: string | number): Node | "absent" | undefined {
    const callee = unparenthesised(fields(call).expression as Node);
    const [key, ...more] = fields(call).arguments ?? [];
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).name?.text !== "get" || key === undefined || more.length > 0 || key.kind === SyntaxKind.SpreadElement) return undefined;
    const table = unparenthesised(fields(callee).expression as Node);
    const d = table.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(table) : undefined;
    if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
    const init = fields(d.holder).initializer === undefined ? undefined : unparenthesised(fields(d.holder).initializer as Node);
    const made = init?.kind === SyntaxKind.NewExpression ? unparenthesised(fields(init).expression as Node) : undefined;
    const args = init === undefined ? [] : (fields(init).arguments ?? []);
    if (made?.kind !== SyntaxKind.Identifier || fields(made).text !== "Map" || this.scopes.declarationOf(made) !== undefined || args.length > 1 || this.memberWritten("get", undefined)) return undefined;
    if (!d.references.every((r) => r === d.identifier || keepsEntriesEmpty(r))) return undefined;
    const wanted = given ?? this.constant(key);
    if (wanted === undefined) return undefined;
    const list = args[0] === undefined ? undefined : unparenthesised(args[0]);
    if (list !== undefined && list.kind !== SyntaxKind.ArrayLiteralExpression) return undefined;
    let found: Node | "absent" = "absent";
    for (const element of list === undefined ? [] : ((list as Node & { readonly elements?: readonly Node[] }).elements ?? [])) {
      const entry = unparenthesised(element);
      const parts = entry.kind === SyntaxKind.ArrayLiteralExpression ? ((entry as Node & { readonly elements?: readonly Node[] }).elements ?? []) : undefined;
      if (parts === undefined || parts.length < 1 || parts.some((p) => p.kind === SyntaxKind.SpreadElement || p.kind === SyntaxKind.OmittedExpression)) return undefined;
      const k = this.constant(parts[0] as Node);
      if (k === undefined) return undefined;
      // Map keys compare by SameValueZero: the text "1" is no key 1.
      if (k === wanted || (typeof k === "number" && typeof wanted === "number" && Number.isNaN(k) && Number.isNaN(wanted))) {
        if (parts[1] === undefined) return undefined;
        found = parts[1];
      }
    }
    return found;
  }

  // Whether `text.match(/…/)` or `/…/.exec(text)` of short constant text finds a match; undefined where not known.
  private regexMatched(call: Node, depth: number): boolean | undefined {
    const callee = unparenthesised(fields(call).expression as Node);
    const [first, ...more] = fields(call).arguments ?? [];
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || first === undefined || more.length > 0) return undefined;
    const method = fields(callee).name?.text;
    const receiver = unparenthesised(fields(callee).expression as Node);
    const [pattern, subject] = method === "match" ? [unparenthesised(first), receiver] : method === "exec" ? [receiver, first] : [undefined, undefined];
    if (pattern?.kind !== SyntaxKind.RegularExpressionLiteral || subject === undefined || !this.env.prototypeMethodIntact(method === "match" ? "String" : "RegExp", method as string)) return undefined;
    const text = this.constant(subject, depth + 1);
    return typeof text === "string" ? regexTest(fields(pattern).text ?? "", text) : undefined;
  }

  // The constant a `const` array pattern takes from a list of constants (`VERSION.split(".")`), or its default where
  // the list has no element there; undefined where that is not known.
  private listTaken(d: Declaration, depth: number): string | number | undefined {
    return this.listSlot(d, depth)?.item;
  }

  // What a `const` array pattern's element takes from a list of constants: `{ item }`, where `item` is undefined where
  // the list has no element there and the pattern no default; undefined where that is not known.
  private listSlot(d: Declaration, depth: number): { readonly item: string | number | undefined } | undefined {
    const pattern = d.holder.parent;
    const declaration = pattern?.parent;
    if (d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.BindingElement || pattern?.kind !== SyntaxKind.ArrayBindingPattern || declaration?.kind !== SyntaxKind.VariableDeclaration) return undefined;
    if ((combinedNodeFlags(declaration) & NodeFlags.Const) === 0 || (d.holder as Node & { readonly dotDotDotToken?: Node }).dotDotDotToken !== undefined || fields(d.holder).name !== d.identifier) return undefined;
    const init = fields(declaration).initializer;
    const list = init === undefined || unparenthesised(init).kind !== SyntaxKind.CallExpression ? undefined : this.constantList(init, depth + 1);
    const index = ((pattern as Node & { readonly elements?: readonly Node[] }).elements ?? []).indexOf(d.holder);
    if (list?.of !== "Array" || index < 0) return undefined;
    const item = list.items[index];
    const fallback = fields(d.holder).initializer;
    if (item !== undefined) return { item };
    if (fallback === undefined) return { item: undefined };
    const given = this.constant(fallback, depth + 1);
    return given === undefined ? undefined : { item: given };
  }

  // What `typeof` says of a value, where the text fixes it: the guest's globals and gg's members, literals, and a
  // binding's steady value (`const W = gg.files.watch; typeof W`).
  private typeOf(operand: Node, depth: number): string | undefined {
    const o = unparenthesised(operand);
    if (depth > MAX_DEPTH) return undefined;
    if (this.env.isGlobalObject(o)) return "object";
    const present = this.env.presentGlobal(o);
    if (present !== undefined) return present;
    const gg = this.env.ggValue(o);
    if (gg !== undefined) return gg === "absent" ? "undefined" : gg;
    if (this.env.isAbsent(o) || topLevelThis(o) || o.kind === SyntaxKind.VoidExpression) return "undefined";
    if (isNewTarget(o)) {
      const how = newTargetOf(o, this.scopes);
      return how === "constructed" ? "function" : how === "called" ? "undefined" : undefined;
    }
    const literal = LITERAL_TYPES.get(o.kind);
    if (literal !== undefined) return literal;
    // `typeof m` of a `match` the text fixes to find nothing (null), or of a part a split lacks (undefined).
    const exactly = o.kind === SyntaxKind.Identifier || o.kind === SyntaxKind.CallExpression || o.kind === SyntaxKind.ElementAccessExpression ? this.of(o, undefined, depth + 1).exactly : undefined;
    if (exactly !== undefined) return exactly === "null" ? "object" : "undefined";
    if (o.kind !== SyntaxKind.Identifier) return undefined;
    const d = this.scopes.declarationOf(o);
    if (d === undefined) return fields(o).text === "undefined" ? "undefined" : undefined;
    const init = this.steadyInitializer(d, undefined, depth);
    return init === undefined ? undefined : this.typeOf(init, depth + 1);
  }

  /**
   * The value a name destructured once by position from a steady array literal holds (`const [name] = ARGV`, with
   * `const ARGV = ["stats"]` only ever read): the element, or the pattern's default where the array has none there;
   * undefined where that is not known.
   */
  private destructuredElement(d: Declaration, depth: number): Node | undefined {
    const at = this.elementTaken(d, depth);
    return at === "absent" ? undefined : at;
  }

  /**
   * What `destructuredElement` follows: the element, the pattern's default where the array has none there, or
   * "absent" where it has none and there is no default (`const [cmd] = []`: undefined); undefined where not known.
   */
  private elementTaken(d: Declaration, depth: number): Node | "absent" | undefined {
    const pattern = d.holder.parent;
    const declaration = pattern?.parent;
    if (d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.BindingElement || pattern?.kind !== SyntaxKind.ArrayBindingPattern || declaration?.kind !== SyntaxKind.VariableDeclaration) return undefined;
    if ((combinedNodeFlags(declaration) & NodeFlags.Const) === 0 || (d.holder as Node & { readonly dotDotDotToken?: Node }).dotDotDotToken !== undefined) return undefined;
    const init = fields(declaration).initializer;
    if (init === undefined) return undefined;
    let source = unparenthesised(init);
    if (source.kind === SyntaxKind.Identifier) {
      const owner = this.scopes.declarationOf(source);
      const held = this.steadyInitializer(owner, undefined, depth);
      if (held === undefined || owner?.kind !== "const" || !owner.references.every((r) => r === owner.identifier || this.keepsEmpty(r))) return undefined;
      source = unparenthesised(held);
    }
    if (source.kind !== SyntaxKind.ArrayLiteralExpression) return undefined;
    const index = ((pattern as Node & { readonly elements?: readonly Node[] }).elements ?? []).indexOf(d.holder);
    const elements = (source as Node & { readonly elements?: readonly Node[] }).elements ?? [];
    if (index < 0 || elements.slice(0, index + 1).some((e) => e.kind === SyntaxKind.SpreadElement)) return undefined;
    const element = elements[index];
    const fallback = fields(d.holder).initializer;
    // A default stands in for an element that is undefined (`[undefined]`, `[ENV.SHELL]`); one that may be leaves it unknown.
    if (element !== undefined && element.kind !== SyntaxKind.OmittedExpression) {
      if (fallback === undefined) return element;
      const known = this.of(element, undefined, depth + 1);
      return known.nullish === false || known.exactly === "null" ? element : known.exactly === "undefined" ? fallback : undefined;
    }
    return fallback ?? "absent";
  }

  /**
   * What a name destructured from a parameter holds (`function backend({ runtime })`): the field of the argument each
   * way into the function passes (`backend({ runtime: "gg" })`), or the pattern's default where the argument has no such
   * field; undefined where that is not known.
   */
  private destructuredParameter(d: Declaration, depth: number): readonly Value[] | undefined {
    const pattern = d.holder.parent;
    const parameter = pattern?.parent;
    if (d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.BindingElement || pattern?.kind !== SyntaxKind.ObjectBindingPattern || parameter?.kind !== SyntaxKind.Parameter || fields(parameter).name !== pattern) return undefined;
    if ((d.holder as Node & { readonly dotDotDotToken?: Node }).dotDotDotToken !== undefined) return undefined;
    const key = (d.holder as Node & { readonly propertyName?: Node }).propertyName ?? fields(d.holder).name;
    if (key?.kind !== SyntaxKind.Identifier && key?.kind !== SyntaxKind.StringLiteral) return undefined;
    const args = this.argumentsOf(parameter);
    if (args === undefined || args.length > 8) return undefined;
    const fallback = fields(d.holder).initializer;
    return this.acrossCalls(d, undefined, () => this.everyOf(args, (a) => {
      const values = this.memberOf(unparenthesised(a), { name: fields(key).text }, undefined, depth + 1);
      if (fallback === undefined || values === undefined) return values;
      // The default stands in for a field that is missing or `undefined`; one that may be `undefined` leaves it unknown.
      return this.everyOf(values, (v) => (v === "absent" || this.isUndefined(v) ? [fallback] : this.of(v, undefined, depth + 1).nullish === false ? [v] : undefined));
    }));
  }

  /**
   * The field a name destructured once in a `const` holds (`const { useNode } = CONFIG`, `const { runtime } = opts`,
   * `const { env } = this`), never written: the value the member holds, or the pattern's default where the field is
   * missing or `undefined`; undefined where that is not known.
   */
  // The member a `const` object pattern's element takes, as its initializer's making gives it ("absent": none).
  private destructuredMember(d: Declaration, depth: number): Value | undefined {
    if (d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.BindingElement || (d.holder as Node & { readonly dotDotDotToken?: Node }).dotDotDotToken !== undefined) return undefined;
    const key = (d.holder as Node & { readonly propertyName?: Node }).propertyName ?? fields(d.holder).name;
    const declaration = d.holder.parent?.parent;
    if ((key?.kind !== SyntaxKind.Identifier && key?.kind !== SyntaxKind.StringLiteral) || d.holder.parent?.kind !== SyntaxKind.ObjectBindingPattern || declaration?.kind !== SyntaxKind.VariableDeclaration) return undefined;
    if ((combinedNodeFlags(declaration) & NodeFlags.Const) === 0) return undefined;
    const init = fields(declaration).initializer;
    const values = init === undefined ? undefined : this.memberOf(unparenthesised(init), { name: fields(key).text }, undefined, depth + 1);
    return values?.length === 1 ? values[0] : undefined;
  }

  private destructuredField(d: Declaration, depth: number): Node | undefined {
    const value = this.destructuredMember(d, depth);
    if (value === undefined) return undefined;
    // `const { verbose = false } = {}`: the default stands in for a field that is missing, or that may be undefined.
    const fallback = fields(d.holder).initializer;
    if (value === "absent" || (fallback !== undefined && this.isUndefined(value))) return fallback;
    if (value.kind === SyntaxKind.MethodDeclaration || (fallback !== undefined && this.of(value, undefined, depth + 1).nullish !== false)) return undefined;
    return value;
  }

  /**
   * What a member read of a steady literal holds: a field of an object literal (nested ones too: `CONFIG.notify.enabled`),
   * or an element of an array literal only ever read (`ENABLED[0]`); "absent" where the literal has no such own member;
   * undefined where that is not known. One value where the owner is one object; one per call where it is a parameter
   * every call fills (`opts.runtime` of `createIo({ runtime: RUNTIME })`).
   */
  private field(n: Node, except: Node | undefined, depth: number): readonly Value[] | undefined {
    if (depth > MAX_DEPTH || (n.kind !== SyntaxKind.PropertyAccessExpression && n.kind !== SyntaxKind.ElementAccessExpression)) return undefined;
    const key = n.kind === SyntaxKind.ElementAccessExpression ? unparenthesised((n as Node & { readonly argumentExpression: Node }).argumentExpression) : undefined;
    // `levels[LEVEL]` of a `const LEVEL = "info"`: the member its constant names.
    // `backends[DRY ? "dry" : "real"]`: the member the key's constant names.
    const fixed = key === undefined || key.kind === SyntaxKind.StringLiteral || key.kind === SyntaxKind.NumericLiteral ? undefined : this.constant(key, depth + 1);
    const name = memberName(n) ?? (typeof fixed === "string" ? fixed : undefined);
    const index = key?.kind === SyntaxKind.NumericLiteral ? Number(fields(key).text) : typeof fixed === "number" ? fixed : undefined;
    const held = this.memberOf(unparenthesised(fields(n).expression as Node), { name, index }, except, depth);
    // Several values (a member written elsewhere too): the one the last write before the read gave, where that is known.
    if (name === undefined || (held !== undefined && held.length <= 1)) return held;
    return this.writtenJustBefore(n, name, depth) ?? held;
  }

  /**
   * What a member of an object literal held in a `const` holds where it is read, where the program writes that member
   * elsewhere too: the value the last write certainly made before the read (the literal's own, or a statement's
   * `state.ready = true`), where no other write can run in between (`flow.ts`).
   */
  private writtenJustBefore(read: Node, name: string, depth: number): readonly Value[] | undefined {
    const owner = unparenthesised(fields(read).expression as Node);
    if (this.flow === undefined || depth > MAX_DEPTH || owner.kind !== SyntaxKind.Identifier || OBJECT_PROTOTYPE.has(name)) return undefined;
    const d = this.scopes.declarationOf(owner);
    if (d === undefined || d.count !== 1 || d.writes > 0 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || this.reshaped(d) || this.reshaped(undefined)) return undefined;
    const init = fields(d.holder).initializer;
    const literal = init === undefined ? undefined : this.objectLiteral(init);
    const sites = this.memberWriteSites(name);
    if (literal === undefined || sites === "any") return undefined;
    const properties = (literal as Node & { readonly properties: readonly Node[] }).properties;
    // An accessor runs code on the write and the read; a computed key or an inherited field may be the member.
    if (properties.some((p) => fields(p).name?.kind === SyntaxKind.ComputedPropertyName || fields(p).name?.text === "__proto__" || (fields(p).name?.text === name && (p.kind === SyntaxKind.GetAccessor || p.kind === SyntaxKind.SetAccessor)))) return undefined;
    const candidates: Node[] = [d.holder];
    for (const site of sites) {
      const target = unparenthesised(site);
      const assignment = outermost(site).parent;
      const on = target.kind === SyntaxKind.PropertyAccessExpression || target.kind === SyntaxKind.ElementAccessExpression ? unparenthesised(fields(target).expression as Node) : undefined;
      if (on?.kind === SyntaxKind.Identifier && this.scopes.declarationOf(on) === d && assignment?.kind === SyntaxKind.BinaryExpression && fields(assignment).left === outermost(site) && fields(assignment).operatorToken?.kind === SyntaxKind.EqualsToken) candidates.push(assignment);
    }
    const chosen = this.flow.lastWrite(read, candidates, sites);
    if (chosen === undefined) return undefined;
    if (chosen !== d.holder) return [fields(chosen).right as Node];
    // A member the literal lacks is looked up on its prototype, which a write at any earlier time may have given it.
    const own = this.literalMember(properties, name, { name }, undefined, depth + 1);
    return own?.some((v) => v === "absent") === true ? undefined : own;
  }

  /**
   * What a `let` (or `var`) written more than once holds where it is read: the value the last write certainly made
   * before the read, where no other write can run in between (`flow.ts`); "undefined" for a `let` declared without
   * one. Undefined where that is not known.
   */
  private boundJustBefore(read: Node, d: Declaration): Node | "undefined" | undefined {
    if (this.flow === undefined || (d.kind !== "let" && d.kind !== "var") || d.count !== 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || namesEval(d.holder)) return undefined;
    const init = fields(d.holder).initializer;
    // `var x;` run again changes nothing; `let x;` sets undefined.
    const candidates: Node[] = init !== undefined || d.kind === "let" ? [d.holder] : [];
    const writes: Node[] = [];
    for (const r of d.references) {
      if (r === d.identifier || !this.scopes.isWrite(r)) continue;
      writes.push(r);
      const assignment = outermost(r).parent;
      if (assignment?.kind === SyntaxKind.BinaryExpression && fields(assignment).left === outermost(r) && fields(assignment).operatorToken?.kind === SyntaxKind.EqualsToken) candidates.push(assignment);
    }
    const chosen = this.flow.lastWrite(read, candidates, writes);
    if (chosen === undefined) return undefined;
    if (chosen !== d.holder) return fields(chosen).right as Node;
    return init ?? "undefined";
  }

  /**
   * Whether the text shows code at `node` never runs: behind a test the text decides the other way, after a statement
   * of its list that always exits, in a loop never entered (over an empty list, a first test that fails), or in a
   * function nothing can enter: every way into it, where the text shows them all (`flow.ts`), stands where it never
   * runs; a method of a name nothing reads; a callback a built-in runs on each element of an empty list. A question
   * of the writes a value may be given, so it asks the text alone, never which functions the model finds live.
   */
  private neverRuns(node: Node, depth = 0): boolean {
    if (this.flow === undefined || depth > MAX_NEVER) return false;
    const key = depth === 0 ? node : undefined;
    const known = key === undefined ? undefined : this.never.get(key);
    if (known !== undefined) return known;
    if (key !== undefined) this.never.set(key, false);
    const never = this.neverByText(node, depth);
    if (key !== undefined) this.never.set(key, never);
    return never;
  }

  private readonly never = new Map<Node, boolean>();

  private neverByText(node: Node, depth: number): boolean {
    let child = node;
    for (let p = node.parent; p !== undefined; child = p, p = p.parent) {
      const f = fields(p);
      // A test asked here is asked inside another question (what a write gives): a short budget keeps it cheap.
      const truth = (test: Node | undefined): boolean | undefined => (test === undefined ? undefined : this.of(test, undefined, MAX_DEPTH - 2).truthy);
      if (p.kind === SyntaxKind.IfStatement && child !== f.expression) {
        const t = truth(f.expression);
        if (t !== undefined && t !== (child === f.thenStatement)) return true;
      }
      if (p.kind === SyntaxKind.ConditionalExpression && child !== f.condition) {
        const t = truth(f.condition);
        if (t !== undefined && t !== (child === f.whenTrue)) return true;
      }
      if (p.kind === SyntaxKind.BinaryExpression && child === f.right) {
        const op = f.operatorToken?.kind;
        if ((op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.AmpersandAmpersandEqualsToken) && truth(f.left) === false) return true;
        if ((op === SyntaxKind.BarBarToken || op === SyntaxKind.BarBarEqualsToken) && truth(f.left) === true) return true;
      }
      if (child === f.statement && p.kind === SyntaxKind.ForOfStatement && this.emptyCollection(f.expression as Node)) return true;
      if (child === f.statement && (p.kind === SyntaxKind.WhileStatement || p.kind === SyntaxKind.ForStatement) && (truth(p.kind === SyntaxKind.WhileStatement ? f.expression : f.condition) === false || firstTestFails(p, (e) => this.constant(e), this.scopes))) return true;
      const list = statementsOf(p);
      if (list !== undefined && child.kind !== SyntaxKind.FunctionDeclaration) {
        const at = list.indexOf(child);
        if (list.slice(0, at).some((st) => alwaysExits(st))) return true;
      }
      if (isFunctionWithBody(p)) return child !== f.name && this.enteredNever(p, depth + 1);
      if (p.kind === SyntaxKind.PropertyDeclaration || p.kind === SyntaxKind.ClassDeclaration || p.kind === SyntaxKind.ClassExpression) return false;
    }
    return false;
  }

  // Whether nothing can enter the function `fn` (see `neverRuns`).
  private enteredNever(fn: Node, depth: number): boolean {
    if ((fields(fn).modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword)) return false;
    if (fn.kind === SyntaxKind.MethodDeclaration) {
      const key = fields(fn).name;
      const name = key?.kind === SyntaxKind.Identifier || key?.kind === SyntaxKind.PrivateIdentifier ? fields(key).text : undefined;
      if (name === undefined || IMPLICIT_METHODS.has(name) || !this.reachedByNameOnly(fn.parent)) return false;
      const sites = this.readSites(name);
      return sites !== "any" && sites.every((site) => this.neverRuns(site, depth));
    }
    // `[].forEach(() => …)`: a callback a built-in runs on each element of a list that has none.
    const outer = outermost(fn);
    const call = outer.parent;
    if (call?.kind === SyntaxKind.CallExpression && fields(call).expression !== outer) {
      const callee = unparenthesised(fields(call).expression as Node);
      if (callee.kind === SyntaxKind.PropertyAccessExpression && EACH_ELEMENT.has(fields(callee).name?.text ?? "") && !this.memberWritten(fields(callee).name?.text ?? "", undefined) && this.emptyCollection(fields(callee).expression as Node)) return true;
    }
    const ways = this.flow?.waysIn(fn);
    return ways !== undefined && ways.every((way) => this.neverRuns(way, depth));
  }

  /**
   * Whether the members of `owner` are reached only by name: a class, or an object literal bound to a `const` whose
   * every use reads or writes a member by name (`job.setInput(…)`). A literal handed on, read by a computed key
   * (`job[m]()`), spread or listed (`Object.values(job)`) may have any method called.
   */
  private reachedByNameOnly(owner: Node | undefined): boolean {
    if (owner?.kind !== SyntaxKind.ObjectLiteralExpression) return true;
    const holder = outermost(owner).parent;
    const name = holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outermost(owner) ? fields(holder).name : undefined;
    const d = name?.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(name) : undefined;
    if (d === undefined || d.kind !== "const" || d.count > 1) return false;
    return d.references.every((r) => r === d.identifier || (outermost(r).parent?.kind === SyntaxKind.PropertyAccessExpression && fields(outermost(r).parent as Node).expression === outermost(r)));
  }

  /**
   * Every value a `let` (or `var`) may hold, wherever it is read: its initializer (undefined without one) and each
   * plain assignment's value, leaving out those that stand where they never run. Undefined where some write's value
   * is not known (`n++`, `x ||= v`, a destructuring target) or there are too many.
   */
  private boundEver(d: Declaration): readonly Value[] | undefined {
    if ((d.kind !== "let" && d.kind !== "var") || d.count !== 1 || d.writes === 0 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || inForHead(d.holder) || namesEval(d.holder) || this.collectingBindings.has(d)) return undefined;
    const init = fields(d.holder).initializer;
    const out: Value[] = [init ?? "absent"];
    this.collectingBindings.add(d);
    try {
      for (const r of d.references) {
        if (r === d.identifier || !this.scopes.isWrite(r) || this.neverRuns(r)) continue;
        const assignment = outermost(r).parent;
        if (assignment?.kind !== SyntaxKind.BinaryExpression || fields(assignment).left !== outermost(r) || fields(assignment).operatorToken?.kind !== SyntaxKind.EqualsToken) return undefined;
        out.push(fields(assignment).right as Node);
        if (out.length > MAX_WRITTEN) return undefined;
      }
      return out;
    } finally {
      this.collectingBindings.delete(d);
    }
  }

  private readonly collectingBindings = new Set<Declaration>();

  /**
   * Whether a list, Map or Set a binding holds is empty where it is read, by the last change the program certainly
   * made before the read: made empty where declared (`const queue = []`), given an empty one (`warnings = []`), or
   * emptied (`list.length = 0`, `list.splice(0)`, `set.clear()`), where no other change can run in between
   * (`flow.ts`) and the collection is reached by no other name.
   */
  private emptiedJustBefore(read: Node): boolean {
    let known = this.emptied.get(read);
    if (known === undefined) {
      known = this.emptiedByFlow(read);
      this.emptied.set(read, known);
    }
    return known;
  }

  private readonly emptied = new Map<Node, boolean>();

  private emptiedByFlow(read: Node): boolean {
    const d = this.flow === undefined ? undefined : this.scopes.declarationOf(read);
    if (this.flow === undefined || d === undefined || (d.kind !== "let" && d.kind !== "const") || d.count !== 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || namesEval(d.holder)) return false;
    const init = fields(d.holder).initializer;
    const candidates: Node[] = [];
    const emptying = new Set<Node>();
    const changes: Node[] = [];
    // Whether every value the binding is given is made where it is (`[]`, `new Set(…)`): then no other name reaches it.
    let fresh = init !== undefined && this.freshCollection(init);
    if (init !== undefined) {
      candidates.push(d.holder);
      if (this.emptyMadeHere(init)) emptying.add(d.holder);
    }
    for (const r of d.references) {
      // The read itself changes nothing before it.
      if (r === d.identifier || r === read) continue;
      const outer = outermost(r);
      const parent = outer.parent;
      if (this.scopes.isWrite(r)) {
        changes.push(r);
        const right = parent?.kind === SyntaxKind.BinaryExpression && fields(parent).left === outer && fields(parent).operatorToken?.kind === SyntaxKind.EqualsToken ? (fields(parent).right as Node) : undefined;
        if (right === undefined || !this.freshCollection(right)) fresh = false;
        if (right === undefined || parent === undefined) continue;
        candidates.push(parent);
        if (this.emptyMadeHere(right)) emptying.add(parent);
        continue;
      }
      // `while (queue.length) queue.pop();`: a loop left only by its test leaves the list empty.
      const drained = drainingLoop(r);
      if (drained !== undefined) {
        candidates.push(drained);
        emptying.add(drained);
        continue;
      }
      if (this.keepsEmpty(r) || keepsEntriesEmpty(r)) continue;
      // `list.push(x)`, `set.add(x)`, `list.length = 0`: a change of the collection by its own name; anything else hands it on.
      const member = parent?.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer ? parent : undefined;
      const use = member === undefined ? undefined : outermost(member).parent;
      if (member === undefined || use === undefined) return false;
      const method = fields(member).name?.text ?? "";
      const args = fields(use).arguments ?? [];
      if (use.kind === SyntaxKind.CallExpression && fields(use).expression === outermost(member)) {
        changes.push(r);
        // `xs.splice(0)`, `xs.splice(0, xs.length)`: every element taken out.
        const wholeLength = args.length === 2 && isLengthOf(args[1] as Node, d);
        if ((method === "clear" && args.length === 0) || (method === "splice" && (args.length === 1 || wholeLength) && this.constant(args[0] as Node) === 0)) {
          candidates.push(use);
          emptying.add(use);
        }
        continue;
      }
      if (method !== "length" || use.kind !== SyntaxKind.BinaryExpression || fields(use).left !== outermost(member) || fields(use).operatorToken?.kind !== SyntaxKind.EqualsToken) return false;
      changes.push(r);
      if (this.constant(fields(use).right as Node) === 0) {
        candidates.push(use);
        emptying.add(use);
      }
    }
    if (!fresh || changes.length === 0) return false;
    const chosen = this.flow.lastWrite(read, candidates, changes);
    return chosen !== undefined && emptying.has(chosen);
  }

  // `[]`, `[1, 2]`, `new Set(…)`, `new Map(…)`, `new Array(…)` of the guest's: a collection made where it is written.
  private freshCollection(value: Node): boolean {
    const v = unparenthesised(value);
    if (v.kind === SyntaxKind.ArrayLiteralExpression) return true;
    const callee = v.kind === SyntaxKind.NewExpression ? unparenthesised(fields(v).expression as Node) : undefined;
    return callee?.kind === SyntaxKind.Identifier && this.scopes.declarationOf(callee) === undefined && ["Map", "Set", "Array"].includes(fields(callee).text ?? "");
  }

  // `[]`, `new Set()`, `new Map([])`: an empty collection made where it is written.
  private emptyMadeHere(value: Node): boolean {
    const v = unparenthesised(value);
    return (v.kind === SyntaxKind.ArrayLiteralExpression && ((v as Node & { readonly elements?: readonly Node[] }).elements ?? []).length === 0) || (v.kind === SyntaxKind.NewExpression && this.emptyMade(v));
  }

  /**
   * What the member `name` of the value `owner` names holds, as a member read of it would (`const { limit = 10 } =
   * OPTIONS` reads `OPTIONS.limit`): each value it may hold, "absent" where it has no such own member; undefined where
   * that is not known.
   */
  memberHeld(owner: Node, name: string): readonly (Node | "absent")[] | undefined {
    return this.memberOf(unparenthesised(owner), { name, index: undefined }, undefined, 0);
  }

  // What the member `n` names holds on the value `owner` evaluates to (`owner` is `n`'s own object, or a value that
  // object was found to hold: an argument, a field's initializer).
  private memberOf(owner: Node, key: MemberKey, except: Node | undefined, depth: number): readonly Value[] | undefined {
    if (depth > MAX_DEPTH + 2) return undefined;
    const name = key.name;
    // `typeof process !== "undefined" ? parseArgs(argv) : {}`: the branch the test takes, or what either gives.
    if (owner.kind === SyntaxKind.ConditionalExpression) {
      const test = this.of(fields(owner).condition as Node, except, depth + 1).truthy;
      const branches = test === undefined ? [fields(owner).whenTrue, fields(owner).whenFalse] : [test ? fields(owner).whenTrue : fields(owner).whenFalse];
      return this.everyOf(branches as Node[], (b) => this.memberOf(unparenthesised(b), key, except, depth + 1));
    }
    // `Object.assign({}, DEFAULTS, options)`: the last source that gives the member, or the target literal's.
    const assigned = owner.kind === SyntaxKind.CallExpression && name !== undefined ? this.assignedMember(owner, key, except, depth) : undefined;
    if (assigned !== undefined) return assigned === "unknown" ? undefined : assigned;
    // `globalThis.process?.env ?? {}`, `options || {}`: the side the left's value picks, or what either gives.
    if (owner.kind === SyntaxKind.BinaryExpression && (fields(owner).operatorToken?.kind === SyntaxKind.QuestionQuestionToken || fields(owner).operatorToken?.kind === SyntaxKind.BarBarToken)) {
      const left = fields(owner).left as Node;
      const known = this.of(left, except, depth + 1);
      const picksLeft = fields(owner).operatorToken?.kind === SyntaxKind.QuestionQuestionToken ? (known.nullish === undefined ? undefined : !known.nullish) : known.truthy;
      const sides = picksLeft === undefined ? [left, fields(owner).right as Node] : [picksLeft ? left : (fields(owner).right as Node)];
      return this.everyOf(sides, (b) => this.memberOf(unparenthesised(b), key, except, depth + 1));
    }
    if (owner.kind === SyntaxKind.ThisKeyword) {
      // `this.#VERBOSE` in a static method of the class that declares `static #VERBOSE`: where the read does not throw,
      // `this` is that class (a subclass, or any other value, has no such private name).
      const cls = name?.startsWith("#") === true ? staticClassOf(owner) : undefined;
      const d = cls === undefined ? undefined : this.scopes.declarationOf(fields(cls).name as Node);
      if (d !== undefined && d.kind === "class" && d.holder === cls && name !== undefined && d.writes === 0 && d.count === 1 && !this.memberWritten(name, except)) {
        const held = this.staticMember(cls, name, depth);
        if (held !== undefined) return [held];
      }
      // `this.tables` in a method of `const log = { tables: false, table() {…} }` that only ever runs on `log`, or in a
      // static method of a class that only ever runs on the class: the literal's member, the class's static.
      const literal = name === undefined ? undefined : heldLiteralOfThis(owner, this.scopes);
      if (literal !== undefined) return this.memberOf(literal, key, except, depth + 1);
      const own = name === undefined || name.startsWith("#") ? undefined : thisOfStaticClass(owner, this.scopes);
      if (own !== undefined && name !== undefined && !this.memberWritten(name, except)) {
        const held = this.staticMember(own, name, depth);
        if (held !== undefined) return [held];
      }
      return name === undefined ? undefined : this.constructorField(owner, name, depth);
    }
    // `env.isGuest` of `const env = new Env()` (or `new Env()` handed in): what the class's constructor set.
    const made = owner.kind === SyntaxKind.Identifier || owner.kind === SyntaxKind.NewExpression ? this.instanceClass(owner) : undefined;
    if (made !== undefined) {
      // A method its class defines (`new RecordingFs().writeFile`), where the constructor sets no field of that name.
      if (name === undefined) return undefined;
      const method = this.setAtConstruction(made, name, depth) === undefined ? this.chainMethod(owner, name) : undefined;
      return method === undefined ? this.setAtConstruction(made, name, depth) : [method];
    }
    let container: Node | undefined;
    if (owner.kind === SyntaxKind.Identifier) {
      const d = this.scopes.declarationOf(owner);
      if (this.reshaped(d)) return undefined;
      // `opts.runtime` of a parameter every call fills: the member of each argument.
      const passed = this.passed(d);
      if (passed !== undefined) return passed.length > 8 ? undefined : this.acrossCalls(d as Declaration, undefined, () => this.everyOf(passed, (a) => this.memberOf(unparenthesised(a), key, except, depth + 1)));
      // `const { env } = this`: what the destructured field holds.
      const destructured = d === undefined || depth > MAX_DEPTH ? undefined : this.destructuredField(d, depth + 1);
      if (destructured !== undefined) return this.memberOf(unparenthesised(destructured), key, except, depth + 1);
      // `Settings.OUTPUT` of `class Settings { static OUTPUT = "markdown"; }`: the static the class spells out.
      if (d !== undefined && d.kind === "class" && name !== undefined) {
        const held = d.writes === 0 && d.count === 1 && !this.memberWritten(name, except) ? this.staticMember(d.holder, name, depth) : undefined;
        return held === undefined ? undefined : [held];
      }
      const init = this.steadyInitializer(d, except, depth);
      container = init === undefined ? undefined : unparenthesised(init);
      // `const env = typeof process !== "undefined" ? process.env : {}`: the branch the test takes, or what both give.
      // `const io = backends[DRY ? "dry" : "real"]`: the member read's value, as a nested object is read.
      if (container?.kind === SyntaxKind.ConditionalExpression || container?.kind === SyntaxKind.BinaryExpression || container?.kind === SyntaxKind.PropertyAccessExpression || container?.kind === SyntaxKind.ElementAccessExpression) return this.memberOf(container, key, except, depth + 1);
      // `const Level = (() => ({ INFO: 2 }))()`: the object literal the function returns, made anew by each call;
      // `Object.assign({}, DEFAULTS, opts)`, in place or returned, what its sources give.
      if (container?.kind === SyntaxKind.CallExpression && this.objectLiteral(container) === undefined) {
        const returned = this.assignedMember(container, key, except, depth) !== undefined ? container : this.returnedBy(container, depth + 1);
        const assigned = returned === undefined ? undefined : this.assignedMember(unparenthesised(returned), key, except, depth);
        if (assigned !== undefined) return assigned === "unknown" ? undefined : assigned;
        container = returned === undefined ? undefined : this.literalReturned(returned);
      }
      // An array's elements stay as written only where every use reads it.
      if (container?.kind === SyntaxKind.ArrayLiteralExpression && !(d?.kind === "const" && d.references.every((r) => r === d.identifier || this.keepsEmpty(r)))) return undefined;
    } else if (owner.kind !== SyntaxKind.PropertyAccessExpression && owner.kind !== SyntaxKind.ElementAccessExpression) {
      // An object written in place (an argument, a nested field's value, frozen or not): no computed-key write may
      // reach it; one of plain data (no method whose `this` could write it by a key) reached here is read nowhere
      // else. An array so written may be changed through any alias of it.
      const reachable = this.builtinsReshaped() || (this.reshaped(undefined) && !plainData(owner));
      container = reachable || owner.kind === SyntaxKind.ArrayLiteralExpression ? undefined : owner;
      // `{ ...DEFAULTS, ...overrides() }`: the object literal the function returns, made anew by each call.
      if (container?.kind === SyntaxKind.CallExpression && this.objectLiteral(container) === undefined) {
        const returned = this.returnedBy(container, depth + 1);
        const assigned = returned === undefined ? undefined : this.assignedMember(unparenthesised(returned), key, except, depth);
        if (assigned !== undefined) return assigned === "unknown" ? undefined : assigned;
        const literal = returned === undefined ? undefined : this.literalReturned(returned);
        container = literal === undefined || (this.reshaped(undefined) && !plainData(literal)) ? undefined : literal;
      }
    } else {
      // A nested object may be reached through an alias: no computed-key write may touch it.
      const inner = this.reshaped(undefined) ? undefined : this.field(owner, except, depth + 1);
      if (inner === undefined || inner.length > 8) return undefined;
      // A nested array may be changed through any alias of it.
      return this.everyOf(inner, (v) => (v === "absent" || unparenthesised(v).kind === SyntaxKind.ArrayLiteralExpression || v.kind === SyntaxKind.MethodDeclaration ? undefined : this.memberOf(unparenthesised(v), key, except, depth + 1)));
    }
    if (container === undefined) return undefined;
    if (container.kind === SyntaxKind.ArrayLiteralExpression) {
      const index = key.index;
      if (index === undefined) return undefined;
      const elements = (container as Node & { readonly elements?: readonly Node[] }).elements ?? [];
      if (elements.slice(0, index + 1).some((e) => e.kind === SyntaxKind.SpreadElement)) return undefined;
      const element = elements[index];
      return [element === undefined || element.kind === SyntaxKind.OmittedExpression ? "absent" : element];
    }
    const object = this.objectLiteral(container);
    if (object === undefined || name === undefined || OBJECT_PROTOTYPE.has(name)) return undefined;
    // `state.paging = false` elsewhere: the member holds what the literal gives it or what a write may.
    const written = this.memberWritten(name, except, true) ? this.writtenValues(name, except, true) : [];
    if (written === undefined) return undefined;
    const properties = (object as Node & { readonly properties: readonly Node[] }).properties;
    // A computed key, or an inherited field (`__proto__: { … }`), may give the member; an accessor runs code on a write.
    if (properties.some((p) => fields(p).name?.kind === SyntaxKind.ComputedPropertyName || fields(p).name?.text === "__proto__" || (written.length > 0 && fields(p).name?.text === name && p.kind === SyntaxKind.SetAccessor))) return undefined;
    const own = this.literalMember(properties, name, key, except, depth);
    return own === undefined || written.length === 0 ? own : [...own, ...written];
  }

  /**
   * Every value the program's writes of the member `name` may give, other than `except` (on any object: a write
   * names no object the model follows): each a plain assignment (`o.name = v`) or a `delete` ("absent"), unless it
   * stands where it never runs (in a function nothing enters). Undefined where some write's value is not known
   * (`o.name++`, a definer, a destructuring target), or there are too many to follow.
   */
  private writtenValues(name: string, except: Node | undefined, onLiteral: boolean): readonly Value[] | undefined {
    const sites = this.memberWriteSites(name);
    if (sites === "any" || this.collecting.has(name)) return undefined;
    this.collecting.add(name);
    try {
      const out: Value[] = [];
      for (const site of sites) {
        if ((except !== undefined && site.pos >= except.pos && site.end <= except.end) || (onLiteral && writesInstanceBeingMade(site)) || this.neverRuns(site)) continue;
        const outer = outermost(site);
        const parent = outer.parent;
        if (parent?.kind === SyntaxKind.DeleteExpression) out.push("absent");
        else if (parent?.kind === SyntaxKind.BinaryExpression && fields(parent).left === outer && fields(parent).operatorToken?.kind === SyntaxKind.EqualsToken) out.push(fields(parent).right as Node);
        else return undefined;
        if (out.length > MAX_WRITTEN) return undefined;
      }
      return out;
    } finally {
      this.collecting.delete(name);
    }
  }

  // The members whose writes are being collected (a written value that reads the member again decides nothing).
  private readonly collecting = new Set<string>();

  // The member `name` of an object literal with these properties: the last definition wins, one of its own or one a
  // later spread copies (`{ ...DEFAULTS, top: 5 }`); "absent" where none gives it.
  private literalMember(properties: readonly Node[], name: string, key: MemberKey, except: Node | undefined, depth: number): readonly Value[] | undefined {
    if (depth > MAX_DEPTH + 2) return undefined;
    const last = properties.findLastIndex((p) => p.kind === SyntaxKind.SpreadAssignment || (propertyKey(p) === name && p.kind !== SyntaxKind.SetAccessor));
    const property = last < 0 ? undefined : properties[last];
    if (property === undefined) return properties.some((p) => propertyKey(p) === name) ? undefined : ["absent"];
    if (property.kind === SyntaxKind.SpreadAssignment) {
      // A spread copies own members alone: an instance's getters stay on its prototype.
      const source = unparenthesised(fields(property).expression as Node);
      if (source.kind === SyntaxKind.ThisKeyword || ((source.kind === SyntaxKind.Identifier || source.kind === SyntaxKind.NewExpression) && this.madeChain(source) !== undefined)) return undefined;
      const copied = this.memberOf(source, key, except, depth + 1);
      if (copied === undefined) return undefined;
      // A member the spread object lacks leaves what comes before it; one it may lack or not, unknown.
      if (copied.every((v) => v === "absent")) return this.literalMember(properties.slice(0, last), name, key, except, depth + 1);
      return copied.some((v) => v === "absent") ? undefined : copied;
    }
    if (property.kind === SyntaxKind.PropertyAssignment) return [fields(property).initializer as Node];
    if (property.kind === SyntaxKind.ShorthandPropertyAssignment) return [fields(property).name as Node];
    if (property.kind === SyntaxKind.MethodDeclaration) return [property];
    // `get gg() { return typeof gg !== "undefined"; }`: what the getter returns, where its text fixes it.
    if (property.kind === SyntaxKind.GetAccessor) {
      const returned = returnedExpression(property, (test) => this.of(test, undefined, depth + 1).truthy, (block) => this.quietBlock(block, depth + 1), (value) => this.constant(value, depth + 1));
      return returned === undefined ? undefined : [returned];
    }
    return undefined;
  }

  /**
   * Whether the member `name` of `owner` may hold a function the program writes, on some way the value can be made:
   * either side a test may pick (`DRY_RUN ? { ...files, writeFile: log } : files`), any value a variable is given
   * (`let fs = files; … fs = recorder;`), or a member a read finds (`new RecordingFs().writeFile`).
   */
  memberMayBeOwnFunction(owner: Node, name: string, depth = 0): boolean {
    const o = unparenthesised(owner);
    if (depth > MAX_DEPTH) return false;
    // `fs.writeFile = (p, c) => …` anywhere: a member of that name may hold what the program wrote.
    if (this.memberWritten(name, undefined)) return true;
    const either = (sides: readonly Node[]): boolean => sides.some((b) => this.memberMayBeOwnFunction(b, name, depth + 1));
    if (o.kind === SyntaxKind.ConditionalExpression) {
      const test = this.of(fields(o).condition as Node, undefined, depth + 1).truthy;
      return either(test === undefined ? [fields(o).whenTrue as Node, fields(o).whenFalse as Node] : [(test ? fields(o).whenTrue : fields(o).whenFalse) as Node]);
    }
    const op = o.kind === SyntaxKind.BinaryExpression ? fields(o).operatorToken?.kind : undefined;
    if (op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.AmpersandAmpersandToken) return either([fields(o).left as Node, fields(o).right as Node]);
    if (o.kind === SyntaxKind.Identifier) {
      const d = this.scopes.declarationOf(o);
      if (d !== undefined && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier) {
        if (either(this.valuesGiven(d, depth))) return true;
      }
    }
    // `io.files` of `const io = backends[DRY ? "dry" : "real"]`: each value the member read may hold.
    const inner = o.kind === SyntaxKind.PropertyAccessExpression || o.kind === SyntaxKind.ElementAccessExpression ? this.field(o, undefined, depth + 1) : undefined;
    if (inner !== undefined && either(inner.filter((v): v is Node => v !== "absent"))) return true;
    const held = this.memberOf(o, { name, index: undefined }, undefined, depth);
    return (held ?? []).some((v) => v !== "absent" && isFunctionLike(unparenthesised(v)));
  }

  /**
   * Whether a callee may be a function the program writes (see `memberMayBeOwnFunction`): a member of such a value, a
   * function written in place on either side of a test (`const write = DRY ? (p, c) => … : files.writeFile`), or a
   * name a pattern takes from such a value (`const { writeFile } = DRY ? dry : files`).
   */
  calleeMayBeOwnFunction(callee: Node, depth = 0): boolean {
    const c = unparenthesised(callee);
    if (depth > MAX_DEPTH) return false;
    if (isFunctionLike(c)) return true;
    if (c.kind === SyntaxKind.PropertyAccessExpression) return this.memberMayBeOwnFunction(fields(c).expression as Node, fields(c).name?.text ?? "", depth + 1);
    if (c.kind === SyntaxKind.ElementAccessExpression) {
      const key = this.keyText((c as Node & { readonly argumentExpression?: Node }).argumentExpression as Node, depth);
      return key === undefined || this.memberMayBeOwnFunction(fields(c).expression as Node, key, depth + 1);
    }
    if (c.kind === SyntaxKind.ConditionalExpression) {
      const test = this.of(fields(c).condition as Node, undefined, depth + 1).truthy;
      const sides = test === undefined ? [fields(c).whenTrue as Node, fields(c).whenFalse as Node] : [(test ? fields(c).whenTrue : fields(c).whenFalse) as Node];
      return sides.some((b) => this.calleeMayBeOwnFunction(b, depth + 1));
    }
    const op = c.kind === SyntaxKind.BinaryExpression ? fields(c).operatorToken?.kind : undefined;
    if (op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.AmpersandAmpersandToken) return [fields(c).left as Node, fields(c).right as Node].some((b) => this.calleeMayBeOwnFunction(b, depth + 1));
    // `ops.get("write")` of a Map the program gives a function of its own (`ops.set("write", (p, c) => …)`).
    if (c.kind === SyntaxKind.CallExpression) return this.mapHoldsOwnFunction(c);
    if (c.kind !== SyntaxKind.Identifier) return false;
    const d = this.scopes.declarationOf(c);
    if (d === undefined) return false;
    // `const { writeFile } = DRY ? dry : files`.
    if (d.holder.kind === SyntaxKind.BindingElement && d.holder.parent?.kind === SyntaxKind.ObjectBindingPattern && d.holder.parent.parent?.kind === SyntaxKind.VariableDeclaration) {
      const key = (d.holder as Node & { readonly propertyName?: Node }).propertyName ?? fields(d.holder).name;
      const init = fields(d.holder.parent.parent).initializer;
      return key?.kind !== SyntaxKind.Identifier || init === undefined || this.memberMayBeOwnFunction(init, fields(key).text ?? "", depth + 1);
    }
    if (d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
    return this.valuesGiven(d, depth).some((v) => this.calleeMayBeOwnFunction(v, depth + 1));
  }

  // `m.get(k)` where `m` is a binding some `set` (or the entries `new Map` is made of) gives a function written in place.
  private mapHoldsOwnFunction(call: Node): boolean {
    const callee = unparenthesised(fields(call).expression as Node);
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).name?.text !== "get") return false;
    const owner = unparenthesised(fields(callee).expression as Node);
    const d = owner.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(owner) : undefined;
    if (d === undefined) return true;
    const own = (v: Node | undefined): boolean => v !== undefined && isFunctionLike(unparenthesised(v));
    const init = d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
    const made = init === undefined ? undefined : unparenthesised(init);
    const entries = made?.kind === SyntaxKind.NewExpression ? (fields(made).arguments ?? [])[0] : undefined;
    const list = entries === undefined ? undefined : unparenthesised(entries);
    if (list?.kind === SyntaxKind.ArrayLiteralExpression && ((list as Node & { readonly elements?: readonly Node[] }).elements ?? []).some((e) => own(((unparenthesised(e) as Node & { readonly elements?: readonly Node[] }).elements ?? [])[1]))) return true;
    return d.references.some((r) => {
      const access = outermost(r).parent;
      const set = access?.kind === SyntaxKind.PropertyAccessExpression && fields(access).name?.text === "set" ? outermost(access).parent : undefined;
      return set?.kind === SyntaxKind.CallExpression && own((fields(set).arguments ?? [])[1]);
    });
  }

  // Every value a variable is given: its initializer, and the right side of each plain assignment to it that no
  // constant test rules out.
  private valuesGiven(d: Declaration, depth: number): Node[] {
    const made = d.references.filter((r) => r !== d.identifier && this.scopes.isWrite(r)).map((r) => outermost(r).parent).filter((w): w is Node => w?.kind === SyntaxKind.BinaryExpression && fields(w).operatorToken?.kind === SyntaxKind.EqualsToken && !this.ruledOut(w, depth));
    const init = fields(d.holder).initializer;
    return [...(init === undefined ? [] : [init]), ...made.map((w) => fields(w).right as Node)];
  }

  // Whether a branch around `node` is one its `if`'s constant test rules out (`const DRY = false; if (DRY) fs = …`).
  private ruledOut(node: Node, depth: number): boolean {
    let child = node;
    for (let p = node.parent; p !== undefined && !isFunctionLike(p); child = p, p = p.parent) {
      if (p.kind !== SyntaxKind.IfStatement || child === fields(p).expression) continue;
      const test = this.of(fields(p).expression as Node, undefined, depth + 1).truthy;
      if (test !== undefined && test !== (child === fields(p).thenStatement)) return true;
    }
    return false;
  }

  /**
   * The one expression a member read holds, where the text fixes it (`this.versioner` of a field the constructor sets
   * once to `new Versioner()`, `CONFIG.notify` of a steady literal); undefined where it may hold another.
   */
  heldBy(access: Node): Node | undefined {
    const n = unparenthesised(access);
    const values = this.field(n, undefined, 0);
    const [only] = values ?? [];
    return values?.length === 1 && only !== undefined && only !== "absent" && only.kind !== SyntaxKind.MethodDeclaration ? only : undefined;
  }

  /**
   * How an object was locked where it was made (`Object.freeze({ … })`, `seal`, `preventExtensions`), written in place
   * or held in a `const` of one; undefined for any other value. No lock is ever undone.
   */
  private lockedWith(expression: Node): Lock | undefined {
    let n = unparenthesised(expression);
    if (n.kind === SyntaxKind.Identifier) {
      const d = this.scopes.declarationOf(n);
      if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
      const init = fields(d.holder).initializer;
      if (init === undefined) return undefined;
      n = unparenthesised(init);
    }
    const named = n.kind === SyntaxKind.CallExpression ? globalMethodCall(n, this.scopes) : undefined;
    if (named?.[0] !== "Object" || (fields(n).arguments ?? []).length !== 1 || (fields(n).arguments ?? [])[0]?.kind === SyntaxKind.SpreadElement) return undefined;
    const lock = named[1];
    return (lock === "freeze" || lock === "seal" || lock === "preventExtensions") && !this.memberWritten(lock, undefined) && !this.memberWritten(`Object.${lock}`, undefined) ? lock : undefined;
  }

  /**
   * What a built-in gives when asked of constants, where the text fixes every input: a method of a string constant, of
   * an array literal of constants or a `Set` made of one (written in place, or in a `const` only ever read), or the
   * guest's `Boolean`, `Number`, `String`. Undefined where not known, or where the program writes a member of that name.
   */
  // A key as text: a string written in place, or a constant the text fixes to a string.
  private keyText(key: Node, depth: number): string | undefined {
    const k = unparenthesised(key);
    if (k.kind === SyntaxKind.StringLiteral || k.kind === SyntaxKind.NoSubstitutionTemplateLiteral) return fields(k).text;
    const value = k.kind === SyntaxKind.Identifier ? this.constant(k, depth + 1) : undefined;
    return typeof value === "string" ? value : undefined;
  }

  /**
   * Whether a read of a `var` certainly runs before the binding gets any value: the `var` is declared once, written by
   * its initializer alone, and the read stands earlier in the same function's (or the module's) code, outside any
   * function nested there and any loop that also holds the declaration (a later turn would see the value).
   */
  private varReadEarly(reference: Node, d: Declaration): boolean {
    if (d.kind !== "var" || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || fields(d.holder).initializer === undefined) return false;
    if (reference.end > d.holder.pos || this.scopes.isWrite(reference)) return false;
    const scope = (node: Node): Node | undefined => {
      for (let p = node.parent; p !== undefined; p = p.parent) if (isFunctionLike(p) || p.kind === SyntaxKind.ClassStaticBlockDeclaration) return p;
      return undefined;
    };
    const own = scope(reference);
    if (own !== scope(d.holder)) return false;
    for (let p = reference.parent; p !== undefined && p !== own; p = p.parent) {
      // A class body's fields and a loop around both run later, or again.
      if (p.kind === SyntaxKind.PropertyDeclaration || ((p.kind === SyntaxKind.ForStatement || p.kind === SyntaxKind.ForOfStatement || p.kind === SyntaxKind.ForInStatement || p.kind === SyntaxKind.WhileStatement || p.kind === SyntaxKind.DoStatement) && p.pos <= d.holder.pos && d.holder.end <= p.end)) return false;
    }
    return true;
  }

  /**
   * Whether a built-in's read by index of constants finds nothing there: `at` of a constant string or list, or
   * `codePointAt` of a constant string, at an index past either end (it gives undefined).
   */
  private pastTheEnd(call: Node, depth: number): boolean {
    const callee = unparenthesised(fields(call).expression as Node);
    const raw = fields(call).arguments ?? [];
    if (depth > MAX_DEPTH || callee.kind !== SyntaxKind.PropertyAccessExpression || raw.length > 1 || raw.some((a) => a.kind === SyntaxKind.SpreadElement)) return false;
    const method = fields(callee).name?.text ?? "";
    if (method !== "at" && method !== "codePointAt") return false;
    const index = raw[0] === undefined ? 0 : this.constant(raw[0], depth + 1);
    if (typeof index !== "number") return false;
    const receiver = unparenthesised(fields(callee).expression as Node);
    const text = this.constant(receiver, depth + 1);
    if (typeof text === "string") return this.env.prototypeMethodIntact("String", method) && (method === "at" ? text.at(index) : text.codePointAt(index)) === undefined;
    if (method !== "at") return false;
    const list = this.constantList(receiver, depth + 1);
    return list?.of === "Array" && this.env.prototypeMethodIntact("Array", "at") && list.items.at(index) === undefined;
  }

  private builtinResult(call: Node, depth: number): string | number | boolean | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const callee = unparenthesised(fields(call).expression as Node);
    const raw = fields(call).arguments ?? [];
    if (raw.some((a) => a.kind === SyntaxKind.SpreadElement)) return undefined;
    if (callee.kind === SyntaxKind.Identifier) {
      const name = fields(callee).text ?? "";
      // `parseInt(VERSION, 10)`: the number the guest's parser reads of constant text.
      if ((name === "parseInt" || name === "parseFloat") && this.env.presentGlobal(callee) === "function") {
        const args = raw.map((a) => this.constant(a, depth + 1));
        if (args.length === 0 || args.some((a) => a === undefined)) return undefined;
        return name === "parseInt" ? parseInt(String(args[0]), args[1] === undefined ? undefined : Number(args[1])) : parseFloat(String(args[0]));
      }
      if (!CONVERSIONS.has(name) || this.env.presentGlobal(callee) !== "function") return undefined;
      const [argument] = raw;
      if (name === "Boolean") return argument === undefined ? false : this.of(argument, undefined, depth + 1).truthy;
      const value = argument === undefined ? undefined : this.constant(argument, depth + 1);
      if (argument !== undefined && value === undefined) return undefined;
      return name === "Number" ? Number(value ?? 0) : String(value ?? "");
    }
    if (callee.kind !== SyntaxKind.PropertyAccessExpression) return undefined;
    const method = fields(callee).name?.text ?? "";
    const receiver = unparenthesised(fields(callee).expression as Node);
    // `Object.isFrozen(SETTINGS)` of an object frozen where it is made: what the lock it was made with fixes.
    const integrity = INTEGRITY_TESTS.get(method);
    if (integrity !== undefined && raw.length === 1 && globalMethodCall(call, this.scopes)?.[0] === "Object" && !this.memberWritten(method, undefined) && !this.memberWritten(`Object.${method}`, undefined)) {
      const lock = this.lockedWith(raw[0] as Node);
      return lock === undefined ? undefined : integrity[lock];
    }
    // `["1", "true"].includes(env.VERBOSE)` of a member the guest lacks: a list of strings and numbers holds no
    // undefined or null.
    if (raw.length === 1 && NULLISH_SEARCHES.has(method) && this.of(raw[0] as Node, undefined, depth + 1).nullish === true) {
      const list = this.constantList(receiver, depth + 1);
      if (list !== undefined && this.env.prototypeMethodIntact(list.of, method) && (list.of === "Set") === (method === "has")) return method === "indexOf" || method === "lastIndexOf" ? -1 : false;
    }
    // `VERSION.search(/^2/)`, `VERSION.replace(/\./g, "")` of short constant text by a regular expression written in place.
    const pattern = raw[0] === undefined ? undefined : unparenthesised(raw[0]);
    if (REGEX_TAKING.has(method) && pattern?.kind === SyntaxKind.RegularExpressionLiteral && this.env.prototypeMethodIntact("String", method)) {
      const text = this.constant(receiver, depth + 1);
      const rest = raw.slice(1).map((a) => this.constant(a, depth + 1));
      return typeof text === "string" && rest.every((a) => typeof a === "string") ? regexRun(fields(pattern).text ?? "", text, method, rest as string[]) : undefined;
    }
    const args = raw.map((a) => this.constant(a, depth + 1));
    if (args.some((a) => a === undefined)) return undefined;
    // `FILE.split(".").pop()`, `parts.at(-1)`, `parts.join("-")` of a constant list; `pop` and `shift` only of one made there.
    if (LIST_READS.has(method) && (method === "at" || method === "join" || receiver.kind === SyntaxKind.CallExpression || receiver.kind === SyntaxKind.ArrayLiteralExpression)) {
      const list = this.constantList(receiver, depth + 1);
      if (list?.of !== "Array" || !this.env.prototypeMethodIntact("Array", method)) return undefined;
      const items = [...list.items];
      if (method === "join") return items.join(args[0] === undefined ? undefined : String(args[0]));
      return method === "pop" ? items.pop() : method === "shift" ? items.shift() : items.at(Number(args[0] ?? 0));
    }
    // `/^(1|true)$/i.test(env.TRACE ?? "")` of a short constant text: run on at most a few characters, no pattern
    // backtracks long enough to matter.
    if (method === "test" && receiver.kind === SyntaxKind.RegularExpressionLiteral && typeof args[0] === "string" && this.env.prototypeMethodIntact("RegExp", "test")) {
      return regexTest(fields(receiver).text ?? "", args[0]);
    }
    const text = STRING_METHODS.has(method) ? this.constant(receiver, depth + 1) : undefined;
    if (typeof text === "string") return this.env.prototypeMethodIntact("String", method) ? stringMethod(text, method, args as (string | number)[]) : undefined;
    const list = ARRAY_METHODS.has(method) || method === "has" ? this.constantList(receiver, depth + 1) : undefined;
    if (list === undefined || !this.env.prototypeMethodIntact(list.of, method)) return undefined;
    const [wanted, from] = args as (string | number)[];
    if (list.of === "Set") return method === "has" ? list.items.includes(wanted as string | number) : undefined;
    switch (method) {
      case "includes":
        return list.items.includes(wanted as string | number, from as number | undefined);
      case "indexOf":
        return list.items.indexOf(wanted as string | number, from as number | undefined);
      case "lastIndexOf":
        return from === undefined ? list.items.lastIndexOf(wanted as string | number) : list.items.lastIndexOf(wanted as string | number, from as number);
      default:
        return undefined;
    }
  }

  // The constants an array literal or a `Set` made of one holds whenever it is read: written in place, chosen by a
  // constant test (`typeof process !== "undefined" ? process.argv : []`), or a `const` of one only ever read.
  private constantList(expression: Node, depth: number): { readonly of: "Array" | "Set"; readonly items: readonly (string | number)[] } | undefined {
    const e = unparenthesised(expression);
    if (depth > MAX_DEPTH) return undefined;
    if (e.kind === SyntaxKind.ConditionalExpression) {
      const test = this.of(fields(e).condition as Node, undefined, depth + 1).truthy;
      return test === undefined ? undefined : this.constantList((test ? fields(e).whenTrue : fields(e).whenFalse) as Node, depth + 1);
    }
    // `process?.argv?.slice(2) ?? []`, `maybe || []`: the right side where the left is known to leave it.
    const op = e.kind === SyntaxKind.BinaryExpression ? fields(e).operatorToken?.kind : undefined;
    if (op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken) {
      const left = this.of(fields(e).left as Node, undefined, depth + 1);
      return (op === SyntaxKind.QuestionQuestionToken ? left.nullish : left.truthy === false) === true ? this.constantList(fields(e).right as Node, depth + 1) : undefined;
    }
    if (e.kind === SyntaxKind.Identifier) {
      const d = this.scopes.declarationOf(e);
      if (d === undefined || d.kind !== "const" || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || this.reshaped(d)) return undefined;
      if (!d.references.every((r) => r === d.identifier || this.keepsEmpty(r) || keepsEntriesEmpty(r))) return undefined;
      const init = fields(d.holder).initializer;
      return init === undefined ? undefined : this.constantList(init, depth + 1);
    }
    // `CONFIG.sections` of a `const` read only by member name, every read of that member only reading the list: no
    // other binding can hold the list.
    if (e.kind === SyntaxKind.PropertyAccessExpression) {
      const root = unparenthesised(fields(e).expression as Node);
      const d = root.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(root) : undefined;
      const name = fields(e).name?.text;
      if (d === undefined || d.kind !== "const" || !d.references.every((r) => r === d.identifier || isMemberOwner(r))) return undefined;
      if (!d.references.every((r) => r === d.identifier || fields(outermost(r).parent as Node).name?.text !== name || this.keepsEmpty(outermost(r).parent as Node))) return undefined;
      // Nor through any other object: a method's `this.found.push(p)` fills the list of whatever object it runs on.
      if (name === undefined || this.mayFillMember(name)) return undefined;
      const held = this.heldBy(e);
      return held === undefined || unparenthesised(held).kind !== SyntaxKind.ArrayLiteralExpression ? undefined : this.constantList(held, depth + 1);
    }
    // `VERSION.split(".")` of constant text by a constant separator: its parts.
    if (e.kind === SyntaxKind.CallExpression) {
      const callee = unparenthesised(fields(e).expression as Node);
      const args = fields(e).arguments ?? [];
      if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).name?.text !== "split" || args.length < 1 || args.length > 2 || !this.env.prototypeMethodIntact("String", "split")) return undefined;
      const text = this.constant(fields(callee).expression as Node, depth + 1);
      const separator = this.constant(args[0] as Node, depth + 1);
      const limit = args[1] === undefined ? undefined : this.constant(args[1], depth + 1);
      if (typeof text !== "string" || typeof separator !== "string" || text.length > MAX_SPLIT_TEXT || (args[1] !== undefined && typeof limit !== "number")) return undefined;
      return { of: "Array", items: text.split(separator, limit as number | undefined) };
    }
    if (e.kind === SyntaxKind.NewExpression) {
      const made = unparenthesised(fields(e).expression as Node);
      const [source, ...rest] = fields(e).arguments ?? [];
      if (made.kind !== SyntaxKind.Identifier || fields(made).text !== "Set" || this.env.presentGlobal(made) !== "function" || rest.length > 0) return undefined;
      if (source === undefined) return { of: "Set", items: [] };
      const inner = this.constantList(source, depth + 1);
      return inner === undefined ? undefined : { of: "Set", items: [...new Set(inner.items)] };
    }
    if (e.kind !== SyntaxKind.ArrayLiteralExpression) return undefined;
    const items: (string | number)[] = [];
    for (const element of (e as Node & { readonly elements?: readonly Node[] }).elements ?? []) {
      if (element.kind === SyntaxKind.OmittedExpression) return undefined;
      // `[..."abc"]`, `[...PARTS, "x"]`: the characters of constant text, the items of a constant list or set, none
      // of an empty collection.
      if (element.kind === SyntaxKind.SpreadElement) {
        const spread = fields(element).expression as Node;
        const text = this.constant(spread, depth + 1);
        const inner = typeof text === "string" ? (text.length > MAX_SPLIT_TEXT ? undefined : [...text]) : (this.constantList(spread, depth + 1)?.items ?? (this.emptyCollection(spread) ? [] : undefined));
        if (inner === undefined) return undefined;
        items.push(...inner);
        continue;
      }
      const value = this.constant(element, depth + 1);
      if (value === undefined) return undefined;
      items.push(value);
    }
    return { of: "Array", items };
  }

  /**
   * The boolean an expression always is, where the text fixes it: `true`, `false`, a member or binding holding one
   * (`FLAGS.legacy` of `{ legacy: false }`, or of constant JSON text), a parameter every call fills with one, what a
   * function of the program's returns.
   */
  private booleanOf(expression: Node, depth: number): boolean | undefined {
    const n = unparenthesised(expression);
    if (depth > MAX_DEPTH) return undefined;
    if (n.kind === SyntaxKind.TrueKeyword) return true;
    if (n.kind === SyntaxKind.FalseKeyword) return false;
    if (n.kind === SyntaxKind.CallExpression) {
      const returned = this.returnedBy(n, depth);
      return returned === undefined ? undefined : this.booleanOf(returned, depth + 1);
    }
    if (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) {
      const parsed = this.parsedConstant(n, depth);
      if (parsed !== undefined) return typeof parsed.value === "boolean" ? parsed.value : undefined;
      const values = this.field(n, undefined, depth);
      const each = values === undefined ? [] : values.map((v) => (v === "absent" ? undefined : this.booleanOf(v, depth + 1)));
      return each.length > 0 && each.every((b) => b !== undefined && b === each[0]) ? each[0] : undefined;
    }
    if (n.kind !== SyntaxKind.Identifier) return undefined;
    const d = this.scopes.declarationOf(n);
    const passed = this.passed(d);
    if (passed !== undefined) {
      const each = this.acrossCalls(d as Declaration, [] as (boolean | undefined)[], () => passed.map((a) => this.booleanOf(a, depth + 1)));
      return each.length > 0 && each.every((b) => b !== undefined && b === each[0]) ? each[0] : undefined;
    }
    const init = this.steadyInitializer(d, undefined, depth);
    return init === undefined ? undefined : this.booleanOf(init, depth + 1);
  }

  /**
   * What a member read of data `JSON.parse` makes of constant text gives (`JSON.parse('{"legacy": false}').legacy`,
   * through a `const` holding it), where no write of the program can change it; undefined where not known.
   */
  /**
   * Whether data `JSON.parse` makes of constant text (in place or in a `const`) certainly has the member `name` with a
   * value other than `undefined`: a destructuring default of it is never evaluated.
   */
  parsedHas(source: Node, name: string): boolean {
    const parsed = this.parsedConstant(source, 0)?.value;
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) && Object.hasOwn(parsed, name) && !this.memberWritten(name, undefined);
  }

  private parsedConstant(expression: Node, depth: number): { readonly value: unknown } | undefined {
    const n = unparenthesised(expression);
    if (depth > MAX_DEPTH) return undefined;
    if (n.kind === SyntaxKind.CallExpression) {
      const named = globalMethodCall(n, this.scopes);
      const args = fields(n).arguments ?? [];
      if (named?.[0] !== "JSON" || named[1] !== "parse" || args.length !== 1 || this.memberWritten("parse", undefined) || this.builtinsReshaped()) return undefined;
      const text = this.constant(args[0] as Node, depth + 1);
      if (typeof text !== "string" || text.length > MAX_PARSED_TEXT) return undefined;
      try {
        return { value: JSON.parse(text) as unknown };
      } catch {
        return undefined;
      }
    }
    if (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) {
      const key = memberName(n) ?? (n.kind === SyntaxKind.ElementAccessExpression ? this.constant((n as Node & { readonly argumentExpression: Node }).argumentExpression, depth + 1) : undefined);
      if (key === undefined || this.memberWritten(String(key), undefined)) return undefined;
      const owner = this.parsedConstant(fields(n).expression as Node, depth + 1);
      const value = owner?.value;
      if (typeof value !== "object" || value === null) return undefined;
      // What every object inherits is not data the text spells.
      if (!Object.hasOwn(value, key)) return String(key) in Object.prototype || (Array.isArray(value) && String(key) in Array.prototype) ? undefined : { value: undefined };
      return { value: (value as Record<string, unknown>)[key] };
    }
    if (n.kind !== SyntaxKind.Identifier) return undefined;
    const d = this.scopes.declarationOf(n);
    if (d === undefined || d.kind !== "const" || d.count > 1 || this.reshaped(d)) return undefined;
    const init = this.steadyInitializer(d, undefined, depth);
    return init === undefined ? undefined : this.parsedConstant(init, depth + 1);
  }

  /**
   * The constants a name takes in turn and what walks them: a `for…of` loop's `const` over a constant list (the loop),
   * or the first parameter of a callback a built-in hands each element of one (the callback, and the method).
   */
  turnsTaken(name: Node): { readonly items: readonly (string | number)[]; readonly walker: Node; readonly method: string | undefined } | undefined {
    const n = unparenthesised(name);
    const d = n.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(n) : undefined;
    const items = d === undefined ? undefined : this.loopConstants(n, 0);
    if (d === undefined || items === undefined) return undefined;
    if (d.kind !== "parameter") return { items, walker: d.holder.parent?.parent as Node, method: undefined };
    const fn = d.holder.parent as Node;
    const callee = unparenthesised(fields(outermost(fn).parent as Node).expression as Node);
    return { items, walker: fn, method: fields(callee).name?.text };
  }

  /** The constants a `for…of` loop's `const` takes, one per run of its body, where it walks a constant list (`for (const mode of ["a", "b"])`). */
  private loopConstants(expression: Node, depth: number): readonly (string | number)[] | undefined {
    const e = unparenthesised(expression);
    const d = e.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(e) : undefined;
    // `p` of `PIECES.filter((p) => p === "P")`: each element of a constant list a built-in hands the callback.
    if (d?.kind === "parameter") {
      const walked = this.walkedElements(d);
      const items = walked?.map((element) => this.constant(element, depth + 1));
      return items !== undefined && items.every((v) => v !== undefined) ? (items as (string | number)[]) : undefined;
    }
    const loop = d?.holder.parent?.parent;
    if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || loop?.kind !== SyntaxKind.ForOfStatement || fields(loop).initializer !== d.holder.parent || fields(loop).awaitModifier !== undefined) return undefined;
    return this.constantList(fields(loop).expression as Node, depth + 1)?.items;
  }

  // The one constant all of `values` are, where they agree.
  private sameConstant(values: readonly (string | number | undefined)[]): string | number | undefined {
    return values.length > 0 && values.every((v) => v !== undefined && v === values[0]) ? values[0] : undefined;
  }

  // The values of each of `list` by `valuesOf`, where every one is known.
  private everyOf<T>(list: readonly T[], valuesOf: (item: T) => readonly Value[] | undefined): readonly Value[] | undefined {
    const out: Value[] = [];
    for (const item of list) {
      const values = valuesOf(item);
      if (values === undefined) return undefined;
      out.push(...values);
    }
    return out.length > 16 ? undefined : out;
  }

  // What is known of a value found for a member: its own, where all agree.
  private ofValues(values: readonly Value[], except: Node | undefined, depth: number): Known {
    return agree(values.map((v) => (v === "absent" ? UNDEFINED : v.kind === SyntaxKind.MethodDeclaration ? TRUE : this.of(v, except, depth + 1))));
  }

  /** The object literal a binding's initializer is: written in place, or frozen (`Object.freeze({ … })`). */
  private objectLiteral(initializer: Node): Node | undefined {
    return objectLiteralOf(initializer, this.scopes);
  }

  /**
   * The value every read of a binding sees: a `const`'s initializer, a `let`'s where it is only written by
   * assignments that keep it, or the one assignment that certainly replaces it before any read (`overwrite`).
   */
  /**
   * The element `list[i]` reads, for a constant list and a constant index (`item` undefined past its end); undefined
   * where either is not known.
   */
  private listElement(access: Node, depth: number): { readonly item: string | number | undefined } | undefined {
    if (access.kind !== SyntaxKind.ElementAccessExpression) return undefined;
    const index = this.constant((access as Node & { readonly argumentExpression?: Node }).argumentExpression as Node, depth + 1);
    if (typeof index !== "number" || !Number.isInteger(index) || index < 0) return undefined;
    const list = this.constantList(fields(access).expression as Node, depth + 1);
    return list?.of === "Array" ? { item: list.items[index] } : undefined;
  }

  /**
   * Whether `node` is in the body of a `for…of` over a collection that is empty whenever it is read, in the same
   * function: it never runs (`for (const arg of argv) if (arg === "-v") verbose = true;` with `argv` empty).
   */
  private inEmptyLoop(node: Node): boolean {
    for (let child = node, parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
      if (isFunctionWithBody(parent)) return false;
      if (parent.kind === SyntaxKind.ForOfStatement && child === fields(parent).statement && this.emptyCollection(fields(parent).expression as Node)) return true;
    }
    return false;
  }

  private steadyInitializer(d: Declaration | undefined, except: Node | undefined, depth: number): Node | undefined {
    if (d === undefined || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
    const init = fields(d.holder).initializer;
    // A `const` holds its initializer for good: a write to it throws before it changes anything (`options ||= {}`).
    if (d.writes === 0 || d.kind === "const") return init;
    // `let files; try { files = gg.files; } catch { files = require("fs"); }`: the one write every read sees.
    const replaced = this.overwrite(d, depth);
    if (replaced !== undefined) return replaced === d.holder ? init : (fields(replaced).right as Node);
    if (init === undefined) return undefined;
    // `let fmt = null; fmt ??= make();`: where the write being decided is the binding's only one, its first run sees
    // the initializer.
    if (except !== undefined && d.references.every((r) => !this.scopes.isWrite(r) || outermost(r).parent === except)) return init;
    // `let verbose = false; verbose &&= x;`: a falsy value `&&=` keeps, a truthy one `||=` keeps.
    const start = this.of(init, except, depth + 1);
    for (const r of d.references) {
      if (!this.scopes.isWrite(r) || this.inEmptyLoop(r)) continue;
      const op = r.parent?.kind === SyntaxKind.BinaryExpression ? fields(r.parent).operatorToken?.kind : undefined;
      const keeps = (op === SyntaxKind.AmpersandAmpersandEqualsToken && start.truthy === false) || (op === SyntaxKind.BarBarEqualsToken && start.truthy === true) || (op === SyntaxKind.QuestionQuestionEqualsToken && start.nullish === false);
      if (!keeps) return undefined;
    }
    return init;
  }
}

// What a `Map` or `Set` hands out its entries by: an iterator over nothing where it holds none.
const COLLECTION_VIEWS: ReadonlySet<string> = new Set(["keys", "values", "entries"]);

// Array methods that make a new list of (some of) their receiver's elements, or hand back the receiver in place
// (`sort`, `reverse`): empty from an empty receiver.
const EMPTY_KEEPING: ReadonlySet<string> = new Set(["filter", "map", "flatMap", "flat", "slice", "toSorted", "toReversed", "concat", "sort", "reverse"]);

// Members every class has of its own or from `Function.prototype`: a static of that name is not "absent" when unwritten.
const OBJECT_STATICS: ReadonlySet<string> = new Set(["name", "length", "prototype", "call", "apply", "bind", "toString", "constructor", "caller", "arguments"]);

type Lock = "freeze" | "seal" | "preventExtensions";

// What `Object.isFrozen`, `isSealed` and `isExtensible` answer of an object locked each way; undefined where its
// members decide (a sealed object with no writable member is frozen too).
const INTEGRITY_TESTS: ReadonlyMap<string, Readonly<Record<Lock, boolean | undefined>>> = new Map([
  ["isFrozen", { freeze: true, seal: undefined, preventExtensions: undefined }],
  ["isSealed", { freeze: true, seal: true, preventExtensions: undefined }],
  ["isExtensible", { freeze: false, seal: false, preventExtensions: false }],
]);

// The guest's conversions a constant argument fixes the result of.
const CONVERSIONS: ReadonlySet<string> = new Set(["Boolean", "Number", "String"]);

// Array methods that ask whether a list holds a value.
const ARRAY_METHODS: ReadonlySet<string> = new Set(["includes", "indexOf", "lastIndexOf"]);

// String methods that take a regular expression, folded where it is written in place and the text is short.
const REGEX_TAKING: ReadonlySet<string> = new Set(["search", "replace", "replaceAll"]);

// Array methods read of a constant list (`pop` and `shift` change it: only of a list made where it is read).
const LIST_READS: ReadonlySet<string> = new Set(["at", "join", "pop", "shift"]);

/** What `text.search(/…/)` or `text.replace(/…/, "…")` gives, or undefined where the literal does not compile here or could backtrack long. */
function regexRun(literal: string, text: string, method: string, rest: readonly string[]): string | number | undefined {
  const re = quietRegex(literal, text);
  if (re === undefined) return undefined;
  if (method === "search") return text.search(re);
  // `replaceAll` without `g` throws (GG1012 reports it); a replacement that is no string is not folded.
  if (rest.length !== 1 || (method === "replaceAll" && !re.global)) return undefined;
  return method === "replace" ? text.replace(re, rest[0] as string) : text.replaceAll(re, rest[0] as string);
}

// The longest text the model splits.
const MAX_SPLIT_TEXT = 4096;

/** Whether an object literal holds data alone: properties written out, no function among their values, no spread. */
function plainData(literal: Node): boolean {
  if (literal.kind !== SyntaxKind.ObjectLiteralExpression) return false;
  return ((literal as Node & { readonly properties?: readonly Node[] }).properties ?? []).every((p) => {
    if (p.kind !== SyntaxKind.PropertyAssignment) return false;
    const value = unparenthesised(fields(p).initializer as Node);
    return value.kind !== SyntaxKind.ArrowFunction && value.kind !== SyntaxKind.FunctionExpression && value.kind !== SyntaxKind.ClassExpression;
  });
}

/** What holds of every one of several values: what they agree on. */
function agree(known: readonly Known[]): Known {
  const first = known[0];
  if (first === undefined) return UNKNOWN;
  const same = <K extends keyof Known>(key: K): Known[K] => (known.every((k) => k[key] === first[key]) ? first[key] : undefined);
  const exactly = same("exactly");
  return { truthy: same("truthy"), nullish: same("nullish"), ...(exactly === undefined ? {} : { exactly }) };
}

// What `typeof` says of a literal written in place.
const LITERAL_TYPES: ReadonlyMap<SyntaxKind, string> = new Map([
  [SyntaxKind.StringLiteral, "string"], [SyntaxKind.NoSubstitutionTemplateLiteral, "string"], [SyntaxKind.TemplateExpression, "string"],
  [SyntaxKind.NumericLiteral, "number"], [SyntaxKind.BigIntLiteral, "bigint"], [SyntaxKind.TrueKeyword, "boolean"], [SyntaxKind.FalseKeyword, "boolean"],
  [SyntaxKind.NullKeyword, "object"], [SyntaxKind.ObjectLiteralExpression, "object"], [SyntaxKind.ArrayLiteralExpression, "object"],
  [SyntaxKind.RegularExpressionLiteral, "object"], [SyntaxKind.ArrowFunction, "function"], [SyntaxKind.FunctionExpression, "function"],
  [SyntaxKind.ClassExpression, "function"],
]);

/** The value of a BigInt literal's text (`0x1Fn`, `1_000n`), or undefined where it is no such literal. */
function bigIntOf(text: string): bigint | undefined {
  try {
    return text.endsWith("n") ? BigInt(text.slice(0, -1).replace(/_/g, "")) : undefined;
  } catch {
    return undefined;
  }
}

/** What a comparison of two BigInts answers. */
function compareBigInts(op: SyntaxKind, a: bigint, b: bigint): boolean {
  switch (op) {
    case SyntaxKind.EqualsEqualsEqualsToken:
    case SyntaxKind.EqualsEqualsToken:
      return a === b;
    case SyntaxKind.ExclamationEqualsEqualsToken:
    case SyntaxKind.ExclamationEqualsToken:
      return a !== b;
    case SyntaxKind.LessThanToken:
      return a < b;
    case SyntaxKind.GreaterThanToken:
      return a > b;
    case SyntaxKind.LessThanEqualsToken:
      return a <= b;
    default:
      return a >= b;
  }
}

// Array methods whose result's length follows from the receiver's (see `derivedLength`).
const LENGTH_DERIVING: ReadonlySet<string> = new Set(["map", "toSorted", "toReversed", "with", "sort", "reverse", "slice", "toSpliced"]);

// The guest's typed arrays.
// Methods each of the guest's built-ins that has one hands back an object by (a new list or iterator, or the list
// itself), and methods each hands back text or a list by (`slice` and `concat` of text or of a list): never null or
// undefined.
const LIST_MAKING: ReadonlySet<string> = new Set(["split", "filter", "map", "flatMap", "flat", "toSorted", "toReversed", "toSpliced", "with", "subarray", "matchAll", "keys", "values", "entries", "sort", "reverse", "fill", "copyWithin"]);
const TEXT_MAKING: ReadonlySet<string> = new Set(["slice", "concat", "trim", "trimStart", "trimEnd", "toUpperCase", "toLowerCase", "toLocaleUpperCase", "toLocaleLowerCase", "padStart", "padEnd", "repeat", "replace", "replaceAll", "join", "substring", "normalize", "toFixed", "toPrecision", "toExponential", "charAt"]);
// The key a literal's property defines, as a member read by that text finds it: `1n: …` defines "1" (a BigInt literal's
// digits, without the `n`).
function propertyKey(property: Node): string | undefined {
  const name = fields(property).name;
  if (name?.kind !== SyntaxKind.BigIntLiteral) return name?.text;
  const value = bigIntOf(fields(name).text ?? "");
  return value === undefined ? undefined : String(value);
}

// A typed array's methods that make a typed array of (some of) the receiver's elements.
const TYPED_DERIVING: ReadonlySet<string> = new Set(["subarray", "slice", "filter", "map", "toSorted", "toReversed", "sort", "reverse", "fill", "copyWithin"]);
const TYPED_ARRAYS = /^(Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array$/;

// Methods that read an array without adding to it.
const READS_ONLY: ReadonlySet<string> = new Set(["length", "forEach", "map", "filter", "toSorted", "toReversed", "toSpliced", "with", "some", "every", "find", "findIndex", "findLast", "findLastIndex", "includes", "indexOf", "lastIndexOf", "join", "slice", "concat", "reduce", "reduceRight", "flatMap", "flat", "at", "entries", "keys", "values", "toString"]);

// The statics of Object that list an object's own entries as a new array.
const OBJECT_LISTS: ReadonlySet<string> = new Set(["keys", "values", "entries", "getOwnPropertyNames"]);

// The members of a Map or Set that only read it.
const COLLECTION_READS: ReadonlySet<string> = new Set(["size", "get", "has", "forEach", "keys", "values", "entries"]);

/** A use of a Map or Set that cannot add to it: iterated by `for…of`, spread, or a member that only reads. */
function keepsEntriesEmpty(reference: Node): boolean {
  const outer = outermost(reference);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.ForOfStatement) return fields(parent).expression === outer;
  if (parent?.kind === SyntaxKind.SpreadElement) return true;
  if (parent?.kind !== SyntaxKind.PropertyAccessExpression || fields(parent).expression !== outer || !COLLECTION_READS.has(fields(parent).name?.text ?? "")) return false;
  // A read of a member, not a write of it (`m.get = …`).
  const up = outermost(parent).parent;
  return !(up?.kind === SyntaxKind.BinaryExpression && fields(up).left === outermost(parent)) && !handsItselfOn(parent);
}

// The methods of lists, Maps and Sets that call back with the receiver itself after the element and its index or key.
const CALLING_BACK_WITH_ITSELF: ReadonlySet<string> = new Set(["forEach", "map", "filter", "some", "every", "find", "findIndex", "findLast", "findLastIndex", "flatMap", "reduce", "reduceRight"]);

/**
 * Whether `xs.forEach(…)` (any method that calls back) may hand the callback the receiver itself to change: a
 * callback that takes the parameter after the element and its index or key (`(x, i, all) => all.push(…)`), takes
 * them all (`...rest`, `arguments`), or a `this` given (`xs.map(function () { this.push(1); }, xs)`).
 */
function handsItselfOn(access: Node): boolean {
  const call = outermost(access).parent;
  if (call?.kind !== SyntaxKind.CallExpression || fields(call).expression !== outermost(access)) return false;
  const method = fields(access).name?.text ?? "";
  const [callback, second] = fields(call).arguments ?? [];
  const folds = method === "reduce" || method === "reduceRight";
  if (callback === undefined || !CALLING_BACK_WITH_ITSELF.has(method)) return false;
  if (second !== undefined && !folds) return true;
  const fn = unparenthesised(callback);
  if (!isFunctionLike(fn)) return false;
  const parameters = fields(fn).parameters ?? [];
  return parameters.length > (folds ? 3 : 2) || parameters.some((p) => fields(p).dotDotDotToken !== undefined) || containsNode(fn, (n) => n.kind === SyntaxKind.Identifier && fields(n).text === "arguments");
}

/** A use of an array that cannot add to it: iterated by `for…of`, spread, or a member that only reads. */
// `(counts[k] ?? 0) + 1`, `if (seen[k])`, `` `${row[k]}` ``: a value that goes, through `??`, `||`, `&&` and `?:`, only
// into an operator, a test or a template, which hand no list on.
function onlyOperatedOn(access: Node): boolean {
  let node = outermost(access);
  for (;;) {
    const parent = node.parent;
    if (parent === undefined) return false;
    if (parent.kind === SyntaxKind.BinaryExpression) {
      const op = fields(parent).operatorToken?.kind;
      if (op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.AmpersandAmpersandToken) {
        node = outermost(parent);
        continue;
      }
      return op !== undefined && op !== SyntaxKind.CommaToken && !isAssignmentOperator(op);
    }
    if (parent.kind === SyntaxKind.ConditionalExpression) {
      if (fields(parent).condition === node) return true;
      node = outermost(parent);
      continue;
    }
    if (parent.kind === SyntaxKind.IfStatement || parent.kind === SyntaxKind.WhileStatement || parent.kind === SyntaxKind.TemplateSpan || parent.kind === SyntaxKind.TypeOfExpression || parent.kind === SyntaxKind.ExpressionStatement) return true;
    return parent.kind === SyntaxKind.PrefixUnaryExpression && fields(parent).operator !== SyntaxKind.PlusPlusToken && fields(parent).operator !== SyntaxKind.MinusMinusToken;
  }
}

// `list.sort(f);`, `list.reverse();`, `list.fill(0);`: a call that reorders or overwrites elements, never their count.
// Each hands back the list itself, so only where nothing takes that other name for it.
function keepsLength(reference: Node): boolean {
  const outer = outermost(reference);
  const access = outer.parent;
  const call = access?.kind === SyntaxKind.PropertyAccessExpression && fields(access).expression === outer ? outermost(access).parent : undefined;
  return call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermost(access as Node) && LENGTH_KEEPING.has(fields(access as Node).name?.text ?? "") && outermost(call).parent?.kind === SyntaxKind.ExpressionStatement;
}

const LENGTH_KEEPING: ReadonlySet<string> = new Set(["sort", "reverse", "fill", "copyWithin"]);

// `o.found = …`, `o[k] = …`: the access is the target of a plain assignment, which replaces the value it held.
function assignedTo(access: Node): boolean {
  const outer = outermost(access);
  const parent = outer.parent;
  return parent?.kind === SyntaxKind.BinaryExpression && fields(parent).left === outer && fields(parent).operatorToken?.kind === SyntaxKind.EqualsToken;
}

function keepsEmpty(reference: Node): boolean {
  let outer = reference;
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
  const parent = outer.parent;
  if (parent === undefined) return false;
  switch (parent.kind) {
    case SyntaxKind.ForOfStatement:
      return fields(parent).expression === outer;
    case SyntaxKind.SpreadElement:
      return true;
    // `const [first, ...rest] = xs` reads elements.
    case SyntaxKind.VariableDeclaration:
      return fields(parent).initializer === outer && fields(parent).name?.kind === SyntaxKind.ArrayBindingPattern;
    case SyntaxKind.ElementAccessExpression: {
      // `xs[i]` read; `xs[i] = v`, `xs[i]++` and a destructuring target write.
      if (fields(parent).expression !== outer) return false;
      const up = outermost(parent).parent;
      const op = up?.kind === SyntaxKind.BinaryExpression ? fields(up).operatorToken?.kind : undefined;
      if (op !== undefined && op >= SyntaxKind.FirstAssignment && op <= SyntaxKind.LastAssignment && fields(up as Node).left === outermost(parent)) return false;
      return up?.kind !== SyntaxKind.PrefixUnaryExpression && up?.kind !== SyntaxKind.PostfixUnaryExpression && up?.kind !== SyntaxKind.ArrayLiteralExpression && up?.kind !== SyntaxKind.PropertyAssignment && up?.kind !== SyntaxKind.ShorthandPropertyAssignment && up?.kind !== SyntaxKind.ForOfStatement && up?.kind !== SyntaxKind.ForInStatement;
    }
    case SyntaxKind.PropertyAccessExpression: {
      if (fields(parent).expression !== outer || !READS_ONLY.has(fields(parent).name?.text ?? "") || handsItselfOn(parent)) return false;
      // `xs.length = 3` writes; a read of it (`xs.length !== 2`) does not.
      const up = outermost(parent).parent;
      const op = up?.kind === SyntaxKind.BinaryExpression ? fields(up).operatorToken?.kind : undefined;
      const assigns = op !== undefined && op >= SyntaxKind.FirstAssignment && op <= SyntaxKind.LastAssignment;
      const steps = (up?.kind === SyntaxKind.PrefixUnaryExpression || up?.kind === SyntaxKind.PostfixUnaryExpression) && (fields(up).operator === SyntaxKind.PlusPlusToken || fields(up).operator === SyntaxKind.MinusMinusToken);
      return !(assigns && fields(up as Node).left === outermost(parent)) && !steps;
    }
    default:
      return false;
  }
}

// How much work folding one match may cost: the text's length raised to the number of quantifiers the pattern holds
// bounds how far a pattern without nested repetition (`quietPattern`) can backtrack.
const MAX_MATCH_STEPS = 1_000_000;
// Text this short is always run (a few characters cannot backtrack long), and no text longer than the longest is.
const MIN_TESTED_TEXT = 12;
const MAX_TESTED_TEXT = 4096;
// The longest pattern folded.
const MAX_TESTED_PATTERN = 64;

/**
 * What `/…/flags.test(text)` answers, or undefined where the literal does not compile here (a later edition's syntax)
 * or could backtrack long: a group repeated by a quantifier that itself holds a quantifier or a `|` (`(a+)+`, `(a|a)*`).
 */
/**
 * The names of a regular expression literal's named groups, as the engine reads them: the pattern, behind an empty
 * alternative, matched against empty text (which the empty alternative ends at once) lists every group in `groups`.
 * Undefined where the literal does not compile here.
 */
function groupNames(literal: string): ReadonlySet<string> | undefined {
  const slash = literal.lastIndexOf("/");
  if (!literal.startsWith("/") || slash <= 0) return undefined;
  try {
    const found = new RegExp(`|(?:${literal.slice(1, slash)})`, literal.slice(slash + 1).replace(/[gy]/g, "")).exec("");
    return new Set(Object.keys(found?.groups ?? {}));
  } catch {
    return undefined;
  }
}

function regexTest(literal: string, text: string): boolean | undefined {
  return quietRegex(literal, text)?.test(text);
}

/**
 * The regular expression a literal writes, to be run on `text`, where it compiles here and cannot backtrack long: at
 * most MAX_TESTED_PATTERN characters, no nested repetition (`quietPattern`), and text short enough for its number of
 * quantifiers; undefined otherwise. Each call makes a new one (`lastIndex` 0).
 */
function quietRegex(literal: string, text: string): RegExp | undefined {
  const slash = literal.lastIndexOf("/");
  if (!literal.startsWith("/") || slash <= 0 || slash > MAX_TESTED_PATTERN || !quietPattern(literal.slice(1, slash))) return undefined;
  const quantified = (literal.slice(1, slash).match(/[*+?{]/g) ?? []).length;
  const limit = Math.min(MAX_TESTED_TEXT, Math.max(MIN_TESTED_TEXT, Math.floor(MAX_MATCH_STEPS ** (1 / Math.max(1, quantified)))));
  if (text.length > limit) return undefined;
  try {
    return new RegExp(literal.slice(1, slash), literal.slice(slash + 1));
  } catch {
    return undefined;
  }
}

/** Whether no group of a pattern is repeated by a quantifier while it holds a quantifier or an alternation. */
function quietPattern(pattern: string): boolean {
  // For each open group: whether it holds a quantifier or a `|` so far.
  const open: boolean[] = [];
  let lastGroupBusy = false;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const afterGroup = lastGroupBusy;
    lastGroupBusy = false;
    if (c === "\\") {
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") open.push(false);
    else if (c === ")") lastGroupBusy = open.pop() === true;
    else if (c === "*" || c === "+" || c === "?" || c === "{" || c === "|") {
      // A quantifier on a group that repeats a choice or a quantifier backtracks exponentially.
      if (c !== "|" && afterGroup) return false;
      if (open.length > 0) open[open.length - 1] = true;
      // `{2,3}` is one quantifier; the lazy mark after one (`+?`, `{2}?`) is none of its own.
      if (c === "{") i = Math.max(i, pattern.indexOf("}", i));
      if (c !== "|" && pattern[i + 1] === "?") i += 1;
    }
    if (c === ")" && lastGroupBusy && open.length > 0) open[open.length - 1] = true;
  }
  return !inClass && open.length === 0;
}

// The searches whose answer for an undefined or null needle is known of a list of strings and numbers.
const NULLISH_SEARCHES: ReadonlySet<string> = new Set(["includes", "indexOf", "lastIndexOf", "has"]);

// The library's statics that read a list they are given and never change it.
const READING_STATICS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["JSON", new Set(["stringify"])],
  ["Array", new Set(["isArray", "from"])],
  ["Object", new Set(["keys", "values", "entries", "isFrozen", "isSealed"])],
  ["Math", new Set(["max", "min"])],
]);
// The library's functions and constructors that read what they are given and never change it.
const READING_FUNCTIONS: ReadonlySet<string> = new Set(["String", "Number", "Boolean", "Set", "Map", "WeakSet", "Array"]);

const EQUALITIES: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.EqualsEqualsToken, SyntaxKind.ExclamationEqualsToken, SyntaxKind.EqualsEqualsEqualsToken, SyntaxKind.ExclamationEqualsEqualsToken]);

/** Whether a node is `this` of the module's top level (undefined there): no function but arrows, no class, around it. */
/** The class whose static method, getter or block a `this` is in (arrows see through), or undefined. */
function staticClassOf(node: Node): Node | undefined {
  for (let p = node.parent; p !== undefined; p = p.parent) {
    if (p.kind === SyntaxKind.ArrowFunction) continue;
    if (p.kind === SyntaxKind.ClassStaticBlockDeclaration) return p.parent;
    if (p.kind === SyntaxKind.MethodDeclaration || p.kind === SyntaxKind.GetAccessor) return isStaticMember(p) && fields(p.parent as Node).name !== undefined ? p.parent : undefined;
    if (isFunctionWithBody(p) || p.kind === SyntaxKind.PropertyDeclaration || p.kind === SyntaxKind.ClassDeclaration || p.kind === SyntaxKind.ClassExpression) return undefined;
  }
  return undefined;
}

export function topLevelThis(node: Node): boolean {
  const n = unparenthesised(node);
  if (n.kind !== SyntaxKind.ThisKeyword) return false;
  for (let p = n.parent; p !== undefined; p = p.parent) {
    switch (p.kind) {
      case SyntaxKind.SourceFile:
        return true;
      case SyntaxKind.ArrowFunction:
        continue;
      case SyntaxKind.FunctionDeclaration:
      case SyntaxKind.FunctionExpression:
      case SyntaxKind.MethodDeclaration:
      case SyntaxKind.GetAccessor:
      case SyntaxKind.SetAccessor:
      case SyntaxKind.Constructor:
      case SyntaxKind.ClassDeclaration:
      case SyntaxKind.ClassExpression:
        return false;
      default:
        continue;
    }
  }
  return false;
}


// Whether code of the program's may run while `node` is evaluated: a call, `new`, a tagged template, `await`, `yield`.
function runsCode(node: Node, quietNew: (made: Node) => boolean = () => false): boolean {
  return containsNode(node, (n) => n.kind === SyntaxKind.CallExpression || (n.kind === SyntaxKind.NewExpression && !quietNew(n)) || n.kind === SyntaxKind.TaggedTemplateExpression || n.kind === SyntaxKind.AwaitExpression || n.kind === SyntaxKind.YieldExpression);
}

// `new Map()`, `new Set(…)`: a collection of the guest's (no binding of the program's by that name) runs none of the
// program's code as it is made, but what its argument runs (`runsCode` looks inside) and the iteration of a list.
function guestCollection(made: Node, scopes: Scopes): string | undefined {
  const callee = unparenthesised(fields(made).expression as Node);
  const args = fields(made).arguments ?? [];
  const first = args[0] === undefined ? undefined : unparenthesised(args[0]);
  const name = callee.kind === SyntaxKind.Identifier ? (fields(callee).text ?? "") : "";
  return scopes.declarationOf(callee) === undefined && ["Map", "Set", "WeakMap", "WeakSet"].includes(name) && (first === undefined || first.kind === SyntaxKind.ArrayLiteralExpression) ? name : undefined;
}


// Array methods that hand their callback each element in turn as its first argument.
const WALKING_METHODS: ReadonlySet<string> = new Set(["forEach", "map", "filter", "some", "every", "find", "findIndex", "findLast", "findLastIndex", "flatMap"]);

// `i++`, `++i`, `i += 1` of the counter `d`.
function increments(update: Node, d: Declaration, scopes: Scopes): boolean {
  const u = unparenthesised(update);
  const target = u.kind === SyntaxKind.PostfixUnaryExpression || u.kind === SyntaxKind.PrefixUnaryExpression ? (fields(u).operator === SyntaxKind.PlusPlusToken ? fields(u).operand : undefined) : u.kind === SyntaxKind.BinaryExpression && fields(u).operatorToken?.kind === SyntaxKind.PlusEqualsToken && unparenthesised(fields(u).right as Node).kind === SyntaxKind.NumericLiteral && Number(fields(unparenthesised(fields(u).right as Node)).text) === 1 ? fields(u).left : undefined;
  const t = target === undefined ? undefined : unparenthesised(target);
  return t?.kind === SyntaxKind.Identifier && scopes.declarationOf(t) === d;
}

// A declaration in a loop's head (`for (let k in o)`, `for (const x of xs)`): the loop gives it each value.
function inForHead(declaration: Node): boolean {
  const loop = declaration.parent?.parent;
  return loop?.kind === SyntaxKind.ForInStatement || loop?.kind === SyntaxKind.ForOfStatement;
}

// `xs.length` of the binding `d` itself.
function isLengthOf(expression: Node, d: Declaration): boolean {
  const e = unparenthesised(expression);
  if (e.kind !== SyntaxKind.PropertyAccessExpression || fields(e).name?.text !== "length") return false;
  const owner = unparenthesised(fields(e).expression as Node);
  return owner.kind === SyntaxKind.Identifier && d.references.includes(owner);
}

/**
 * The `while` loop whose test is that a list has elements (`while (queue.length)`, `queue.length > 0`), where `read`
 * is the list in that test and nothing in the body breaks out: when the loop ends, the list is empty.
 */
function drainingLoop(read: Node): Node | undefined {
  const length = outermost(read).parent;
  if (length?.kind !== SyntaxKind.PropertyAccessExpression || fields(length).name?.text !== "length") return undefined;
  let test = outermost(length);
  const compared = test.parent;
  if (compared?.kind === SyntaxKind.BinaryExpression) {
    const op = fields(compared).operatorToken?.kind;
    const other = unparenthesised((fields(compared).left === test ? fields(compared).right : fields(compared).left) as Node);
    const zero = other.kind === SyntaxKind.NumericLiteral && fields(other).text === "0";
    const one = other.kind === SyntaxKind.NumericLiteral && fields(other).text === "1";
    const onLeft = fields(compared).left === test;
    const nonEmpty = (zero && (op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken || (onLeft ? op === SyntaxKind.GreaterThanToken : op === SyntaxKind.LessThanToken))) || (one && (onLeft ? op === SyntaxKind.GreaterThanEqualsToken : op === SyntaxKind.LessThanEqualsToken));
    if (!nonEmpty) return undefined;
    test = outermost(compared);
  }
  const loop = test.parent;
  if (loop?.kind !== SyntaxKind.WhileStatement || fields(loop).expression !== test) return undefined;
  const body = fields(loop).statement as Node;
  return containsNode(body, (n) => n.kind === SyntaxKind.BreakStatement && !insideFunction(n, body)) ? undefined : loop;
}
