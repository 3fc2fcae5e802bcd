/**
 * Whether a member call may find another value than the program's own function of that name, by a write the rest of
 * the model does not put in order. A method runs where a member of its name is read and called, unless the object
 * holds something else by then. The model orders the writes it follows itself (an own member a class's making sets
 * on `this`, a statement of the top level on a binding it follows, an object made with its members in place); this
 * question covers the rest:
 *
 * - a write of that name in another function (`function setup(o) { o.run = … }`), a static block
 *   (`this.prototype.run = …`), a loop (`for (const K of [A, B]) K.prototype.run = …`), or by a definer
 *   (`Object.assign(a, { run })`, `Reflect.set(a, "run", f)`), where it may run before the read;
 * - members by names the text does not fix, where the object read from may get them: `Object.assign(this, spec)` or
 *   `this[key] = …` in the class, `K.prototype[name] = …` anywhere, `Object.setPrototypeOf(a, …)` or
 *   `Object.assign(a, spec)` of the receiver's binding.
 *
 * Such a read may run that value instead: it is no way into the method the model can count on.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { constantKey, isSymbolKey, walkedKeys } from "./facts.js";
import type { Declaration, Scopes } from "./scopes.js";
import { containsNode, fields, isFunctionWithBody, isLoop, isStaticMember, memberName, outermost, rootOf, unparenthesised } from "./syntax.js";

type Members = Node & { readonly properties?: readonly Node[] };

/** What the question reads of the program's facts. */
export interface ReplacementFacts {
  /** Where the program writes the member `name` (`x.name = …`, a definer). */
  writesOf(name: string): readonly Node[];
  /** What every way into a parameter's function hands it; undefined where not known. */
  argumentsOf(parameter: Node): readonly Node[] | undefined;
}

/**
 * Whether the member read `site` (`x.run` of `x.run()`) may find another value than `fn`, the function the program
 * defines as the member `name` of `container` (a class or an object literal).
 */
export function mayFindAnother(site: Node, name: string, fn: Node, container: Node | undefined, scopes: Scopes, facts: ReplacementFacts): boolean {
  if (facts.writesOf(name).some((write) => replacesAt(write, site, name, fn, scopes))) return true;
  const receiver = site.kind === SyntaxKind.PropertyAccessExpression || site.kind === SyntaxKind.ElementAccessExpression ? unparenthesised(fields(site).expression as Node) : undefined;
  const bound = receiver?.kind === SyntaxKind.Identifier ? scopes.declarationOf(receiver) : undefined;
  if (bound !== undefined && (reshapedBindings(site, scopes).get(bound) ?? []).some((reshaping) => mayPrecede(reshaping, site))) return true;
  if (container !== undefined && (container.kind === SyntaxKind.ClassDeclaration || container.kind === SyntaxKind.ClassExpression)) {
    const reshaping = thisReshaped(container, scopes).find((r) => mayGive(r, name, facts));
    if (reshaping !== undefined && !(unitOf(site) === unitOf(reshaping) && site.pos < reshaping.pos && !inLoop(site))) return true;
  }
  if (receiver?.kind === SyntaxKind.ThisKeyword && container?.kind === SyntaxKind.ObjectLiteralExpression && derivedWithOwn(container, name, fn, scopes, facts)) return true;
  return prototypeReshapings(site, scopes).some((reshaping) => mayPrecede(reshaping, site));
}

/**
 * Whether the program makes objects from a `const` object literal that have a member `name` of their own: `{ ...base,
 * exec: f }` (the member after the spread), or `Object.create(base)` and `Object.assign(target, base)` where the program
 * writes that member elsewhere. A method of `base` reading `this.exec` may then run on such an object, and find its own.
 */
