/**
 * Whether the compiler's type of a JavaScript expression follows from the values the program wrote, or is only a
 * claim the run never checks. A rule that makes a finding certain because of a value's type (a primitive called, a
 * member an array lacks, a gg record iterated, an argument of the wrong type) asks this first.
 *
 * A type is a claim where JSDoc declares it (`@type`, `@param`, `@returns`, a cast), where a binding is written again
 * after the value its type came from (`let f = ""; … f = () => 1`), where a parameter takes whatever a caller passes,
 * where the program changes what an object is (`Object.setPrototypeOf`, `Object.assign` from an object it does not
 * spell out, a member set by a computed key, a member of that name set anywhere), behind a `Proxy`, and where a call
 * reaches the program's own methods or an inherited static of its own class (`List.from` makes a `List`, typed as an
 * array). Everything else — literals, gg's results, the library's functions and methods on such values, the
 * program's functions whose every return is such a value — is typed by what it holds.
 */
import { SyntaxKind } from "../syntax/tree.js";
import type { Node } from "../syntax/tree.js";
import { ARRAY_ADDERS, fields, isAsync, isFunctionWithBody, isGenerator, memberName, namesEval } from "./execution/syntax.js";
// Parentheses alone: a type a wrapper states (`x as T`, a JSDoc cast) is a claim, not the value's.
import { outermostParentheses as outermost, unparenthesised } from "../syntax/parentheses.js";
import { functionName } from "./execution/facts.js";
import { mayWriteGg, methodCalled, rootedAtGg } from "./execution/own-objects.js";
import { returnStatementsOf } from "./execution/returns.js";
import type { Declaration, ExecutionModel } from "./execution/index.js";
import type { PrimitiveKind } from "../engine-interface.js";

// How far a value is followed through bindings, members and returns before it counts as a claim.
const MAX_DEPTH = 8;

// The library's methods that call back with values of the receiver (its elements, its result): a callback's
// parameter there is typed by what the receiver holds.
const CALLING_BACK: ReadonlySet<string> = new Set([
  "forEach", "map", "filter", "find", "findIndex", "findLast", "findLastIndex", "some", "every", "reduce", "reduceRight", "flatMap",
  "sort", "toSorted", "then", "catch", "finally",
]);

// Library methods whose result the compiler types from a seed and what a callback returns, by an overload it picks
// (`[].reduce((acc, x) => [...acc, x], [])` is typed `string`): their result is what it holds only where the seed
// and the callback's returns are. (`map`'s result is an array whatever its callback returns.)
const RESULT_FROM_CALLBACK: ReadonlySet<string> = new Set(["reduce", "reduceRight"]);

// An array's methods whose result's elements the compiler types as what the callback returns.
const ELEMENTS_FROM_CALLBACK: ReadonlySet<string> = new Set(["map", "flatMap"]);

// The library's functions whose result the compiler types from their arguments' types.
const TYPED_FROM_ARGUMENTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Object", new Set(["values", "entries", "assign", "fromEntries", "freeze", "seal", "preventExtensions", "create", "getPrototypeOf", "groupBy"])],
  ["Array", new Set(["from", "of"])],
  ["Promise", new Set(["all", "allSettled", "race", "any", "resolve"])],
  ["Reflect", new Set(["get", "apply", "construct", "getPrototypeOf"])],
]);

// An array's methods whose result's type does not depend on its elements'.
const ELEMENT_INDEPENDENT: ReadonlySet<string> = new Set(["forEach", "join", "includes", "indexOf", "lastIndexOf", "some", "every", "findIndex", "findLastIndex", "push", "unshift"]);
// The library's statics that make an array whatever they are given.
const ARRAY_MAKERS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Object", new Set(["entries", "values", "keys", "getOwnPropertyNames"])],
  ["Array", new Set(["from", "of"])],
]);
// An array's methods whose result holds elements of the receiver.
const SAME_ELEMENTS: ReadonlySet<string> = new Set(["filter", "slice", "concat", "toSorted", "toReversed", "reverse", "sort"]);
// An array's methods that make an array.
const ARRAY_RETURNING: ReadonlySet<string> = new Set(["filter", "map", "slice", "concat", "flat", "flatMap", "toSorted", "toReversed", "toSpliced", "with"]);

// Literal kinds: what they hold is what they are typed as.
const LITERALS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.StringLiteral, SyntaxKind.NumericLiteral, SyntaxKind.BigIntLiteral, SyntaxKind.RegularExpressionLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.TemplateExpression, SyntaxKind.TrueKeyword, SyntaxKind.FalseKeyword,
  SyntaxKind.NullKeyword, SyntaxKind.FunctionExpression, SyntaxKind.ArrowFunction, SyntaxKind.ClassExpression,
  SyntaxKind.TypeOfExpression, SyntaxKind.VoidExpression, SyntaxKind.DeleteExpression,
]);

