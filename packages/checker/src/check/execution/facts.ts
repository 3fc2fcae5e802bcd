/**
 * What a program sets, computed once: the globals it creates (`globalThis.x = …`, `??=`, `||=`, `Object.assign`,
 * `Object.defineProperty`, `Reflect.set`, a constant key, a destructuring target, any alias of the global object; a
 * computed key may set any name) and the members it adds to anything (a polyfill of `Object.groupBy` or `toHex`, a
 * field added to a gg record). A finding about a missing global or member the program sets itself is no certain
 * failure.
 */
import { GUEST_GLOBALS } from "../host-globals.js";
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Hooks } from "./complementary.js";
import { readHookOf } from "./read-hooks.js";
import type { Declaration, Scopes } from "./scopes.js";
import { isReference } from "./scopes.js";
import { returnStatementsOf } from "./returns.js";
import { constantTexts, fields, memberName, outermost, unparenthesised } from "./syntax.js";

/** The names a program sets. */
export interface ProgramFacts {
  /** Whether the program sets a global whose name it computes: any global may then exist. */
  readonly anyGlobal: boolean;
  readonly globals: ReadonlySet<string>;
  /** Where the program sets each global it sets by name. */
  readonly globalWrites: ReadonlyMap<string, readonly Node[]>;
  /** Whether the program sets a member whose name it computes on a built-in (`String.prototype[name] = …`) or the global object. */
  readonly anyMember: boolean;
  /** Where the program assigns or defines a member, by its name: on a global, as `Object.groupBy`; on anything else, as `toHex`. */
  readonly memberWrites: ReadonlyMap<string, readonly Node[]>;
  /** Where the program adds a member to a prototype (`Number.prototype.name = …`), by its name: every value of that kind, a global's too, has it. */
  readonly prototypeWrites: ReadonlyMap<string, readonly Node[]>;
  /** Member names the program reads anywhere (`x.name`, `x["name"]`, `{ name } = x`, `"name" in x`). */
  readonly memberReads: ReadonlySet<string>;
  /** Where the program reads each member name: the access (`x.name`, `x["name"]`), the binding element, the string. */
  readonly memberReadSites: ReadonlyMap<string, readonly Node[]>;
  /** Whether the program reads a member by a key it computes (`x[k]`): any member may be read. */
  readonly anyRead: boolean;
  /** Where it does so: the access `x[k]`, the binding element `{ [k]: v }`. */
  readonly computedReadSites: readonly Node[];
  /** Whether a member read (a getter, a `Proxy`) or a loose comparison (a `valueOf` of its own) may run the program's code. */
  readonly hooks: Hooks;
  /**
   * Bindings whose value may gain any member, or change what it is: a member set by a computed key
   * (`r[Symbol.iterator] = …`), `Object.assign` from an object the program does not spell out, a new prototype
   * (`Object.setPrototypeOf`), a property defined by a computed name.
   */
  readonly opened: ReadonlySet<Declaration>;
  /** Of those, parameters and destructured bindings no built-in can reach (a `reduce` accumulator seeded with `{}`). */
  readonly openedNoBuiltin: ReadonlySet<Declaration>;
  /** Globals the program hands on as values (`add(Math)`, `const M = Math`): a member set on the value they reach is set on them. */
  readonly escapedGlobals: ReadonlySet<string>;
  /**
   * Whether the program may have an object of its own with a member of this name: one it defines (a method, a field,
   * an accessor, an object literal's property) or writes by that name, or any name where it defines one by a key it
   * computes (`{ [name]: fn }`, a class's `[key]() {}`).
   */
  readonly definesMember: (name: string) => boolean;
}

const DEFINERS: ReadonlySet<string> = new Set(["defineProperty", "set", "defineProperties", "assign", "setPrototypeOf", "deleteProperty"]);