function derivedWithOwn(container: Node, name: string, fn: Node, scopes: Scopes, facts: ReplacementFacts): boolean {
  const holder = outermost(container).parent;
  const id = holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outermost(container) ? fields(holder).name : undefined;
  const d = id?.kind === SyntaxKind.Identifier ? scopes.declarationOf(id) : undefined;
  if (d === undefined) return false;
  const writtenElsewhere = (): boolean => facts.writesOf(name).some((w) => !within(w, container) && !within(fn, outermost(w).parent ?? w));
  return d.references.some((r) => {
    if (r === d.identifier) return false;
    const parent = outermost(r).parent;
    if (parent?.kind === SyntaxKind.SpreadAssignment) {
      const made = parent.parent;
      const properties = (made as Members | undefined)?.properties ?? [];
      const at = properties.indexOf(parent);
      return properties.slice(at + 1).some((p) => p.kind !== SyntaxKind.SpreadAssignment && fields(p).name?.text === name);
    }
    if (parent?.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesised(fields(parent).expression as Node);
    const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
    const args = fields(parent).arguments ?? [];
    const derives = (method === "create" && args[0] === outermost(r)) || (method === "assign" && args.indexOf(outermost(r)) > 0);
    return derives && writtenElsewhere();
  });
}

/**
 * Whether a reshaping of `this` may give it `name`: `Object.assign(this, options)` of a parameter every way in hands
 * an object literal spelled out without that member (`new Reporter({ prefix: "x" })`) does not.
 */
function mayGive(reshaping: Node, name: string, facts: ReplacementFacts): boolean {
  if (reshaping.kind !== SyntaxKind.CallExpression) return true;
  const callee = unparenthesised(fields(reshaping).expression as Node);
  const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  // A new prototype takes the class's own methods away, whatever it holds.
  if (method !== "assign" && method !== "defineProperties") return true;
  const [, ...sources] = fields(reshaping).arguments ?? [];
  return sources.some((source) => {
    const s = unparenthesised(source);
    if (namesEveryKey(s)) return false;
    const parameter = s.kind === SyntaxKind.Identifier ? parameterNamed(s) : undefined;
    const given = parameter === undefined ? undefined : facts.argumentsOf(parameter);
    return given === undefined || given.some((g) => !namesEveryKey(unparenthesised(g)) || ((unparenthesised(g) as Members).properties ?? []).some((p) => fields(p).name?.text === name));
  });
}

// The parameter of the function around `name` that it names, where no other binding of that name stands between.
function parameterNamed(name: Node): Node | undefined {
  for (let p = name.parent; p !== undefined; p = p.parent) {
    if (!isFunctionWithBody(p)) continue;
    const parameter = (fields(p).parameters ?? []).find((q) => fields(q).name?.kind === SyntaxKind.Identifier && fields(fields(q).name as Node).text === fields(name).text);
    // Another binding of the name in the body (`const options = …`) would hide it: the text reads as one, or none.
    if (parameter !== undefined && fields(p).body !== undefined && !containsNode(fields(p).body as Node, (n) => (n.kind === SyntaxKind.VariableDeclaration || n.kind === SyntaxKind.Parameter) && fields(n).name?.kind === SyntaxKind.Identifier && fields(fields(n).name as Node).text === fields(name).text)) return parameter;
    return undefined;
  }
  return undefined;
}

/** Whether the write `write` of the member `name` may give the object `site` reads another value than `fn` first. */
function replacesAt(write: Node, site: Node, name: string, fn: Node, scopes: Scopes): boolean {
  // `delete l.run`: no other value, the prototype's shows again.
  if (outermost(write).parent?.kind === SyntaxKind.DeleteExpression) return false;
  // The definition itself (`obj.run = function () {…}`, `Object.assign(P.prototype, { run() {…} })`), and a write the
  // function makes once it runs (`run() { this.run = noop; … }`), which comes after the call that entered it.
  const whole = write.kind === SyntaxKind.CallExpression ? write : (outermost(write).parent ?? write);
  if (within(fn, whole) || within(write, fn)) return false;
  if (whole.kind === SyntaxKind.BinaryExpression) {
    // `this.run = this.run.bind(this)`: the same function, bound.
    if (fields(whole).operatorToken?.kind !== SyntaxKind.EqualsToken || rebinds(fields(whole).right as Node, name)) return false;
    // An own member a class's making sets on `this` (`hidden-members.ts`), and a statement of the top level, outside
    // loops (`memberOverwrittenBefore`), are put in order where the read is.
    const owner = unparenthesised(fields(unparenthesised(write)).expression as Node);
    if (owner.kind === SyntaxKind.ThisKeyword && madeByClass(write)) return false;
    if (unitOf(write) === undefined && !inLoop(write) && !plainlyReplaces(owner, site, scopes)) return false;
  } else if (write.kind === SyntaxKind.CallExpression && !definesAnother(write, name)) return false;
  return mayPrecede(write, site);
}

/**
 * Whether a definer call gives `name` a value of its own: not into an object it makes in place (`Object.assign({}, …)`,
 * `Object.assign(new C(), …)`, which the model reads as the object's making), and not the member's own value again
 * (`{ stop: server.stop }`, `{ stop: { value: other.stop } }`).
 */
function definesAnother(call: Node, name: string): boolean {
  const [target, ...rest] = fields(call).arguments ?? [];
  const t = target === undefined ? undefined : unparenthesised(target);
  if (t === undefined || t.kind === SyntaxKind.ObjectLiteralExpression || t.kind === SyntaxKind.NewExpression) return false;
  const callee = unparenthesised(fields(call).expression as Node);
  const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  const sources = method === "assign" || method === "defineProperties" ? rest : [];
  for (const source of sources) {
    const s = unparenthesised(source);
    const property = s.kind === SyntaxKind.ObjectLiteralExpression ? ((s as Members).properties ?? []).find((p) => fields(p).name?.text === name && p.kind === SyntaxKind.PropertyAssignment) : undefined;
    if (property === undefined) continue;
    const value = unparenthesised(fields(property).initializer as Node);
    const held = method === "defineProperties" && value.kind === SyntaxKind.ObjectLiteralExpression ? ((value as Members).properties ?? []).find((p) => fields(p).name?.text === "value" && p.kind === SyntaxKind.PropertyAssignment) : undefined;
    return !rebinds(held === undefined ? value : (fields(held).initializer as Node), name);
  }
  return true;
}

/**
 * Whether a top-level write's owner is one the ordering of `memberOverwrittenBefore` does not follow but that surely is
 * the object read: the receiver's own binding, never given another value, written by a key the text fixes
 * (`for (const k of ["read"]) io[k] = impl[k]`), or a `const` holding a prototype (`const proto = C.prototype;
 * proto.log = …`), which every instance of that constructor reads through.
 */
function plainlyReplaces(owner: Node, site: Node, scopes: Scopes): boolean {
  const receiver = site.kind === SyntaxKind.PropertyAccessExpression || site.kind === SyntaxKind.ElementAccessExpression ? unparenthesised(fields(site).expression as Node) : undefined;
  const d = owner.kind === SyntaxKind.Identifier ? scopes.declarationOf(owner) : undefined;
  if (d === undefined || d.writes > 0 || d.count > 1) return false;
  if (receiver?.kind === SyntaxKind.Identifier && scopes.declarationOf(receiver) === d) return true;
  const init = d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
  return init !== undefined && isPrototype(unparenthesised(init));
}

// `x.run.bind(…)`, `x.run`: the member's own value again.
function rebinds(value: Node, name: string): boolean {
  let v = unparenthesised(value);
  if (v.kind === SyntaxKind.CallExpression) {
    const callee = unparenthesised(fields(v).expression as Node);
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).name?.text !== "bind") return false;
    v = unparenthesised(fields(callee).expression as Node);
  }
  return (v.kind === SyntaxKind.PropertyAccessExpression || v.kind === SyntaxKind.ElementAccessExpression) && memberName(v) === name;
}