// Operators whose result's type does not depend on their operands' (a comparison is a boolean).
const BOOLEAN_OPERATORS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.EqualsEqualsEqualsToken, SyntaxKind.ExclamationEqualsEqualsToken, SyntaxKind.EqualsEqualsToken, SyntaxKind.ExclamationEqualsToken,
  SyntaxKind.LessThanToken, SyntaxKind.GreaterThanToken, SyntaxKind.LessThanEqualsToken, SyntaxKind.GreaterThanEqualsToken,
  SyntaxKind.InstanceOfKeyword, SyntaxKind.InKeyword,
]);

// Compound assignments whose result is always a number (or a BigInt, from one).
const NUMERIC_ASSIGNMENTS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.MinusEqualsToken, SyntaxKind.AsteriskEqualsToken, SyntaxKind.AsteriskAsteriskEqualsToken, SyntaxKind.SlashEqualsToken, SyntaxKind.PercentEqualsToken,
  SyntaxKind.LessThanLessThanEqualsToken, SyntaxKind.GreaterThanGreaterThanEqualsToken, SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken,
  SyntaxKind.AmpersandEqualsToken, SyntaxKind.BarEqualsToken, SyntaxKind.CaretEqualsToken,
]);

/** Answers, for one program, whether an expression's type is what its value is. */
export class TypeTrust {
  private readonly returnsMemo = new Map<Node, boolean>();

  constructor(
    private readonly model: ExecutionModel,
    /** Whether a call is a call of a gg operation (its result is typed by the catalogue). */
    private readonly isOperationCall: (call: Node) => boolean,
    /** The one primitive the compiler types an expression as (`PrimitiveKind`), if any. */
    private readonly kindOf: (expression: Node) => PrimitiveKind | undefined,
  ) {}

  /** Whether the compiler's type of `expression` is the type of the value it holds when it runs. */
  byValue(expression: Node, depth = 0): boolean {
    if (depth > MAX_DEPTH) return false;
    const n = unparenthesised(expression);
    const f = fields(n);
    if (LITERALS.has(n.kind)) return true;
    switch (n.kind) {
      case SyntaxKind.ArrayLiteralExpression:
        // `["a", ...parts]`: a spread's elements are typed as the spread value's are.
        return ((n as Node & { readonly elements?: readonly Node[] }).elements ?? []).every((e) => e.kind === SyntaxKind.OmittedExpression || this.byValue(e.kind === SyntaxKind.SpreadElement ? (fields(e).expression as Node) : e, depth + 1));
      case SyntaxKind.ObjectLiteralExpression:
        return ((n as Node & { readonly properties?: readonly Node[] }).properties ?? []).every((p) => this.propertyByValue(p, depth + 1));
      case SyntaxKind.Identifier:
        return this.bindingByValue(n, depth);
      case SyntaxKind.PropertyAccessExpression:
      case SyntaxKind.ElementAccessExpression: {
        // A member of that name written anywhere may hold what was written; one written by a key the program
        // computes is written on a binding it opens (`facts.opened`), which the receiver's binding then answers.
        const name = memberName(n) ?? numericKey(n);
        if (this.model.facts.anyMember) return false;
        // A write on an object the program made (`this.files = []`) is not on a gg namespace (`gg.files`).
        const writes = name === undefined ? [] : (this.model.facts.memberWrites.get(name) ?? []);
        if (writes.length > 0 && (!rootedAtGg(n, this.model.scopes) || writes.some((w) => mayWriteGg(w, this.model.scopes)))) return false;
        // `this.#items` of `#items = ["a"]` nothing writes: a read that does not throw is of the class's own instance,
        // which holds what the field's initializer made.
        if (name?.startsWith("#") === true && unparenthesised(f.expression as Node).kind === SyntaxKind.ThisKeyword) {
          const field = privateFieldOf(n, name);
          const init = field === undefined ? undefined : fields(field).initializer;
          return init !== undefined && fields(field as Node).type === undefined && this.byValue(init, depth + 1);
        }
        // `queue[1]` of `const queue = [null]` that a `push` fills: the literal's element type is no claim on what
        // the program adds.
        if (n.kind === SyntaxKind.ElementAccessExpression && mayBeMissingElement(n, this.model) && this.elementsOfOtherKind(f.expression as Node)) return false;
        return this.byValue(f.expression as Node, depth + 1);
      }
      case SyntaxKind.BindingElement:
        return this.patternByValue(n, depth);
      case SyntaxKind.CallExpression:
        return this.callByValue(n, depth);
      case SyntaxKind.NewExpression:
        return this.constructedByValue(f.expression as Node);
      case SyntaxKind.AwaitExpression:
        return this.byValue(f.expression as Node, depth + 1);
      case SyntaxKind.ConditionalExpression:
        return this.byValue(f.whenTrue as Node, depth + 1) && this.byValue(f.whenFalse as Node, depth + 1);
      case SyntaxKind.PrefixUnaryExpression:
        return f.operator === SyntaxKind.ExclamationToken || this.byValue(f.operand as Node, depth + 1);
      case SyntaxKind.PostfixUnaryExpression:
        return this.byValue(f.operand as Node, depth + 1);
      case SyntaxKind.BinaryExpression: {
        const op = f.operatorToken?.kind;
        if (op !== undefined && BOOLEAN_OPERATORS.has(op)) return true;
        if (op === SyntaxKind.EqualsToken || op === SyntaxKind.CommaToken) return this.byValue(f.right as Node, depth + 1);
        // `LEVELS[i] ?? "verbose"`: an element read by index is typed as present, so the compiler drops the fallback's
        // type, which is what the value holds where the index is past the end.
        // (Where both sides are the same primitive, `parts[8] ?? "none"` of strings, the type holds either way.)
        if ((op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken) && mayBeMissingElement(f.left as Node, this.model)) {
          const kind = this.kindOf(f.left as Node);
          if (kind === undefined || kind !== this.kindOf(f.right as Node)) return false;
        }
        return this.byValue(f.left as Node, depth + 1) && this.byValue(f.right as Node, depth + 1);
      }
      // A JSDoc cast (`/** @type {T} */ (x)`) is the only way a JavaScript program writes one: a claim.
      default:
        return false;
    }
  }