/** The facts of one program, in one walk. */
export function programFacts(root: Node, scopes: Scopes): ProgramFacts {
  const globals = new Set<string>();
  const globalWrites = new Map<string, Node[]>();
  const setGlobal = (name: string, at: Node): void => {
    globals.add(name);
    const list = globalWrites.get(name) ?? [];
    list.push(at);
    globalWrites.set(name, list);
  };
  const memberWrites = new Map<string, Node[]>();
  const prototypeWrites = new Map<string, Node[]>();
  const memberReads = new Set<string>();
  const memberReadSites = new Map<string, Node[]>();
  const read = (name: string, at: Node): void => {
    memberReads.add(name);
    const list = memberReadSites.get(name) ?? [];
    list.push(at);
    memberReadSites.set(name, list);
  };
  const opened = new Set<Declaration>();
  const escapedGlobals = new Set<string>();
  let anyGlobal = false;
  let anyMember = false;
  let anyRead = false;
  const computedReadSites: Node[] = [];
  const hooks = { getters: false, conversions: false };
  // A plain binding's initializer, where it is declared once and never written again.
  const steadyInit = (d: Declaration): Node | undefined =>
    d.writes === 0 && d.count === 1 && (d.kind === "const" || d.kind === "let" || d.kind === "var") && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
  // The global a member is set on: `Object` of `Object.groupBy = …`, of `globalThis.Object.groupBy = …` and of a
  // binding that holds it.
  const globalNamed = (owner: Node, depth = 0): string | undefined => {
    const o = unparenthesised(owner);
    if (o.kind === SyntaxKind.Identifier) {
      const d = scopes.declarationOf(o);
      if (d === undefined) return fields(o).text !== "globalThis" ? fields(o).text : undefined;
      // `var O = globalThis.Object`, `var ObjectCtor = Object`: a binding never written again holds the global.
      const init = steadyInit(d);
      return init !== undefined && depth < 4 ? globalNamed(init, depth + 1) : undefined;
    }
    if (o.kind === SyntaxKind.PropertyAccessExpression && isGlobalObject(fields(o).expression as Node)) return fields(o).name?.text;
    // `globalThis["Object"]`: a key the text fixes.
    if (o.kind === SyntaxKind.ElementAccessExpression && isGlobalObject(fields(o).expression as Node)) return memberName(o);
    return undefined;
  };
  // `Object.groupBy` for a member of a global the program does not bind, else the bare name.
  const keyOf = (owner: Node, name: string): string => {
    const global = globalNamed(owner);
    return global !== undefined ? `${global}.${name}` : name;
  };
  const isBuiltin = (owner: Node, depth = 0): boolean => {
    const o = unparenthesised(owner);
    // A name no declaration binds is a built-in only where the guest has it (`table[k] = v` of an undeclared `table`
    // throws, and writes into nothing); a binding first given a built-in (`var proto = Set.prototype`) may hold it.
    if (o.kind === SyntaxKind.Identifier) {
      const d = scopes.declarationOf(o);
      if (d === undefined) return GUEST_GLOBALS.has(fields(o).text ?? "");
      const init = d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
      return init !== undefined && depth < 4 && isBuiltin(init, depth + 1);
    }
    // `Object.getPrototypeOf(new Set())`, `Reflect.getPrototypeOf([])`: a prototype that may be a built-in's.
    if (o.kind === SyntaxKind.CallExpression) {
      const callee = unparenthesised(fields(o).expression as Node);
      return callee.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "getPrototypeOf";
    }
    return globalNamed(o) !== undefined || (o.kind === SyntaxKind.PropertyAccessExpression && fields(o).name?.text === "prototype");
  };
  // The guest's global a member read of that name may be (`x.g.Promise`), through bindings never written again.
  const globalReadAs = (owner: Node, depth = 0): string | undefined => {
    const o = unparenthesised(owner);
    if (o.kind === SyntaxKind.Identifier) {
      const d = scopes.declarationOf(o);
      const init = d === undefined ? undefined : steadyInit(d);
      return init !== undefined && depth < 4 ? globalReadAs(init, depth + 1) : undefined;
    }
    const name = o.kind === SyntaxKind.PropertyAccessExpression || o.kind === SyntaxKind.ElementAccessExpression ? memberName(o) : undefined;
    return name !== undefined && GUEST_GLOBALS.has(name) && /^[A-Z]/.test(name) ? name : undefined;
  };
  // Bindings written by a key the program computes that may hold a built-in: a parameter, a destructured element.
  const mayHoldBuiltin: Declaration[] = [];
  // The binding an owner is read from: `o` of `o`, `o.a`, `o[k]`.
  const rootBinding = (owner: Node): Declaration | undefined => {
    let o = unparenthesised(owner);
    while (o.kind === SyntaxKind.PropertyAccessExpression || o.kind === SyntaxKind.ElementAccessExpression) o = unparenthesised(fields(o).expression as Node);
    return o.kind === SyntaxKind.Identifier ? scopes.declarationOf(o) : undefined;
  };
  const addMember = (owner: Node, name: string | undefined, at: Node): void => {
    if (name === undefined) {
      if (isBuiltin(owner)) anyMember = true;
      const d = rootBinding(owner);
      if (d !== undefined) {
        opened.add(d);
        // `for (const e of entries) Object.setPrototypeOf(e, proto)` reshapes the elements of `entries` too.
        const loop = d.holder.kind === SyntaxKind.VariableDeclaration ? d.holder.parent?.parent : undefined;
        const walked = loop?.kind === SyntaxKind.ForOfStatement ? rootBinding(fields(loop).expression as Node) : undefined;
        if (walked !== undefined) opened.add(walked);
        if (d.kind === "parameter" || d.holder.kind === SyntaxKind.BindingElement || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).initializer === undefined) mayHoldBuiltin.push(d);
      }
      return;
    }
    const key = keyOf(owner, name);
    const list = memberWrites.get(key) ?? [];
    list.push(at);
    memberWrites.set(key, list);
    // `var M = Math; M.substring = …` writes the global's member, and the binding's read by its bare name sees it too.
    const direct = globalNamed(owner, 4) !== undefined;
    if (key !== name && !direct) {
      const plain = memberWrites.get(name) ?? [];
      plain.push(at);
      memberWrites.set(name, plain);
    }
    // `const $Promise = __webpack_require__.g.Promise; $Promise.try = …`: a member read named as one of the guest's
    // globals, off a value the text does not follow, may be that global; the write counts on it too.
    const alias = key === name ? globalReadAs(owner) : undefined;
    if (alias !== undefined) {
      const onGlobal = memberWrites.get(`${alias}.${name}`) ?? [];
      onGlobal.push(at);
      memberWrites.set(`${alias}.${name}`, onGlobal);
    }
    const o = unparenthesised(owner);
    if (o.kind === SyntaxKind.PropertyAccessExpression && fields(o).name?.text === "prototype") {
      const onPrototype = prototypeWrites.get(name) ?? [];
      onPrototype.push(at);
      prototypeWrites.set(name, onPrototype);
    }
  };

  // Text run as code may set the globals it names (constant text), or any global and any member (text the program makes).
  const ranText = (call: Node): void => {
    const args = fields(call).arguments ?? [];
    const texts = args.map((a) => unparenthesised(a)).map((a) => (a.kind === SyntaxKind.StringLiteral || a.kind === SyntaxKind.NoSubstitutionTemplateLiteral ? fields(a).text : undefined));
    if (args.length === 0 || texts.some((t) => t === undefined)) {
      anyGlobal = anyMember = true;
      return;
    }
    // Only the last argument of `Function` is its body; every one of eval's is text.
    const mode = textMode(call);
    const body = mode === "eval" || mode === "direct" ? texts : texts.slice(-1);
    // A `Function`'s parameters may be handed the global object: `new Function("g", "g.SETTINGS = …")`.
    const params = mode === "function" ? texts.slice(0, -1).flatMap((t) => String(t).split(",").map((p) => p.trim())) : [];
    for (const name of body.flatMap((t) => namesSetByText(String(t), mode, params))) setGlobal(name, call);
  };
  // How the text runs: a direct `eval` in a module is strict (its `var`s stay local); an indirect one runs sloppy at the
  // top (its `var`s and functions are global); a `Function` body runs sloppy in a function of its own.
  const textMode = (call: Node): TextMode => {
    const callee = unparenthesised(fields(call).expression as Node);
    if (callee.kind === SyntaxKind.Identifier && fields(callee).text === "eval") return "direct";
    const name = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : callee.kind === SyntaxKind.BinaryExpression ? fields(unparenthesised(fields(callee).right as Node)).text : fields(callee).text;
    return name === "eval" ? "eval" : "function";
  };
  // `eval(text)`, `(0, eval)(text)`, `globalThis.eval(text)`, `Function(text)`, `new Function(text)` of the language.
  // `depth`: how far the global object is being followed already (a binding that holds a call of itself, `const a =
  // a.b()`, would follow it for ever).
  const runsText = (call: Node, depth = 0): boolean => {
    let callee = unparenthesised(fields(call).expression as Node);
    if (callee.kind === SyntaxKind.BinaryExpression && fields(callee).operatorToken?.kind === SyntaxKind.CommaToken) callee = unparenthesised(fields(callee).right as Node);
    const name = callee.kind === SyntaxKind.Identifier && scopes.declarationOf(callee) === undefined ? fields(callee).text : callee.kind === SyntaxKind.PropertyAccessExpression && isGlobalObject(fields(callee).expression as Node, depth + 1) ? fields(callee).name?.text : undefined;
    return name === "eval" || name === "Function";
  };
  const asking = new Set<Declaration>();
  const isGlobalObject = (expression: Node, depth = 0): boolean => {
    const e = unparenthesised(expression);
    if (e.kind === SyntaxKind.Identifier) {
      const d = scopes.declarationOf(e);
      if (d === undefined) return fields(e).text === "globalThis";
      // `(function (self) { self.Object.groupBy = … })(globalThis)`: a parameter every call hands the global object.
      if (d.kind === "parameter" && d.writes === 0) {
        // A parameter met again while deciding it (a function handing its parameter on to itself) decides nothing.
        if (depth > 4 || asking.has(d)) return false;
        asking.add(d);
        try {
          const given = passedTo(d, scopes);
          return given.length > 0 && given.every((g) => isGlobalObject(g, depth + 1));
        } finally {
          asking.delete(d);
        }
      }
      if (depth > 4 || d.writes > 0 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
      const init = fields(d.holder).initializer;
      return init !== undefined && isGlobalObject(init, depth + 1);
    }
    // `typeof globalThis === "object" ? globalThis : window`, `globalThis || self`: the host-neutral root, which in
    // the guest is the global object.
    if (e.kind === SyntaxKind.ConditionalExpression) return depth <= 4 && (isGlobalObject(fields(e).whenTrue as Node, depth + 1) || isGlobalObject(fields(e).whenFalse as Node, depth + 1));
    if (e.kind === SyntaxKind.BinaryExpression) {
      const op = fields(e).operatorToken?.kind;
      if (op === SyntaxKind.AmpersandAmpersandToken) return depth <= 4 && isGlobalObject(fields(e).right as Node, depth + 1);
      // Either side may be what `||` and `??` give (`(typeof self == "object" && self) || Function("return this")()`).
      return (op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken) && depth <= 4 && (isGlobalObject(fields(e).left as Node, depth + 1) || isGlobalObject(fields(e).right as Node, depth + 1));
    }
    // `Function("return this")()`, `Function("return globalThis")()`: the global object, by the old idiom.
    if (e.kind === SyntaxKind.CallExpression && (fields(e).arguments ?? []).length === 0) {
      const made = unparenthesised(fields(e).expression as Node);
      const text = (made.kind === SyntaxKind.CallExpression || made.kind === SyntaxKind.NewExpression) && depth <= 4 && runsText(made, depth) && textMode(made) === "function" ? (fields(made).arguments ?? []).map((a) => fields(unparenthesised(a)).text) : undefined;
      const body = text?.length === 1 ? text[0]?.trim().replace(/;$/, "") : undefined;
      if (body === "return this" || body === "return globalThis") return true;
    }
    // `(0, eval)("this")`, `eval("globalThis")`: an indirect eval's `this` is the global object; a direct one's, in a
    // module, is undefined.
    if (e.kind === SyntaxKind.CallExpression && depth <= 4 && runsText(e, depth)) {
      const args = fields(e).arguments ?? [];
      const text = args.length === 1 ? fields(unparenthesised(args[0] as Node)).text?.trim().replace(/;$/, "") : undefined;
      const mode = textMode(e);
      if (text === "globalThis" && mode !== "function") return true;
      if (text === "this" && mode === "eval") return true;
    }
    return e.kind === SyntaxKind.PropertyAccessExpression && fields(e).name?.text === "globalThis" && isGlobalObject(fields(e).expression as Node, depth + 1);
  };
  // One target written: `owner.name`, `owner[key]` (by `as`, where the key is known to be that).
  const written = (target: Node, as?: string): void => {
    const t = unparenthesised(target);
    if (as !== undefined) {
      const owner = fields(t).expression as Node;
      if (isGlobalObject(owner)) setGlobal(as, t);
      if (as === "__proto__") addMember(owner, undefined, t);
      addMember(owner, as, t);
      return;
    }
    if (t.kind !== SyntaxKind.PropertyAccessExpression && t.kind !== SyntaxKind.ElementAccessExpression) {
      if (t.kind === SyntaxKind.ObjectLiteralExpression || t.kind === SyntaxKind.ArrayLiteralExpression) pattern(t);
      // `gg = { … }`: a global of the guest's, assigned by its bare name, takes the value (any other name no
      // declaration binds throws in the guest's strict code, and sets nothing).
      else if (t.kind === SyntaxKind.Identifier && scopes.declarationOf(t) === undefined && GUEST_GLOBALS.has(fields(t).text ?? "")) setGlobal(fields(t).text ?? "", t);
      return;
    }
    const owner = fields(t).expression as Node;
    const name = memberName(t) ?? constantKey(t, scopes);
    // `for (const key of ["sourceMap"]) opts[key] = true`: a key that walks a list of constants writes each of them.
    const keys = name === undefined ? walkedKeys(t, scopes) : undefined;
    if (keys !== undefined) {
      for (const key of keys) written(t, key);
      return;
    }
    if (isGlobalObject(owner)) {
      if (name === undefined) anyGlobal = true;
      else setGlobal(name, t);
    }
    // `e.__proto__ = proto` gives the value a new prototype: it may now have any member.
    if (name === "__proto__") addMember(owner, undefined, t);
    addMember(owner, name, t);
  };
  // The targets of a destructuring assignment.
  const pattern = (node: Node): void => {
    for (const element of childrenOfPattern(node)) {
      const e = fields(element);
      if (element.kind === SyntaxKind.PropertyAssignment) written(e.initializer as Node);
      else if (element.kind === SyntaxKind.SpreadAssignment || element.kind === SyntaxKind.SpreadElement) written(e.expression as Node);
      else if (element.kind === SyntaxKind.BinaryExpression) written(e.left as Node);
      else written(element);
    }
  };
  // `Object.defineProperty(o, "k", …)`, `Reflect.set(o, "k", …)`, `Object.assign(o, { k })`, `Object.defineProperties(o, { k })`.
  const defined = (call: Node): void => {
    let callee = unparenthesised(fields(call).expression as Node);
    // `var defineProperty = Object.defineProperty; defineProperty(Object, "groupBy", …)`: the definer by another name.
    if (callee.kind === SyntaxKind.Identifier) {
      const d = scopes.declarationOf(callee);
      const init = d === undefined ? undefined : steadyInit(d);
      if (init !== undefined && unparenthesised(init).kind === SyntaxKind.PropertyAccessExpression) callee = unparenthesised(init);
    }
    if (callee.kind !== SyntaxKind.PropertyAccessExpression) return;
    let args = fields(call).arguments ?? [];
    // `Object.defineProperty.call(null, o, "k", …)`, `Reflect.set.apply(null, [o, "k", v])`: the same definition.
    const via = fields(callee).name?.text;
    if (via === "call" || via === "apply") {
      callee = unparenthesised(fields(callee).expression as Node);
      if (callee.kind !== SyntaxKind.PropertyAccessExpression) return;
      const list = via === "apply" && args[1] !== undefined ? unparenthesised(args[1]) : undefined;
      args = via === "call" ? args.slice(1) : list?.kind === SyntaxKind.ArrayLiteralExpression ? ((list as Node & { readonly elements?: readonly Node[] }).elements ?? []) : [];
    }
    const method = fields(callee).name?.text ?? "";
    const owner = unparenthesised(fields(callee).expression as Node);
    const ownerName = owner.kind === SyntaxKind.Identifier && scopes.declarationOf(owner) === undefined ? fields(owner).text : undefined;
    // `Object.create(proto, { kind: { value: "node" } })`: the new object gets those members.
    if (method === "create" && ownerName === "Object" && args[1] !== undefined) {
      const descriptors = unparenthesised(args[1]);
      if (descriptors.kind !== SyntaxKind.ObjectLiteralExpression) anyMember = true;
      else for (const property of childrenOfPattern(descriptors)) {
        const n = fields(property).name;
        if (n !== undefined && (n.kind === SyntaxKind.Identifier || n.kind === SyntaxKind.StringLiteral)) addMember(call, n.text, call);
        else anyMember = true;
      }
      return;
    }
    // `metrics.__defineGetter__("ratio", fn)`: the legacy definers give their receiver the member.
    if (method === "__defineGetter__" || method === "__defineSetter__") {
      const k = args[0] === undefined ? undefined : unparenthesised(args[0]);
      addMember(owner, k !== undefined && (k.kind === SyntaxKind.StringLiteral || k.kind === SyntaxKind.NoSubstitutionTemplateLiteral) ? fields(k).text : undefined, call);
      return;
    }
    if (!DEFINERS.has(method) || (ownerName !== "Object" && ownerName !== "Reflect")) return;
    const [target, key, ...rest] = args;
    if (target === undefined) return;
    // A new prototype: the value may now have any member.
    if (method === "setPrototypeOf") {
      addMember(target, undefined, call);
      return;
    }
    const onGlobal = isGlobalObject(target);
    const add = (name: string | undefined): void => {
      if (name === undefined) {
        if (onGlobal) anyGlobal = true;
      } else if (onGlobal) setGlobal(name, call);
      addMember(target, name, call);
    };
    if (method === "assign" || method === "defineProperties") {
      for (const source of method === "assign" ? [key, ...rest] : [key]) {
        if (source === undefined) continue;
        const s = unparenthesised(source);
        if (s.kind !== SyntaxKind.ObjectLiteralExpression) {
          add(undefined);
          continue;
        }
        for (const property of childrenOfPattern(s)) {
          const n = fields(property).name;
          add(n !== undefined && (n.kind === SyntaxKind.Identifier || n.kind === SyntaxKind.StringLiteral) ? n.text : undefined);
        }
      }
      return;
    }
    const k = key === undefined ? undefined : unparenthesised(key);
    add(k !== undefined && (k.kind === SyntaxKind.StringLiteral || k.kind === SyntaxKind.NoSubstitutionTemplateLiteral) ? fields(k).text : undefined);
  };

  // Names the program defines members by: methods, accessors, fields and object literals' properties.
  const definedNames = new Set<string>();
  let anyDefinedByKey = false;
  const visit = (node: Node): void => {
    if (node.kind === SyntaxKind.MethodDeclaration || node.kind === SyntaxKind.PropertyAssignment || node.kind === SyntaxKind.PropertyDeclaration || node.kind === SyntaxKind.ShorthandPropertyAssignment || node.kind === SyntaxKind.GetAccessor) {
      const name = fields(node).name;
      if (name?.text !== undefined) definedNames.add(name.text);
      else if (name?.kind === SyntaxKind.ComputedPropertyName) {
        const key = unparenthesised(fields(name).expression as Node);
        if (key.kind === SyntaxKind.StringLiteral || key.kind === SyntaxKind.NoSubstitutionTemplateLiteral || key.kind === SyntaxKind.NumericLiteral) definedNames.add(fields(key).text ?? "");
        else if (!isSymbolKey(key)) anyDefinedByKey = true;
      }
    }
    if (node.kind === SyntaxKind.BinaryExpression) {
      const op = fields(node).operatorToken?.kind;
      if (op !== undefined && op >= SyntaxKind.FirstAssignment && op <= SyntaxKind.LastAssignment) written(fields(node).left as Node);
    } else if ((node.kind === SyntaxKind.PrefixUnaryExpression || node.kind === SyntaxKind.PostfixUnaryExpression) && (fields(node).operator === SyntaxKind.PlusPlusToken || fields(node).operator === SyntaxKind.MinusMinusToken)) {
      // `c.n++` changes the member as an assignment does.
      written(fields(node).operand as Node);
    } else if (node.kind === SyntaxKind.DeleteExpression) {
      // `delete opts.dir`: the member changes (to absent).
      written(fields(node).expression as Node);
    } else if ((node.kind === SyntaxKind.ForOfStatement || node.kind === SyntaxKind.ForInStatement) && fields(node).initializer?.kind !== SyntaxKind.VariableDeclarationList) {
      // `for (io.kind of list)` assigns each element to the member.
      written(fields(node).initializer as Node);
    } else if (node.kind === SyntaxKind.CallExpression) {
      defined(node);
      if (runsText(node)) ranText(node);
    } else if (node.kind === SyntaxKind.NewExpression && runsText(node)) ranText(node);
    else if (node.kind === SyntaxKind.PropertyAccessExpression) {
      const name = fields(node).name?.text;
      if (name !== undefined) read(name, node);
    } else if (node.kind === SyntaxKind.ElementAccessExpression) {
      // `list[0]` reads an index: a key the text fixes, which names no method.
      const key = unparenthesised((node as Node & { readonly argumentExpression: Node }).argumentExpression);
      const name = key.kind === SyntaxKind.NumericLiteral ? String(Number(fields(key).text)) : memberName(node);
      if (name === undefined) {
        anyRead = true;
        computedReadSites.push(node);
      } else read(name, node);
    } else if (node.kind === SyntaxKind.BindingElement) {
      const key = (node as Node & { readonly propertyName?: Node }).propertyName ?? fields(node).name;
      if (key?.kind === SyntaxKind.Identifier || key?.kind === SyntaxKind.StringLiteral) read(fields(key).text ?? "", node);
      else if (key?.kind === SyntaxKind.ComputedPropertyName) {
        anyRead = true;
        computedReadSites.push(node);
      }
    } else if (node.kind === SyntaxKind.StringLiteral) read(fields(node).text ?? "", node);
    else if (node.kind === SyntaxKind.Identifier && isReference(node) && scopes.declarationOf(node) === undefined && escapes(node)) escapedGlobals.add(fields(node).text ?? "");
    const hook = readHookOf(node, scopes);
    if (hook !== undefined) hooks[hook === "getter" ? "getters" : "conversions"] = true;
    node.forEachChild((child) => {
      visit(child);
      return undefined;
    });
  };
  visit(root);
  // `function shim(t, k, f) { t[k] = f; } shim(Object, …)`, `for (const [t, k, f] of [[Object, …]]) t[k] = f`: a
  // built-in may reach a binding written by a computed key, so any member of a built-in may be set.
  // A member the program defines or writes under a name may be what a call by that name runs.
  const defines = (name: string): boolean => definedNames.has(name) || memberWrites.has(name);
  const openedNoBuiltin = new Set<Declaration>();
  for (const d of mayHoldBuiltin) {
    if (anyMember) break;
    if (builtinReaches(d, scopes, defines)) anyMember = true;
    else openedNoBuiltin.add(d);
  }
  // A helper that writes a computed key on its parameter (`put(o, k) { o[k] = 1; }`) reshapes what each call hands it;
  // handed the global object (`install(globalThis, "CFG", 1)`), it may set any global.
  for (const d of mayHoldBuiltin) {
    if (d.kind !== "parameter") continue;
    for (const argument of argumentsGiven(d, scopes)) {
      if (isGlobalObject(argument)) anyGlobal = true;
      const given = rootBinding(argument);
      if (given !== undefined) opened.add(given);
    }
  }
  const definesMember = (name: string): boolean => anyMember || anyDefinedByKey || defines(name);
  return { anyGlobal, globals, globalWrites, anyMember, memberWrites, prototypeWrites, memberReads, memberReadSites, anyRead, computedReadSites, hooks, opened, openedNoBuiltin, escapedGlobals, definesMember };
}