// Whether `node` stands in a class's constructor, method, accessor or field (where `this` is what the class makes).
function madeByClass(node: Node): boolean {
  for (let p = node.parent; p !== undefined; p = p.parent) {
    if (p.kind === SyntaxKind.ArrowFunction) continue;
    if (p.kind === SyntaxKind.Constructor || p.kind === SyntaxKind.MethodDeclaration || p.kind === SyntaxKind.GetAccessor || p.kind === SyntaxKind.SetAccessor || p.kind === SyntaxKind.PropertyDeclaration) return p.parent?.kind === SyntaxKind.ClassDeclaration || p.parent?.kind === SyntaxKind.ClassExpression;
    if (isFunctionWithBody(p)) return false;
  }
  return false;
}

/**
 * The code `node` runs as part of, in order: its function, or for a static block or a static field's initializer the
 * class (both run in the order written as it is made); undefined for the top level.
 */
function unitOf(node: Node): Node | undefined {
  for (let p = node.parent; p !== undefined; p = p.parent) {
    if (p.kind === SyntaxKind.ClassStaticBlockDeclaration || (p.kind === SyntaxKind.PropertyDeclaration && isStaticMember(p))) return p.parent;
    if (isFunctionWithBody(p)) return p;
  }
  return undefined;
}

/** Whether `write` may run before `site`: unless both run as part of the same code, the write after the read, no loop of that code holding both. */
function mayPrecede(write: Node, site: Node): boolean {
  const unit = unitOf(site);
  if (unitOf(write) !== unit || write.pos < site.end) return true;
  for (let p = site.parent; p !== undefined && p !== unit; p = p.parent) if (isLoop(p) && within(write, p)) return true;
  return false;
}

function inLoop(node: Node): boolean {
  for (let p = node.parent; p !== undefined && !isFunctionWithBody(p); p = p.parent) if (isLoop(p)) return true;
  return false;
}

function within(node: Node, outer: Node): boolean {
  return node.pos >= outer.pos && node.end <= outer.end;
}

const classesReshaping = new WeakMap<Node, readonly Node[]>();

/**
 * Where the class's code gives `this` members by names the text does not fix: `Object.assign(this, spec)` from an
 * object it does not spell out, `this[key] = …` or a definer by a key it computes, `Object.setPrototypeOf(this, …)`.
 */
function thisReshaped(cls: Node, scopes: Scopes): readonly Node[] {
  let found = classesReshaping.get(cls);
  if (found === undefined) {
    const list: Node[] = [];
    containsNode(cls, (n) => {
      if (reshapes(n, (t) => t.kind === SyntaxKind.ThisKeyword, scopes)) list.push(n);
      return false;
    });
    found = list;
    classesReshaping.set(cls, found);
  }
  return found;
}