  /**
   * Whether an object taken as a whole (`Object.values(cfg)`) is typed by what it holds: by value, and, where it is an
   * object literal (or a binding that holds one for good), no member of a name it has is written anywhere
   * (`cfg.ratio = Number(cfg.ratio)` after `{ ratio: "0.5" }`), nor by a key the text does not fix.
   */
  private wholeByValue(expression: Node, depth: number): boolean {
    if (!this.byValue(expression, depth)) return false;
    let n = unparenthesised(expression);
    for (let hops = 0; n.kind === SyntaxKind.Identifier && hops < MAX_DEPTH; hops++) {
      const d = this.model.scopes.declarationOf(n);
      const init = d !== undefined && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
      if (init === undefined) return true;
      n = unparenthesised(init);
    }
    if (n.kind !== SyntaxKind.ObjectLiteralExpression) return true;
    if (this.model.facts.anyMember) return false;
    return ((n as Node & { readonly properties?: readonly Node[] }).properties ?? []).every((p) => {
      if (p.kind === SyntaxKind.SpreadAssignment) return true;
      const key = fields(p).name;
      const name = key === undefined || key.kind === SyntaxKind.ComputedPropertyName ? undefined : fields(key).text;
      return name !== undefined && (this.model.facts.memberWrites.get(name) ?? []).length === 0;
    });
  }

  private propertyByValue(property: Node, depth: number): boolean {
    switch (property.kind) {
      case SyntaxKind.PropertyAssignment:
        return this.byValue(fields(property).initializer as Node, depth);
      case SyntaxKind.ShorthandPropertyAssignment:
        return this.bindingByValue(fields(property).name as Node, depth);
      case SyntaxKind.SpreadAssignment:
        return this.byValue(fields(property).expression as Node, depth);
      default:
        // Methods and accessors: functions the object literal spells out.
        return true;
    }
  }

  // A `let` or `var` holding a number or BigInt literal, written again only by operators whose result is of that kind
  // whatever they are given (`n++`, `n -= 1`, `n *= 2`), or by `+=` or `=` of a value of that kind by value (`total
  // += 5n`, `h = h * 31n`; not `+=` of what may be a string): its type stays its initializer's. While its writes are
  // asked, the binding counts as holding its kind: the first write to change the kind would need it changed already.
  private keepsKind(d: Declaration, depth: number): boolean {
    const init = d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
    const kind = init === undefined ? undefined : unparenthesised(init).kind === SyntaxKind.NumericLiteral ? "number" : unparenthesised(init).kind === SyntaxKind.BigIntLiteral ? "bigint" : undefined;
    if ((d.kind !== "let" && d.kind !== "var") || kind === undefined) return false;
    // `eval('n = "a.txt"')` writes a binding where the text shows no reference.
    if (namesEval(d.holder)) return false;
    if (this.keeping.has(d)) return true;
    this.keeping.add(d);
    const before = new Set(this.returnsMemo.keys());
    try {
      const kept = d.references.every((r) => {
        if (r === d.identifier || !this.model.scopes.isWrite(r)) return true;
        const parent = outermost(r).parent;
        if (parent?.kind === SyntaxKind.PrefixUnaryExpression || parent?.kind === SyntaxKind.PostfixUnaryExpression) return true;
        if (parent?.kind !== SyntaxKind.BinaryExpression || fields(parent).left !== outermost(r)) return false;
        const op = fields(parent).operatorToken?.kind ?? SyntaxKind.Unknown;
        if (NUMERIC_ASSIGNMENTS.has(op)) return true;
        const value = fields(parent).right as Node;
        return (op === SyntaxKind.PlusEqualsToken || op === SyntaxKind.EqualsToken) && this.kindOf(value) === kind && this.byValue(value, depth + 1);
      });
      // Answers found while assuming a kind that did not hold are forgotten.
      if (!kept) for (const key of [...this.returnsMemo.keys()]) if (!before.has(key)) this.returnsMemo.delete(key);
      return kept;
    } finally {
      this.keeping.delete(d);
    }
  }