/** `[Symbol.iterator]`, `[Symbol.asyncIterator]`: a well-known symbol, which no name written in the text reads. */
export function isSymbolKey(key: Node): boolean {
  const owner = key.kind === SyntaxKind.PropertyAccessExpression ? unparenthesised(fields(key).expression as Node) : undefined;
  return owner?.kind === SyntaxKind.Identifier && fields(owner).text === "Symbol";
}

type TextMode = "direct" | "eval" | "function";

/**
 * The globals a text run as code may set: `globalThis.X = …` (or `this.X` where `this` is the global object) in any
 * mode; an assignment to an undeclared `X = …` where the text runs sloppy; `var X` and `function X` at the top of an
 * indirect eval.
 */
function namesSetByText(text: string, mode: TextMode, params: readonly string[]): string[] {
  const out: string[] = [];
  const roots = ["globalThis", "self", "window", ...params.filter((p) => /^[A-Za-z_$][\w$]*$/.test(p))].map((r) => r.replace(/\$/g, "\\$")).join("|");
  for (const m of text.matchAll(new RegExp(`(?<![\\w$.])(?:${roots})\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, "g"))) if (m[1] !== undefined) out.push(m[1]);
  if (mode === "direct" || /^\s*["']use strict["']/.test(text)) return out;
  for (const m of text.matchAll(/\bthis\s*\.\s*([A-Za-z_$][\w$]*)/g)) if (m[1] !== undefined) out.push(m[1]);
  for (const m of text.matchAll(/(?<![\w$.])(?<!\b(?:var|let|const)\s+)([A-Za-z_$][\w$]*)\s*=(?!=)/g)) if (m[1] !== undefined) out.push(m[1]);
  if (mode === "eval") for (const m of text.matchAll(/\b(?:var|function)\s+([A-Za-z_$][\w$]*)/g)) if (m[1] !== undefined) out.push(m[1]);
  return out;
}

/** The arguments the calls of a parameter's function (bound by name) give that parameter. */
function argumentsGiven(d: Declaration, scopes: Scopes): Node[] {
  const fn = d.holder.kind === SyntaxKind.Parameter ? d.holder.parent : undefined;
  const index = fn === undefined ? -1 : (fields(fn).parameters ?? []).indexOf(d.holder);
  const name = fn === undefined ? undefined : functionName(fn, scopes);
  if (index < 0 || name === undefined) return [];
  const out: Node[] = [];
  for (const reference of name.references) {
    const call = outermost(reference).parent;
    if (call?.kind !== SyntaxKind.CallExpression || fields(call).expression !== outermost(reference)) continue;
    const arg = (fields(call).arguments ?? [])[index];
    if (arg !== undefined && arg.kind !== SyntaxKind.SpreadElement) out.push(arg);
  }
  return out;
}

/** What every call hands a parameter: a function written in place and called there (an IIFE), or one called by name. */
function passedTo(d: Declaration, scopes: Scopes): Node[] {
  const fn = d.holder.kind === SyntaxKind.Parameter ? d.holder.parent : undefined;
  if (fn === undefined) return [];
  const outer = outermost(fn);
  const call = outer.parent;
  if (call?.kind === SyntaxKind.CallExpression && fields(call).expression === outer) {
    const index = (fields(fn).parameters ?? []).indexOf(d.holder);
    const args = fields(call).arguments ?? [];
    if (index < 0 || args.slice(0, index + 1).some((a) => a.kind === SyntaxKind.SpreadElement)) return [];
    const arg = args[index];
    return arg === undefined ? [] : [arg];
  }
  // A function named and also handed on may be called with anything: only one whose every use is a call counts.
  const name = functionName(fn, scopes);
  if (name === undefined || name.references.some((r) => r !== name.identifier && !(outermost(r).parent?.kind === SyntaxKind.CallExpression && fields(outermost(r).parent as Node).expression === outermost(r)))) return [];
  return argumentsGiven(d, scopes);
}

/** Whether a built-in (a global, `X.prototype`, `globalThis.X`) is among the values a binding may be given. */
function builtinReaches(d: Declaration, scopes: Scopes, defines: (name: string) => boolean): boolean {
  const sources: Node[] = [];
  if (d.kind === "parameter" && d.holder.kind === SyntaxKind.Parameter) {
    const fn = d.holder.parent;
    const index = fn === undefined ? -1 : (fields(fn).parameters ?? []).indexOf(d.holder);
    // `xs.reduce((acc, x) => { acc[x] = 1; return acc; }, {})`: the accumulator holds the seed, then what the
    // callback returns.
    const accumulated = fn === undefined || index !== 0 ? undefined : accumulatorSources(fn, d, scopes, defines);
    if (accumulated !== undefined) return accumulated.some((source) => holdsBuiltin(source, scopes));
    const name = fn === undefined ? undefined : functionName(fn, scopes);
    // A function handed on as a value may be called with anything.
    if (index < 0 || name === undefined) return true;
    for (const reference of name.references) {
      if (reference === name.identifier) continue;
      const call = outermost(reference).parent;
      if (call?.kind !== SyntaxKind.CallExpression || fields(call).expression !== outermost(reference)) return true;
      const args = fields(call).arguments ?? [];
      if (args.some((a) => a.kind === SyntaxKind.SpreadElement)) return true;
      const arg = args[index];
      if (arg !== undefined) sources.push(arg);
    }
  } else {
    // A destructured element or loop variable: what the declaration (or the loop) takes apart.
    let holder: Node | undefined = d.holder;
    while (holder !== undefined && holder.kind !== SyntaxKind.VariableDeclaration && holder.kind !== SyntaxKind.Parameter) holder = holder.parent;
    if (holder === undefined) return true;
    const init = fields(holder).initializer;
    const loop = holder.parent?.parent;
    if (init !== undefined) sources.push(init);
    else if (loop?.kind === SyntaxKind.ForOfStatement || loop?.kind === SyntaxKind.ForInStatement) sources.push(fields(loop).expression as Node);
    else return true;
  }
  return sources.some((source) => holdsBuiltin(source, scopes));
}

/**
 * What a `reduce` (or `reduceRight`) callback's accumulator may hold, where the callback is written in place as the
 * first argument of a call with a seed: the seed and every value the callback returns other than the accumulator
 * itself. Undefined where the callee may be the program's own method of that name, or the callback is not one.
 */
function accumulatorSources(fn: Node, accumulator: Declaration, scopes: Scopes, defines: (name: string) => boolean): Node[] | undefined {
  const call = outermost(fn).parent;
  if (call?.kind !== SyntaxKind.CallExpression || (fields(call).arguments ?? [])[0] !== outermost(fn)) return undefined;
  const callee = unparenthesised(fields(call).expression as Node);
  const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  const args = fields(call).arguments ?? [];
  if ((method !== "reduce" && method !== "reduceRight") || args.length !== 2 || args[1]?.kind === SyntaxKind.SpreadElement || defines(method)) return undefined;
  const body = fields(fn).body;
  if (body === undefined) return undefined;
  const returned = body.kind === SyntaxKind.Block ? returnStatementsOf(body).filter((v): v is Node => v !== undefined) : [body];
  const itself = (v: Node): boolean => {
    const e = unparenthesised(v);
    return e.kind === SyntaxKind.Identifier && scopes.declarationOf(e) === accumulator;
  };
  return [args[1] as Node, ...returned.filter((v) => !itself(v))];
}

/** Whether an expression is, or spells out among its parts, a built-in: `Object`, `Set.prototype`, `[[Object, "k"]]`. */
function holdsBuiltin(expression: Node, scopes: Scopes, depth = 0): boolean {
  const e = unparenthesised(expression);
  if (e.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(e);
    // A global the guest lacks (`window`, `self`) holds nothing there: reading it throws, `typeof` tests pass it by.
    if (d === undefined) return GUEST_GLOBALS.has(fields(e).text ?? "");
    // `(function (self) { define(self.Object, …) })(globalThis)`: a parameter a call hands a built-in.
    if (d.kind === "parameter") return depth < 4 && d.writes === 0 && passedTo(d, scopes).some((a) => holdsBuiltin(a, scopes, depth + 1));
    // A table the program names: `const POLYFILLS = [[Object, "groupBy", …]]`.
    // `var ObjectCtor = Object`: a `var` or `let` never written again holds its first value too.
    const steady = d.kind === "const" || ((d.kind === "var" || d.kind === "let") && d.writes === 0 && d.count === 1);
    const init = steady && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    return depth < 4 && init !== undefined && holdsBuiltin(init, scopes, depth + 1);
  }
  if (e.kind === SyntaxKind.PropertyAccessExpression) return fields(e).name?.text === "prototype" || holdsBuiltin(fields(e).expression as Node, scopes, depth);
  // `typeof globalThis === "object" && globalThis || {}`, `g ? g : self`: either value may be handed on.
  if (e.kind === SyntaxKind.BinaryExpression) {
    const op = fields(e).operatorToken?.kind;
    if (op !== SyntaxKind.BarBarToken && op !== SyntaxKind.AmpersandAmpersandToken && op !== SyntaxKind.QuestionQuestionToken) return false;
    return depth < 8 && (holdsBuiltin(fields(e).left as Node, scopes, depth + 1) || holdsBuiltin(fields(e).right as Node, scopes, depth + 1));
  }
  if (e.kind === SyntaxKind.ConditionalExpression) return depth < 8 && (holdsBuiltin(fields(e).whenTrue as Node, scopes, depth + 1) || holdsBuiltin(fields(e).whenFalse as Node, scopes, depth + 1));
  if (e.kind === SyntaxKind.ArrayLiteralExpression) return ((e as Node & { readonly elements?: readonly Node[] }).elements ?? []).some((x) => holdsBuiltin(x, scopes, depth));
  if (e.kind !== SyntaxKind.ObjectLiteralExpression) return false;
  return childrenOfPattern(e).some((property) => {
    if (property.kind === SyntaxKind.PropertyAssignment) return holdsBuiltin(fields(property).initializer as Node, scopes, depth);
    if (property.kind === SyntaxKind.ShorthandPropertyAssignment) return holdsBuiltin(fields(property).name as Node, scopes, depth);
    return false;
  });
}

/** The binding naming a function: its declaration's name, or the `const`/`let`/`var` it initialises (never written again). */
export function functionName(fn: Node, scopes: Scopes): Declaration | undefined {
  if (fn.kind === SyntaxKind.FunctionDeclaration) {
    const name = fields(fn).name;
    return name === undefined ? undefined : scopes.declarationOf(name);
  }
  const holder = outermost(fn).parent;
  if (holder?.kind !== SyntaxKind.VariableDeclaration || fields(holder).initializer !== outermost(fn)) return undefined;
  const name = fields(holder).name;
  const d = name === undefined ? undefined : scopes.declarationOf(name);
  return d !== undefined && d.writes === 0 && d.count === 1 ? d : undefined;
}

/**
 * Whether a global's name is read as a value that goes on (an argument, an initializer, a returned or assigned value),
 * not only read a member from (`Math.max`) or tested (`typeof Math`).
 */
function escapes(identifier: Node): boolean {
  const outer = outermost(identifier);
  const p = outer.parent;
  if (p === undefined) return false;
  switch (p.kind) {
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
      return fields(p).expression !== outer;
    case SyntaxKind.TypeOfExpression:
    case SyntaxKind.IfStatement:
    case SyntaxKind.PrefixUnaryExpression:
      return false;
    case SyntaxKind.BinaryExpression: {
      const op = fields(p).operatorToken?.kind;
      // Compared, or tested for: the value stays where it is.
      return !(op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken || op === SyntaxKind.InstanceOfKeyword || op === SyntaxKind.InKeyword);
    }
    default:
      return true;
  }
}

function childrenOfPattern(node: Node): readonly Node[] {
  const f = node as Node & { readonly properties?: readonly Node[]; readonly elements?: readonly Node[] };
  return f.properties ?? f.elements ?? [];
}

/**
 * The keys an element access's key may be where it walks a list of text constants (`constantTexts`): a `for…of`
 * variable (`for (const key of ["a", "b"])`) or the first parameter of a `forEach` callback on such a list, never
 * written again. Undefined for any other key.
 */
export function walkedKeys(access: Node, scopes: Scopes): readonly string[] | undefined {
  if (access.kind !== SyntaxKind.ElementAccessExpression) return undefined;
  const key = unparenthesised((access as Node & { readonly argumentExpression?: Node }).argumentExpression as Node);
  const d = key.kind === SyntaxKind.Identifier ? scopes.declarationOf(key) : undefined;
  if (d === undefined || d.writes > 0 || d.count > 1 || fields(d.holder).name !== d.identifier) return undefined;
  let list: Node | undefined;
  const loop = d.holder.parent?.parent;
  if (d.holder.kind === SyntaxKind.VariableDeclaration && loop?.kind === SyntaxKind.ForOfStatement && fields(loop).initializer === d.holder.parent && fields(loop).awaitModifier === undefined) list = fields(loop).expression;
  else if (d.holder.kind === SyntaxKind.Parameter && d.holder.parent !== undefined && (fields(d.holder.parent).parameters ?? [])[0] === d.holder) {
    const fn = d.holder.parent;
    const call = outermost(fn).parent;
    const callee = call?.kind === SyntaxKind.CallExpression && (fields(call).arguments ?? [])[0] === outermost(fn) ? unparenthesised(fields(call).expression as Node) : undefined;
    if (callee?.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "forEach") list = fields(callee).expression;
  }
  return list === undefined ? undefined : constantTexts(list, scopes);
}

/**
 * The key of `o[k]` where `k` is a `const` declared once holding a string or number literal (`const name = "toBe";
 * Expect.prototype[name] = …`): that member and no other.
 */
export function constantKey(access: Node, scopes: Scopes): string | undefined {
  if (access.kind !== SyntaxKind.ElementAccessExpression) return undefined;
  const key = unparenthesised((access as Node & { readonly argumentExpression?: Node }).argumentExpression as Node);
  const d = key.kind === SyntaxKind.Identifier ? scopes.declarationOf(key) : undefined;
  if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
  const init = fields(d.holder).initializer;
  const value = init === undefined ? undefined : unparenthesised(init);
  return value !== undefined && (value.kind === SyntaxKind.StringLiteral || value.kind === SyntaxKind.NoSubstitutionTemplateLiteral || value.kind === SyntaxKind.NumericLiteral) ? fields(value).text : undefined;
}