const prototypesReshaped = new WeakMap<Node, readonly Node[]>();

// `K.prototype[name] = …`, `Object.assign(K.prototype, mixin)`: where the program gives a prototype members it cannot name.
function prototypeReshapings(node: Node, scopes: Scopes): readonly Node[] {
  const root = rootOf(node);
  let found = prototypesReshaped.get(root);
  if (found === undefined) {
    const list: Node[] = [];
    containsNode(root, (n) => {
      if (reshapes(n, isPrototype, scopes)) list.push(n);
      return false;
    });
    found = list;
    prototypesReshaped.set(root, found);
  }
  return found;
}

// `K.prototype` of `K.prototype[name] = …`.
function isPrototype(target: Node): boolean {
  return target.kind === SyntaxKind.PropertyAccessExpression && fields(target).name?.text === "prototype";
}

const bindingsReshaped = new WeakMap<Node, ReadonlyMap<Declaration, readonly Node[]>>();

/** Where the program gives each binding a new prototype or members from an object it does not spell out (`Object.assign(a, spec)`), found once. */
function reshapedBindings(node: Node, scopes: Scopes): ReadonlyMap<Declaration, readonly Node[]> {
  const root = rootOf(node);
  let found = bindingsReshaped.get(root);
  if (found === undefined) {
    const map = new Map<Declaration, Node[]>();
    containsNode(root, (n) => {
      if (n.kind === SyntaxKind.CallExpression) {
        const target = (fields(n).arguments ?? [])[0];
        const t = target === undefined ? undefined : unparenthesised(target);
        const d = t?.kind === SyntaxKind.Identifier ? scopes.declarationOf(t) : undefined;
        if (d !== undefined && reshapes(n, (x) => x === t, scopes)) map.set(d, [...(map.get(d) ?? []), n]);
      }
      return false;
    });
    found = map;
    bindingsReshaped.set(root, found);
  }
  return found;
}

const DEFINERS: ReadonlySet<string> = new Set(["assign", "defineProperty", "defineProperties", "set", "setPrototypeOf"]);

/** Whether `n` gives an object `isTarget` accepts members by names the text does not fix (or a new prototype). */
function reshapes(n: Node, isTarget: (target: Node) => boolean, scopes: Scopes): boolean {
  if (n.kind === SyntaxKind.BinaryExpression && fields(n).operatorToken?.kind === SyntaxKind.EqualsToken) {
    const left = unparenthesised(fields(n).left as Node);
    return left.kind === SyntaxKind.ElementAccessExpression && unknownKey(left, scopes) && isTarget(unparenthesised(fields(left).expression as Node));
  }
  if (n.kind !== SyntaxKind.CallExpression) return false;
  const callee = unparenthesised(fields(n).expression as Node);
  if (callee.kind !== SyntaxKind.PropertyAccessExpression || !DEFINERS.has(fields(callee).name?.text ?? "")) return false;
  const owner = unparenthesised(fields(callee).expression as Node);
  if (owner.kind !== SyntaxKind.Identifier || (fields(owner).text !== "Object" && fields(owner).text !== "Reflect") || scopes.declarationOf(owner) !== undefined) return false;
  const [target, ...rest] = fields(n).arguments ?? [];
  if (target === undefined || !isTarget(unparenthesised(target))) return false;
  const method = fields(callee).name?.text;
  if (method === "setPrototypeOf") return true;
  if (method === "assign" || method === "defineProperties") return rest.some((source) => !namesEveryKey(unparenthesised(source)));
  const key = rest[0] === undefined ? undefined : unparenthesised(rest[0]);
  return key === undefined || (key.kind !== SyntaxKind.StringLiteral && key.kind !== SyntaxKind.NoSubstitutionTemplateLiteral && key.kind !== SyntaxKind.NumericLiteral && !isSymbolKey(key));
}

// A key the text fixes neither as a name, a `const`, nor a walk over a list of constants.
function unknownKey(access: Node, scopes: Scopes): boolean {
  const key = unparenthesised((access as Node & { readonly argumentExpression: Node }).argumentExpression);
  return memberName(access) === undefined && key.kind !== SyntaxKind.NumericLiteral && !isSymbolKey(key) && constantKey(access, scopes) === undefined && walkedKeys(access, scopes) === undefined;
}

// An object literal whose every member the text names (`{ run() {…} }`, not `{ ...spec }` or `{ [k]: v }`).
function namesEveryKey(source: Node): boolean {
  if (source.kind !== SyntaxKind.ObjectLiteralExpression) return false;
  return ((source as Members).properties ?? []).every((p) => p.kind !== SyntaxKind.SpreadAssignment && fields(p).name?.kind !== SyntaxKind.ComputedPropertyName);
}