  private readonly keeping = new Set<Declaration>();

  private bindingByValue(identifier: Node, depth: number): boolean {
    const d = this.model.scopes.declarationOf(identifier);
    // A global: the library's own (a name the program sets on the global object the compiler does not know of).
    if (d === undefined) return true;
    // `let entries; entries = files.listDir("src");` read in a later statement: the value assigned.
    const assigned = this.model.facts.opened.has(d) ? undefined : assignedOnceBefore(d, identifier, this.model);
    if (assigned !== undefined) return this.byValue(assigned, depth + 1);
    if ((d.writes > 0 && !this.keepsKind(d, depth)) || d.count > 1 || this.model.facts.opened.has(d) || fields(d.holder).type !== undefined) return false;
    switch (d.kind) {
      case "import":
      case "function":
      case "class":
        return true;
      case "parameter":
        return this.assumed.has(d) || this.defaultedByValue(d, depth) || this.callbackParameterByValue(d, depth);
      case "var":
      case "let":
      case "const":
        return this.declaredByValue(d, depth);
      default:
        return false;
    }
  }

  // `const x = …`, `const { a } = …`, `for (const x of …)`: the value it was given, followed.
  private declaredByValue(d: Declaration, depth: number): boolean {
    return this.patternByValue(d.holder, depth);
  }

  // A declaration, or an element of its pattern (`{ files: { readFile } } = gg`): the declaration's value, followed.
  private patternByValue(element: Node, depth: number): boolean {
    let holder: Node | undefined = element;
    // A destructured name: the declaration it is part of (no JSDoc on it either). Each member an object pattern takes
    // on the way reads as `x.name` does: written anywhere (`ctx.rows = ctx.rows.split(",")`), it may hold what was written.
    let takesElement = false;
    while (holder !== undefined && (holder.kind === SyntaxKind.BindingElement || holder.kind === SyntaxKind.ObjectBindingPattern || holder.kind === SyntaxKind.ArrayBindingPattern)) {
      if (holder.kind === SyntaxKind.BindingElement && holder.parent?.kind === SyntaxKind.ObjectBindingPattern && this.memberMayBeRewritten(holder)) return false;
      if (holder.kind === SyntaxKind.ArrayBindingPattern) takesElement = true;
      holder = holder.parent;
    }
    if (holder?.kind !== SyntaxKind.VariableDeclaration || fields(holder).type !== undefined) return false;
    const initializer = fields(holder).initializer;
    // `const [first] = targets` after `targets.fill("CHANGELOG.md")`: an element of another kind than the literal's.
    if (initializer !== undefined) return !(takesElement && this.elementsOfOtherKind(initializer)) && this.byValue(initializer, depth + 1);
    // `for (const x of list)`: an element of the list.
    const loop = holder.parent?.parent;
    return loop?.kind === SyntaxKind.ForOfStatement && !this.elementsOfOtherKind(fields(loop).expression as Node) && this.byValue(fields(loop).expression as Node, depth + 1);
  }

  // Whether the member an object pattern's element takes may hold another value than its type says: written anywhere
  // by name, or by keys the program computes on a built-in, or taken by a computed key.
  private memberMayBeRewritten(element: Node): boolean {
    const key = (element as Node & { readonly propertyName?: Node }).propertyName ?? fields(element).name;
    if (key?.kind === SyntaxKind.ComputedPropertyName || this.model.facts.anyMember) return true;
    const name = key === undefined ? undefined : fields(key).text;
    return name !== undefined && (this.model.facts.memberWrites.get(name) ?? []).length > 0;
  }

  // A parameter with a default (`function run(f = gg.files)`) that every call of its function leaves out: the default.
  private defaultedByValue(d: Declaration, depth: number): boolean {
    const parameter = d.holder;
    const initializer = fields(parameter).initializer;
    const fn = parameter.parent;
    if (parameter.kind !== SyntaxKind.Parameter || fields(parameter).name !== d.identifier || initializer === undefined || fn === undefined) return false;
    const index = (fields(fn).parameters ?? []).indexOf(parameter);
    const name = functionName(fn, this.model.scopes);
    if (index < 0 || name === undefined || name.writes > 0 || name.count > 1 || (fn.kind !== SyntaxKind.FunctionDeclaration && name.kind !== "const")) return false;
    const calls = name.references.filter((r) => r !== name.identifier);
    const leftOut = calls.every((r) => {
      const call = outermost(r).parent;
      if (call?.kind !== SyntaxKind.CallExpression || fields(call).expression !== outermost(r)) return false;
      const args = fields(call).arguments ?? [];
      return args.length <= index && !args.some((a) => a.kind === SyntaxKind.SpreadElement);
    });
    return calls.length > 0 && leftOut && this.byValue(initializer, depth + 1);
  }

  // A parameter of a callback handed straight to a library method (`list.map((x) => …)`): typed by the receiver.
  private callbackParameterByValue(d: Declaration, depth: number): boolean {
    // `then((path = "status.txt") => …)`: where the built-in hands undefined, the parameter holds its default instead.
    if (fields(d.holder).initializer !== undefined) return false;
    const fn = d.holder.parent;
    if (fn === undefined || (fn.kind !== SyntaxKind.ArrowFunction && fn.kind !== SyntaxKind.FunctionExpression) || fields(fn).type !== undefined) return false;
    const call = fn.parent;
    if (call?.kind !== SyntaxKind.CallExpression || !(fields(call).arguments ?? []).includes(fn)) return false;
    const callee = unparenthesised(fields(call).expression as Node);
    const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
    if (method === undefined || !CALLING_BACK.has(method) || this.model.facts.memberWrites.has(method)) return false;
    // `reduce((best, r) => …, null)`: the accumulator is the seed or what the callback returned, not an element
    // (without a seed it starts as one, and TypeScript holds the callback to returning one).
    if ((method === "reduce" || method === "reduceRight") && (fields(fn).parameters ?? [])[0] === d.holder && (fields(call).arguments ?? []).length > 1) return false;
    const receiver = fields(callee).expression as Node;
    return !this.ownMethodsOf(receiver) && !this.elementsOfOtherKind(receiver) && this.byValue(receiver, depth + 1);
  }

  /**
   * Whether the elements of an array may be of another kind than its literal's, where the program adds to it (see
   * `elementsAdded`), followed through the array's own copies (`outputs.slice(1)`, `rows.filter(…)`).
   */
  private elementsOfOtherKind(array: Node): boolean {
    let a = unparenthesised(array);
    while (a.kind === SyntaxKind.CallExpression) {
      const callee = unparenthesised(fields(a).expression as Node);
      if (callee.kind !== SyntaxKind.PropertyAccessExpression || !SAME_ELEMENTS.has(fields(callee).name?.text ?? "")) return false;
      a = unparenthesised(fields(callee).expression as Node);
    }
    return elementsAdded(a, this.model, this.kindOf);
  }

  private callByValue(call: Node, depth: number): boolean {
    if (this.isOperationCall(call)) return true;
    const callee = unparenthesised(fields(call).expression as Node);
    // `(() => ({ read }))()`: a function written in place, called there, gives what its returns give.
    if (callee.kind === SyntaxKind.ArrowFunction || callee.kind === SyntaxKind.FunctionExpression) return this.returnsByValue(callee, depth);
    if (callee.kind === SyntaxKind.Identifier) {
      const d = this.model.scopes.declarationOf(callee);
      // The library's functions (`String(x)`, `parseInt(s)`) are typed by what they return.
      if (d === undefined) return true;
      if (d.writes > 0 || d.count > 1 || fields(d.holder).type !== undefined) return false;
      if (d.kind === "function") return this.returnsByValue(d.holder, depth);
      if (d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier) {
        const init = fields(d.holder).initializer;
        const fn = init === undefined ? undefined : unparenthesised(init);
        return fn !== undefined && (fn.kind === SyntaxKind.ArrowFunction || fn.kind === SyntaxKind.FunctionExpression) && this.returnsByValue(fn, depth);
      }
      return false;
    }
    if (callee.kind !== SyntaxKind.PropertyAccessExpression) return false;
    const method = fields(callee).name?.text;
    if (method === undefined || this.model.facts.anyMember || this.model.facts.memberWrites.has(method)) return false;
    const receiver = fields(callee).expression as Node;
    // `Object.entries(x).filter(f).forEach(g)`: an array whatever it holds, whose `forEach` gives undefined (and `join`
    // a string, `includes` a boolean), whatever its elements' types.
    if (ELEMENT_INDEPENDENT.has(method) && this.arrayByMaking(receiver, depth + 1)) return true;
    // `Object.values(cfg)`, `Array.from(list)`: typed from what they are given.
    const owner = unparenthesised(receiver);
    const typedFrom = owner.kind === SyntaxKind.Identifier && this.isLibraryName(owner) ? TYPED_FROM_ARGUMENTS.get(fields(owner).text ?? "") : undefined;
    if (typedFrom?.has(method) === true && !(fields(call).arguments ?? []).every((a) => a.kind !== SyntaxKind.SpreadElement && this.wholeByValue(a, depth + 1))) return false;
    // `c.codes()` of `const c = new Catalog()`: what that method returns, where it states no type of it.
    const own = methodCalled(call, this.model.scopes);
    if (own !== undefined) return !isAsync(own) && !isGenerator(own) && this.returnsByValue(own, depth);
    // The program's own methods, and statics its classes inherit (`List.from` makes a `List`, typed as an array).
    if (this.ownMethodsOf(receiver)) return false;
    if (RESULT_FROM_CALLBACK.has(method) && !this.callbacksByValue(call, depth)) return false;
    // `list.map(f)` of a callback whose return type JSDoc states (`@returns {void}`): the elements are typed by the claim.
    if (ELEMENTS_FROM_CALLBACK.has(method) && this.callbackTypeStated(call)) return false;
    return this.byValue(receiver, depth + 1);
  }

  /**
   * Whether an expression is an array by how it is made (see `arrayByMaking`), in place or held in a `const` the
   * program never reshapes: whatever its elements, it has an array's members and no other.
   */
  arrayMade(expression: Node, depth = 0): boolean {
    const e = unparenthesised(expression);
    if (e.kind !== SyntaxKind.Identifier) return this.arrayByMaking(e, depth);
    const d = this.model.scopes.declarationOf(e);
    if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || fields(d.holder).type !== undefined || this.model.facts.opened.has(d) || depth > MAX_DEPTH) return false;
    const init = fields(d.holder).initializer;
    return init !== undefined && this.arrayMade(init, depth + 1);
  }

  /**
   * Whether an expression is an array by how it is made, whatever it holds: an array literal, `Object.entries`,
   * `Object.values`, `Object.keys`, `Array.from`, `Array.of`, and an array's `filter`, `map`, `slice` and their kind
   * of those, where the program writes no member of those names.
   */
  private arrayByMaking(expression: Node, depth: number): boolean {
    if (depth > MAX_DEPTH || this.model.facts.anyMember) return false;
    const e = unparenthesised(expression);
    if (e.kind === SyntaxKind.ArrayLiteralExpression) return true;
    if (e.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesised(fields(e).expression as Node);
    if (callee.kind !== SyntaxKind.PropertyAccessExpression) return false;
    const method = fields(callee).name?.text ?? "";
    if (this.model.facts.memberWrites.has(method)) return false;
    const owner = unparenthesised(fields(callee).expression as Node);
    if (owner.kind === SyntaxKind.Identifier && this.isLibraryName(owner)) return ARRAY_MAKERS.get(fields(owner).text ?? "")?.has(method) === true && !this.model.facts.memberWrites.has(`${fields(owner).text ?? ""}.${method}`);
    return ARRAY_RETURNING.has(method) && this.arrayByMaking(owner, depth + 1);
  }

  // Whether what a `reduce` callback returns, and its seed, are typed by value: the function written in place returns
  // only such values; a callback the text does not spell out is a claim.
  private callbacksByValue(call: Node, depth: number): boolean {
    const args = fields(call).arguments ?? [];
    const seed = args[1];
    if (seed !== undefined && !this.byValue(seed, depth + 1)) return false;
    return args.slice(0, 1).every((c) => {
      const fn = unparenthesised(c);
      if (fn.kind !== SyntaxKind.ArrowFunction && fn.kind !== SyntaxKind.FunctionExpression) return false;
      // `reduce((sum, e) => sum + e.size, 0)`: where the seed is a primitive the result is typed as too, the
      // accumulator holds the seed or a return; each return typed by what it holds, given the accumulator is, makes
      // every value it takes so (by induction over the turns).
      const accumulator = seed === undefined ? undefined : (fields(fn).parameters ?? [])[0];
      const name = accumulator === undefined ? undefined : fields(accumulator).name;
      const d = name?.kind === SyntaxKind.Identifier ? this.model.scopes.declarationOf(name) : undefined;
      const kind = seed === undefined ? undefined : this.kindOf(seed);
      if (d === undefined || d.writes > 0 || kind === undefined || kind === "never" || kind !== this.kindOf(call)) return this.returnsByValue(fn, depth);
      // Each return the compiler types as that primitive too (`sum + e.name` of a number and text is text).
      const body = fields(fn).body;
      const returned = body === undefined ? [] : body.kind !== SyntaxKind.Block ? [body] : returnStatementsOf(body);
      // A block that may run off its end returns undefined there.
      const statements = body?.kind === SyntaxKind.Block ? ((body as Node & { readonly statements?: readonly Node[] }).statements ?? []) : undefined;
      if (statements !== undefined && statements[statements.length - 1]?.kind !== SyntaxKind.ReturnStatement) return false;
      if (returned.some((r) => r === undefined || this.kindOf(r) !== kind)) return false;
      this.assumed.add(d);
      try {
        return this.returnsOnceByValue(fn, depth);
      } finally {
        this.assumed.delete(d);
      }
    });
  }

  // Accumulators taken to hold what they are typed as while their callback's returns are asked (see `callbacksByValue`).
  private readonly assumed = new Set<Declaration>();

  // Whether a call's first argument is a function whose return type JSDoc states, on it or on the binding that holds it.
  private callbackTypeStated(call: Node): boolean {
    const first = (fields(call).arguments ?? [])[0];
    let fn = first === undefined ? undefined : unparenthesised(first);
    if (fn?.kind === SyntaxKind.Identifier) {
      const d = this.model.scopes.declarationOf(fn);
      if (d === undefined) return false;
      if (fields(d.holder).type !== undefined) return true;
      const init = d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
      fn = d.kind === "function" ? d.holder : init === undefined ? undefined : unparenthesised(init);
    }
    return fn !== undefined && (fn.kind === SyntaxKind.ArrowFunction || fn.kind === SyntaxKind.FunctionExpression || fn.kind === SyntaxKind.FunctionDeclaration) && fields(fn).type !== undefined;
  }

  // Whether a receiver's methods may be the program's own: an object literal, an instance or a class of its own, `this`.
  private ownMethodsOf(receiver: Node, depth = 0): boolean {
    const r = unparenthesised(receiver);
    if (depth > MAX_DEPTH) return true;
    switch (r.kind) {
      case SyntaxKind.ObjectLiteralExpression:
      case SyntaxKind.ClassExpression:
      case SyntaxKind.ThisKeyword:
      case SyntaxKind.SuperKeyword:
        return true;
      case SyntaxKind.NewExpression:
        return !this.isLibraryName(fields(r).expression as Node);
      case SyntaxKind.Identifier: {
        const d = this.model.scopes.declarationOf(r);
        if (d === undefined) return false;
        if (d.kind === "class") return true;
        if (d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier) {
          const init = fields(d.holder).initializer;
          return init !== undefined && this.ownMethodsOf(init, depth + 1);
        }
        return false;
      }
      default:
        return false;
    }
  }

  // `new Map()`, `new Date()`: the library's constructors make what they are typed as; a `Proxy` is typed as its target.
  private constructedByValue(callee: Node): boolean {
    const c = unparenthesised(callee);
    if (c.kind !== SyntaxKind.Identifier) return false;
    // A constructor the program replaces (`globalThis.Set = class extends Set { … }`) makes what the program wrote.
    if (this.isLibraryName(c)) return fields(c).text !== "Proxy" && !this.model.facts.anyGlobal && !this.model.facts.globals.has(fields(c).text ?? "");
    // An instance of the program's own class: typed by the class it spells out.
    const d = this.model.scopes.declarationOf(c);
    return d !== undefined && d.kind === "class" && d.writes === 0 && d.count === 1;
  }

  private isLibraryName(node: Node): boolean {
    const n = unparenthesised(node);
    return n.kind === SyntaxKind.Identifier && this.model.scopes.declarationOf(n) === undefined;
  }

  /** Whether every value a function of the program returns is typed by what it holds (no JSDoc `@returns`). */
  returnsByValue(fn: Node, depth = 0): boolean {
    const known = this.returnsMemo.get(fn);
    if (known !== undefined) return known;
    // A cycle (recursion) counts as a claim while it is being decided.
    this.returnsMemo.set(fn, false);
    const result = this.returnsOnceByValue(fn, depth);
    this.returnsMemo.set(fn, result);
    return result;
  }

  // `returnsByValue` asked anew, outside the memo (under an assumption that holds only where it is asked).
  private returnsOnceByValue(fn: Node, depth: number): boolean {
    const f = fields(fn);
    if (f.type !== undefined || f.body === undefined) return false;
    if (f.body.kind !== SyntaxKind.Block) return this.byValue(f.body, depth + 1);
    return returnStatementsOf(f.body).every((r) => r === undefined || this.byValue(r, depth + 1));
  }
}

/**
 * The value a `let` or `var` declared without one holds at `read`, where its one write is a plain `name = value;`
 * statement of the same statement list, before the statement that holds the read (outside any function): every
 * statement before one that runs has completed, so the read sees that value.
 */
function assignedOnceBefore(d: Declaration, read: Node, model: ExecutionModel): Node | undefined {
  if ((d.kind !== "let" && d.kind !== "var") || d.writes !== 1 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || fields(d.holder).initializer !== undefined || fields(d.holder).type !== undefined) return undefined;
  if (d.holder.parent?.parent?.kind !== SyntaxKind.VariableStatement || namesEval(d.holder)) return undefined;
  const write = d.references.find((r) => r !== d.identifier && model.scopes.isWrite(r));
  const assignment = write === undefined ? undefined : outermost(write).parent;
  if (assignment?.kind !== SyntaxKind.BinaryExpression || fields(assignment).left !== outermost(write as Node) || fields(assignment).operatorToken?.kind !== SyntaxKind.EqualsToken) return undefined;
  const statement = outermost(assignment).parent;
  const list = statement?.parent;
  if (statement?.kind !== SyntaxKind.ExpressionStatement || list === undefined || (list.kind !== SyntaxKind.SourceFile && list.kind !== SyntaxKind.Block)) return undefined;
  let at: Node = read;
  while (at.parent !== undefined && at.parent !== list) {
    if (isFunctionWithBody(at.parent)) return undefined;
    at = at.parent;
  }
  return at.parent === list && at.pos > statement.pos ? (fields(assignment).right as Node) : undefined;
}

// The private field `name` declared by the class whose body holds `node`.
function privateFieldOf(node: Node, name: string): Node | undefined {
  for (let p = node.parent; p !== undefined; p = p.parent) {
    if (p.kind !== SyntaxKind.ClassDeclaration && p.kind !== SyntaxKind.ClassExpression) continue;
    const member = ((p as Node & { readonly members?: readonly Node[] }).members ?? []).find((m) => m.kind === SyntaxKind.PropertyDeclaration && fields(m).name?.text === name);
    if (member !== undefined) return member;
  }
  return undefined;
}

/** The key of `x[0]`: a numeric literal's text (a string key is `memberName`'s). */
/**
 * Whether a value the compiler types as an element may be undefined though its type says not: a read by an index
 * (`list[i]`, `list[2]`, `text[5]`), or a name an array pattern takes (`const [, , third] = list`).
 */
function mayBeMissingElement(expression: Node, model: ExecutionModel): boolean {
  const n = unparenthesised(expression);
  if (n.kind === SyntaxKind.ElementAccessExpression) {
    const key = unparenthesised((n as Node & { readonly argumentExpression?: Node }).argumentExpression as Node);
    return key.kind !== SyntaxKind.StringLiteral && key.kind !== SyntaxKind.NoSubstitutionTemplateLiteral;
  }
  if (n.kind !== SyntaxKind.Identifier) return false;
  const d = model.scopes.declarationOf(n);
  return d !== undefined && d.holder.kind === SyntaxKind.BindingElement && d.holder.parent?.kind === SyntaxKind.ArrayBindingPattern && fields(d.holder).initializer === undefined;
}


/**
 * Whether the array a binding holds may get an element of another kind than its literal's (an adder called on it, an
 * element written): a value whose primitive kind is not the kind every element written in the literal has.
 */
function elementsAdded(expression: Node, model: ExecutionModel, kindOf: (expression: Node) => PrimitiveKind | undefined): boolean {
  const e = unparenthesised(expression);
  const d = e.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(e) : undefined;
  if (d === undefined) return false;
  const init = d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
  const literal = init === undefined ? undefined : unparenthesised(init);
  const elements = literal?.kind === SyntaxKind.ArrayLiteralExpression ? ((literal as Node & { readonly elements?: readonly Node[] }).elements ?? []) : [];
  // `const timings = []` typed by what is pushed (the compiler's evolving array): the pushes are the type's source.
  if (literal === undefined || elements.length === 0) return false;
  const kinds = new Set(elements.map((el) => (el.kind === SyntaxKind.SpreadElement ? undefined : kindOf(el))));
  const kind = kinds.size === 1 ? [...kinds][0] : undefined;
  const other = (value: Node | undefined): boolean => value === undefined || value.kind === SyntaxKind.SpreadElement || kind === undefined || kindOf(value) !== kind;
  return d.references.some((r) => {
    const outer = outermost(r);
    const parent = outer.parent;
    if (parent?.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer) {
      const method = fields(parent).name?.text ?? "";
      const call = outermost(parent).parent;
      const args = call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermost(parent) ? (fields(call).arguments ?? []) : undefined;
      if (!ARRAY_ADDERS.has(method)) return false;
      if (args === undefined) return true;
      const added = method === "splice" ? args.slice(2) : method === "fill" ? args.slice(0, 1) : method === "copyWithin" ? [] : args;
      return added.some(other);
    }
    if (parent?.kind !== SyntaxKind.ElementAccessExpression || fields(parent).expression !== outer) return false;
    const up = outermost(parent).parent;
    return up?.kind === SyntaxKind.BinaryExpression && fields(up).left === outermost(parent) && fields(up).operatorToken?.kind === SyntaxKind.EqualsToken && other(fields(up).right);
  });
}

function numericKey(access: Node): string | undefined {
  if (access.kind !== SyntaxKind.ElementAccessExpression) return undefined;
  const key = (access as Node & { readonly argumentExpression?: Node }).argumentExpression;
  return key?.kind === SyntaxKind.NumericLiteral ? fields(key).text : undefined;
}

const trusts = new WeakMap<ExecutionModel, TypeTrust>();

/** The program's trust in its types (one per execution model, so its memo lives as long as the program's). */
export function typeTrustOf(model: ExecutionModel, isOperationCall: (call: Node) => boolean, kindOf: (expression: Node) => PrimitiveKind | undefined): TypeTrust {
  let trust = trusts.get(model);
  if (trust === undefined) {
    trust = new TypeTrust(model, isOperationCall, kindOf);
    trusts.set(model, trust);
  }
  return trust;
}
