/**
 * Whether a member of a class or an object literal can run at all: an instance method needs an instance, and an
 * instance needs the class reached (constructed, handed on, extended by a class that is). A Node adapter beside a gg
 * adapter, never constructed, or a base class whose every subclass overrides the method, holds code that never runs
 * whatever name the program calls elsewhere (`entries.ts` enters methods by name). Kept conservative: any reference the
 * model cannot read reaches the container.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { hiddenInSubclassMaking } from "./hidden-members.js";
import { quietMaking } from "./replaced.js";
import type { Declaration, Scopes } from "./scopes.js";
import { containsNode, fields, globalMethodCall, isStaticMember, outermost, unparenthesised } from "./syntax.js";

type Members = Node & { readonly members?: readonly Node[]; readonly properties?: readonly Node[]; readonly heritageClauses?: readonly Node[] };

/** What the model tells these rules of the program's runs; each answer may say "not known" (false, undefined). */
export interface ReachFacts {
  /** Whether the text shows code never runs where it stands (a constant condition's other branch). */
  dead(node: Node): boolean;
  /** The key a computed read (`o[k]`) names where the text fixes it; undefined otherwise. */
  constantKey(access: Node): string | undefined;
  /** Whether a `let`'s initializer is a value no read sees: the binding is certainly written again first. */
  unread(initializer: Node): boolean;
}

const NOTHING_KNOWN: ReachFacts = { dead: () => false, constantKey: () => undefined, unread: () => false };

/** Whether `member` (a method, accessor, constructor, field or property of a class or object literal) can be reached. */
export function memberReachable(member: Node, scopes: Scopes, facts: ReachFacts = NOTHING_KNOWN): boolean {
  const container = member.parent;
  if (container === undefined) return true;
  // An object or class written where it is never made (a dead branch) holds nothing that runs.
  if (facts.dead(container)) return false;
  if (container.kind === SyntaxKind.ObjectLiteralExpression) return valueReached(container, scopes, facts);
  if (container.kind !== SyntaxKind.ClassDeclaration && container.kind !== SyntaxKind.ClassExpression) return true;
  if (isStaticMember(member)) return true;
  const name = member.kind === SyntaxKind.Constructor ? undefined : memberKey(member);
  if (member.kind !== SyntaxKind.Constructor && name === undefined) return true;
  return instanceReached(container, name, scopes, 0, facts);
}

/** Whether an instance of `cls` may be made: its constructor and instance fields' initializers may run. */
export function instanceMayExist(cls: Node, scopes: Scopes, facts: ReachFacts): boolean {
  return !facts.dead(cls) && instanceReached(cls, undefined, scopes, 0, facts);
}

// Whether an instance of `cls` (or of a subclass that keeps its member `name`; undefined: the constructor) may exist.
function instanceReached(cls: Node, name: string | undefined, scopes: Scopes, depth: number, facts: ReachFacts): boolean {
  if (depth > 8 || hasModifier(cls, SyntaxKind.ExportKeyword)) return true;
  // A static that makes an instance of `this` (`new this()`) or hands `this` on may make instances.
  const statics = staticThis((cls as Members).members ?? []);
  if (statics.escapes || statics.sites.length > 0) return true;
  const binding = bindingOf(cls);
  // A class written in place as an object's field (`{ node: class { … } }`) is reached as the field is.
  if (binding === undefined) return fieldReached(outermost(cls), scopes, facts);
  const d = scopes.declarationOf(binding);
  if (d === undefined || d.writes > 0 || d.count > 1) return true;
  for (const r of d.references) {
    // A reference where the text shows it never runs (`typeof process !== "undefined" ? new N() : …`) makes nothing.
    if (facts.dead(r)) continue;
    // `const Fixed = (Base) => class extends Base { now() {…} }` called with this class: the classes it makes extend it.
    const mixins = mixedInto(r, scopes);
    if (mixins !== undefined) {
      for (const sub of mixins) {
        if (name !== undefined && overrides(sub, name) && !callsSuper(sub, name)) continue;
        if (instanceReached(sub, name, scopes, depth + 1, facts)) return true;
      }
      continue;
    }
    const sub = extendedBy(r);
    if (sub === undefined) {
      // `typeof C`, `x instanceof C`, `new.target === C`, `C.name`, `C.label()` read the class and make nothing.
      if (onlyTests(r) || staticRead(r)) continue;
      // `Object.assign(new Logger("[glob]"), { write: (line) => lines.push(line) })`: an own field hides it at once.
      if (name !== undefined && (assignedOverAtOnce(r, cls, name, scopes) || setRightAfter(r, cls, name, scopes))) continue;
      if (referenceReaches(r, scopes, facts)) return true;
      continue;
    }
    // A subclass that overrides the member (and never calls it through `super`) does not reach it; its constructor
    // calls the base's.
    if (name !== undefined && overrides(sub, name) && !callsSuper(sub, name)) continue;
    // A subclass whose making sets an own property of the name before any code can reach the instance (`this.write =
    // (line) => this.lines.push(line)` right after `super(…)`).
    if (name !== undefined && !name.startsWith("#") && hiddenInSubclassMaking(sub, name, scopes) && !callsSuper(sub, name)) continue;
    if (instanceReached(sub, name, scopes, depth + 1, facts)) return true;
  }
  return false;
}

// Whether a value written in place (an object literal, a class expression) is reached: not when the binding holding
// it is never read, or it is the field of such an object that no read names.
function valueReached(value: Node, scopes: Scopes, facts: ReachFacts): boolean {
  const outer = outermost(value);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.VariableDeclaration && fields(parent).initializer === outer) {
    // A `let`'s first value that an assignment certainly replaces before any read.
    if (facts.unread(outer)) return false;
    const name = fields(parent).name;
    if (name?.kind !== SyntaxKind.Identifier) return true;
    const d = scopes.declarationOf(name);
    if (d === undefined || hasModifier(parent.parent?.parent, SyntaxKind.ExportKeyword)) return true;
    // A reference where the text shows it never runs (`typeof gg !== "undefined" ? ggAdapter : nodeAdapter`) hands nothing on.
    return d.references.some((r) => !scopes.isWrite(r) && !facts.dead(r) && referenceReaches(r, scopes, facts));
  }
  return fieldReached(outer, scopes, facts);
}

// Whether a reference to a container hands it on: all do, but as the field of an object whose binding only ever
// reads other fields by name (`impls.gg` never reaches `impls.node`).
function referenceReaches(reference: Node, scopes: Scopes, facts: ReachFacts): boolean {
  return fieldReached(outermost(reference), scopes, facts);
}

function fieldReached(outer: Node, scopes: Scopes, facts: ReachFacts): boolean {
  const property = outer.parent;
  if (property === undefined) return true;
  // `let io = nodeIo; if (typeof gg !== "undefined") io = ggIo;`: no read of `io` sees `nodeIo`.
  if (property.kind === SyntaxKind.VariableDeclaration && fields(property).initializer === outer && facts.unread(outer)) return false;
  const key = property.kind === SyntaxKind.PropertyAssignment && fields(property).initializer === outer ? memberKey(property) : property.kind === SyntaxKind.ShorthandPropertyAssignment ? fields(property).name?.text : undefined;
  const object = property.parent;
  if (key === undefined || object?.kind !== SyntaxKind.ObjectLiteralExpression) return true;
  // The object's own methods reach its fields through `this` (`run() { return this.handlers.save(); }`).
  if (readsThis(object)) return true;
  const holder = outermost(object).parent;
  // `{ text: Text, html: Html }[KIND]`: the one field a constant key names.
  if (holder?.kind === SyntaxKind.ElementAccessExpression && fields(holder).expression === outermost(object)) {
    const picked = facts.constantKey(holder);
    return picked === undefined || picked === key;
  }
  if (holder?.kind !== SyntaxKind.VariableDeclaration || fields(holder).initializer !== outermost(object)) return true;
  const name = fields(holder).name;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.writes > 0 || d.count > 1 || hasModifier(holder.parent?.parent, SyntaxKind.ExportKeyword)) return true;
  for (const r of d.references) {
    const access = outermost(r).parent;
    // `Object.keys(table)`, `"k" in table`, `for (k in table)`, `typeof table`: the keys, never a field's value.
    if (readsKeysOnly(r, scopes)) continue;
    // Only `impls.other` is known to miss the field; any other use of the object (a computed key, a spread, handing
    // it on) may reach it.
    if (access?.kind === SyntaxKind.ElementAccessExpression && fields(access).expression === outermost(r)) {
      const picked = facts.constantKey(access);
      if (picked === undefined || picked === key) return true;
      continue;
    }
    if (access?.kind !== SyntaxKind.PropertyAccessExpression || fields(access).expression !== outermost(r)) return true;
    if (fields(access).name?.text === key) return true;
  }
  return false;
}

// The library's calls that read an object's keys (or test one) and never hand on a field's value.
const KEY_READERS: ReadonlySet<string> = new Set(["Object.keys", "Object.getOwnPropertyNames", "Object.hasOwn", "Reflect.has", "Reflect.ownKeys"]);

/** `Object.keys(o)`, `"k" in o`, `for (k in o)`, `typeof o`: a use of an object that reads its keys, never a value. */
export function readsKeysOnly(reference: Node, scopes: Scopes): boolean {
  const outer = outermost(reference);
  const parent = outer.parent;
  if (parent === undefined) return false;
  if (parent.kind === SyntaxKind.TypeOfExpression) return true;
  if (parent.kind === SyntaxKind.ForInStatement) return fields(parent).expression === outer;
  if (parent.kind === SyntaxKind.BinaryExpression) return fields(parent).right === outer && fields(parent).operatorToken?.kind === SyntaxKind.InKeyword;
  const named = globalMethodCall(parent, scopes);
  return parent.kind === SyntaxKind.CallExpression && named !== undefined && KEY_READERS.has(named.join(".")) && (fields(parent).arguments ?? [])[0] === outer;
}

// A read of a static member (not `prototype`, nor `call`/`apply`/`bind`, which may make or hand on an instance), or
// an equality test of the class.
function staticRead(reference: Node): boolean {
  const outer = outermost(reference);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.PropertyAccessExpression) return fields(parent).expression === outer && !["prototype", "call", "apply", "bind"].includes(fields(parent).name?.text ?? "");
  const op = parent?.kind === SyntaxKind.BinaryExpression ? fields(parent).operatorToken?.kind : undefined;
  return op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken;
}

// A reference that tests the class: the operand of `typeof`, or the right of `instanceof`.
function onlyTests(reference: Node): boolean {
  const outer = outermost(reference);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.TypeOfExpression) return true;
  return parent?.kind === SyntaxKind.BinaryExpression && fields(parent).right === outer && fields(parent).operatorToken?.kind === SyntaxKind.InstanceOfKeyword;
}

/** Whether any code inside an object literal reads `this` (its methods, and functions written in its fields). */
function readsThis(object: Node): boolean {
  return containsNode(object, (n) => n.kind === SyntaxKind.ThisKeyword);
}

/** The class a reference is the `extends` clause of. */
export function extendedBy(reference: Node): Node | undefined {
  const outer = outermost(reference);
  const expression = outer.parent;
  if (expression?.kind !== SyntaxKind.ExpressionWithTypeArguments || unparenthesised(fields(expression).expression as Node) !== unparenthesised(outer)) return undefined;
  const clause = expression.parent;
  const cls = clause?.parent;
  return clause?.kind === SyntaxKind.HeritageClause && (cls?.kind === SyntaxKind.ClassDeclaration || cls?.kind === SyntaxKind.ClassExpression) ? cls : undefined;
}

/**
 * The classes a mixin makes from a class handed to it (`Fixed(Clock)` with `const Fixed = (Base) => class extends Base
 * {…}`): where the reference is an argument of a call of a function the program declares once, and that parameter is
 * used only as the `extends` of class expressions inside it. Undefined otherwise.
 */
function mixedInto(reference: Node, scopes: Scopes): Node[] | undefined {
  const outer = outermost(reference);
  const call = outer.parent;
  if (call?.kind !== SyntaxKind.CallExpression || fields(call).expression === outer) return undefined;
  const index = (fields(call).arguments ?? []).indexOf(outer);
  const callee = unparenthesised(fields(call).expression as Node);
  const d = callee.kind === SyntaxKind.Identifier ? scopes.declarationOf(callee) : undefined;
  if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
  let fn: Node | undefined = d.kind === "function" ? d.holder : undefined;
  if ((d.kind === "const" || d.kind === "let") && d.holder.kind === SyntaxKind.VariableDeclaration) {
    const init = fields(d.holder).initializer;
    const value = init === undefined ? undefined : unparenthesised(init);
    if (value?.kind === SyntaxKind.ArrowFunction || value?.kind === SyntaxKind.FunctionExpression) fn = value;
  }
  const parameter = fn === undefined ? undefined : (fields(fn).parameters ?? [])[index];
  const name = parameter === undefined || fields(parameter).initializer !== undefined || (parameter as Node & { readonly dotDotDotToken?: Node }).dotDotDotToken !== undefined ? undefined : fields(parameter).name;
  const p = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (p === undefined || p.writes > 0) return undefined;
  const made: Node[] = [];
  for (const use of p.references) {
    if (use === p.identifier) continue;
    const sub = extendedBy(use);
    if (sub === undefined || sub.kind !== SyntaxKind.ClassExpression) return undefined;
    made.push(sub);
  }
  return made;
}

/**
 * Whether a reference to a class makes an instance that the guest's `Object.assign` gives an own member `name` as it
 * is made (`Object.assign(new C(…), { name: … })`), where making it runs none of the program's code: no read of the
 * instance can then find the class's member of that name.
 */
function assignedOverAtOnce(reference: Node, cls: Node, name: string, scopes: Scopes): boolean {
  const outer = outermost(reference);
  const made = outer.parent;
  if (made?.kind !== SyntaxKind.NewExpression || fields(made).expression !== outer || !(fields(made).arguments ?? []).every((a) => quietArgument(a))) return false;
  const call = outermost(made).parent;
  const named = call?.kind === SyntaxKind.CallExpression ? globalMethodCall(call, scopes) : undefined;
  const args = call === undefined ? [] : (fields(call).arguments ?? []);
  if (named?.[0] !== "Object" || named[1] !== "assign" || args[0] !== outermost(made) || !quietMaking(cls)) return false;
  if (((cls as Members).members ?? []).some((m) => m.kind === SyntaxKind.SetAccessor && memberKey(m) === name)) return false;
  return args.slice(1).some((a) => {
    const literal = unparenthesised(a);
    return literal.kind === SyntaxKind.ObjectLiteralExpression && ((literal as Members).properties ?? []).some((p) => (p.kind === SyntaxKind.PropertyAssignment || p.kind === SyntaxKind.ShorthandPropertyAssignment || p.kind === SyntaxKind.MethodDeclaration) && memberKey(p) === name);
  });
}

/**
 * Whether a reference to a class makes an instance into a `const` whose next statements give it an own member `name`
 * before anything else can reach it (`const n = new Node(); n.describe = () => …; return n;` in a factory): only
 * assignments to members of that `const` of values that do not name it run in between, and the class has no setter of
 * that name.
 */
function setRightAfter(reference: Node, cls: Node, name: string, scopes: Scopes): boolean {
  const outer = outermost(reference);
  const made = outer.parent;
  if (made?.kind !== SyntaxKind.NewExpression || fields(made).expression !== outer || !(fields(made).arguments ?? []).every((a) => quietArgument(a)) || !quietMaking(cls)) return false;
  const holder = outermost(made).parent;
  const list = holder?.parent;
  const statement = list?.parent;
  if (holder?.kind !== SyntaxKind.VariableDeclaration || fields(holder).initializer !== outermost(made) || list === undefined || statement?.kind !== SyntaxKind.VariableStatement) return false;
  const id = fields(holder).name;
  const d = id?.kind === SyntaxKind.Identifier ? scopes.declarationOf(id) : undefined;
  if (d === undefined || d.kind !== "const") return false;
  if (((cls as Members).members ?? []).some((m) => m.kind === SyntaxKind.SetAccessor && memberKey(m) === name)) return false;
  const block = statement.parent;
  const statements = block === undefined ? [] : ((block as Node & { readonly statements?: readonly Node[] }).statements ?? []);
  for (const next of statements.slice(statements.indexOf(statement) + 1)) {
    const e = next.kind === SyntaxKind.ExpressionStatement ? unparenthesised(fields(next).expression as Node) : undefined;
    if (e?.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken) return false;
    const target = unparenthesised(fields(e).left as Node);
    const value = fields(e).right as Node;
    const owner = target.kind === SyntaxKind.PropertyAccessExpression ? unparenthesised(fields(target).expression as Node) : undefined;
    if (owner?.kind !== SyntaxKind.Identifier || scopes.declarationOf(owner) !== d) return false;
    // The value runs before the write: it may not reach the instance (a function it makes only is made).
    if (!quietValue(value, d)) return false;
    if (fields(target).name?.text === name) return true;
  }
  return false;
}

// A value whose evaluation cannot reach the binding `d`'s object: a function written there (made, not run), or a
// name or literal that is not `d`.
function quietValue(value: Node, d: Declaration): boolean {
  const v = unparenthesised(value);
  if (v.kind === SyntaxKind.ArrowFunction || v.kind === SyntaxKind.FunctionExpression) return true;
  return quietArgument(v) && !d.references.includes(v);
}

// An argument whose evaluation runs none of the program's code: a name, a literal.
function quietArgument(node: Node): boolean {
  const n = unparenthesised(node);
  return n.kind === SyntaxKind.Identifier || n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NumericLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral || n.kind === SyntaxKind.TrueKeyword || n.kind === SyntaxKind.FalseKeyword || n.kind === SyntaxKind.NullKeyword;
}

/** The identifier a class is reached by: its declaration's name, or the `const` a class expression initialises. */
export function bindingOf(cls: Node): Node | undefined {
  if (cls.kind === SyntaxKind.ClassDeclaration) return fields(cls).name;
  const outer = outermost(cls);
  const parent = outer.parent;
  if (parent?.kind !== SyntaxKind.VariableDeclaration || fields(parent).initializer !== outer) return undefined;
  const name = fields(parent).name;
  return name?.kind === SyntaxKind.Identifier ? name : undefined;
}

// A private name (`#s`) is the class's own: a subclass's `#s` is another member, never an override.
function overrides(cls: Node, name: string): boolean {
  return !name.startsWith("#") && ((cls as Members).members ?? []).some((m) => !isStaticMember(m) && m.kind !== SyntaxKind.Constructor && memberKey(m) === name);
}

// `super.name` (or `super[key]`) anywhere in the class's own code.
function callsSuper(cls: Node, name: string): boolean {
  return containsNode(cls, (n) => (n.kind === SyntaxKind.PropertyAccessExpression && fields(n).expression?.kind === SyntaxKind.SuperKeyword && fields(n).name?.text === name) || (n.kind === SyntaxKind.ElementAccessExpression && fields(n).expression?.kind === SyntaxKind.SuperKeyword));
}

function hasModifier(node: Node | undefined, kind: SyntaxKind): boolean {
  return node !== undefined && (fields(node).modifiers ?? []).some((m) => m.kind === kind);
}

/**
 * A member's name as a key: an identifier, a string or a number, also written as a computed key (`["read"]`); a
 * well-known symbol as `@@iterator` (no identifier can be spelled so); undefined for any other computed key.
 */
function memberKey(member: Node): string | undefined {
  const name = fields(member).name;
  if (name === undefined) return undefined;
  if (name.kind === SyntaxKind.Identifier || name.kind === SyntaxKind.StringLiteral || name.kind === SyntaxKind.NumericLiteral || name.kind === SyntaxKind.PrivateIdentifier) return name.text;
  if (name.kind !== SyntaxKind.ComputedPropertyName) return undefined;
  const key = unparenthesised(fields(name).expression as Node);
  if (key.kind === SyntaxKind.StringLiteral || key.kind === SyntaxKind.NoSubstitutionTemplateLiteral) return fields(key).text;
  const owner = key.kind === SyntaxKind.PropertyAccessExpression ? unparenthesised(fields(key).expression as Node) : undefined;
  return owner?.kind === SyntaxKind.Identifier && fields(owner).text === "Symbol" ? `@@${fields(key).name?.text ?? ""}` : undefined;
}

/** What a class's statics do with `this` (the class, or a subclass a static is read on): `new this(…)`, or more. */
export interface StaticThis {
  readonly sites: readonly Node[];
  readonly escapes: boolean;
}

/** What the statics of a class (its members) do with `this`: the `new this(…)` they hold, and whether one hands `this` on. */
export function staticThis(members: readonly Node[]): StaticThis {
  const sites: Node[] = [];
  let escapes = false;
  const visit = (node: Node): void => {
    if (node.kind === SyntaxKind.ThisKeyword) {
      const outer = outermost(node);
      const parent = outer.parent;
      if (parent?.kind === SyntaxKind.NewExpression && fields(parent).expression === outer) sites.push(parent);
      // `this.n`, `++this.count`: a member of the class, no instance.
      else if (!((parent?.kind === SyntaxKind.PropertyAccessExpression || parent?.kind === SyntaxKind.ElementAccessExpression) && fields(parent).expression === outer)) escapes = true;
      return;
    }
    node.forEachChild((c) => {
      visit(c);
      return undefined;
    });
  };
  for (const m of members) if (m.kind === SyntaxKind.ClassStaticBlockDeclaration || (fields(m).modifiers ?? []).some((x) => x.kind === SyntaxKind.StaticKeyword)) visit(m);
  return { sites, escapes };
}

/**
 * The `const` an object literal is held in, where the object never leaves it: every reference reads or writes one of
 * its members (`o.a`, `o[k]`) or its keys. Then only a member access on that binding, or on `this` inside a function,
 * can reach the object's members. Undefined otherwise.
 */
export function heldOnlyBy(object: Node, scopes: Scopes): ReadonlySet<Declaration> | undefined {
  if (object.kind !== SyntaxKind.ObjectLiteralExpression) return undefined;
  // Its own code may hand `this` (the object) on: `self() { return this; }`, `each(f) { f(this); }`.
  if (thisLeaves(object)) return undefined;
  const d = heldInConst(object, scopes, true);
  return d === undefined ? undefined : new Set([d]);
}

/**
 * The `const` bindings that hold every instance of a class, where no instance ever leaves them: each reference to the
 * class makes one (`new C()`) that is read by member in place or held in a `const` only read by member, or reads a
 * static, or tests the class; nothing extends it, no static makes an instance of `this`, and no member hands `this`
 * on. Then only a member access on those bindings, or on `this`, can reach its instance members. Undefined otherwise.
 */
export function instancesHeldOnlyBy(cls: Node, scopes: Scopes): ReadonlySet<Declaration> | undefined {
  // Asked for every method of the class: decided once per class.
  const known = holdersOf.get(cls);
  if (known !== undefined) return known ?? undefined;
  const holders = findHolders(cls, scopes);
  holdersOf.set(cls, holders ?? null);
  return holders;
}

const holdersOf = new WeakMap<Node, ReadonlySet<Declaration> | null>();

function findHolders(cls: Node, scopes: Scopes): ReadonlySet<Declaration> | undefined {
  if (cls.kind !== SyntaxKind.ClassDeclaration || hasModifier(cls, SyntaxKind.ExportKeyword)) return undefined;
  const members = (cls as Members).members ?? [];
  const statics = staticThis(members);
  if (statics.escapes || statics.sites.length > 0) return undefined;
  // `this` in its own code only ever owns a member read or write, and no constructor returns another object.
  const returnsOther = containsNode(cls, (n) => {
    if (n.kind !== SyntaxKind.ReturnStatement || fields(n).expression === undefined) return false;
    let f = n.parent;
    while (f !== undefined && !(f.kind === SyntaxKind.Constructor || f.kind === SyntaxKind.FunctionDeclaration || f.kind === SyntaxKind.FunctionExpression || f.kind === SyntaxKind.MethodDeclaration || f.kind === SyntaxKind.ArrowFunction || f.kind === SyntaxKind.GetAccessor || f.kind === SyntaxKind.SetAccessor)) f = f.parent;
    return f?.kind === SyntaxKind.Constructor;
  });
  if (returnsOther || thisLeaves(cls)) return undefined;
  const binding = bindingOf(cls);
  const d = binding === undefined ? undefined : scopes.declarationOf(binding);
  if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
  const holders = new Set<Declaration>();
  for (const r of d.references) {
    if (r === d.identifier || onlyTests(r) || staticRead(r)) continue;
    const outer = outermost(r);
    const made = outer.parent;
    if (made?.kind !== SyntaxKind.NewExpression || fields(made).expression !== outer) return undefined;
    const use = outermost(made).parent;
    if ((use?.kind === SyntaxKind.PropertyAccessExpression || use?.kind === SyntaxKind.ElementAccessExpression) && fields(use).expression === outermost(made)) continue;
    const held = heldInConst(made, scopes);
    if (held === undefined) return undefined;
    holders.add(held);
  }
  return holders;
}

// The `const` a value written in place is held in, never written again, every reference a member access (or, with
// `keys`, a read of its keys).
function heldInConst(value: Node, scopes: Scopes, keys = false): Declaration | undefined {
  const outer = outermost(value);
  const holder = outer.parent;
  if (holder?.kind !== SyntaxKind.VariableDeclaration || fields(holder).initializer !== outer || hasModifier(holder.parent?.parent, SyntaxKind.ExportKeyword)) return undefined;
  const name = fields(holder).name;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.kind !== "const" || d.count > 1) return undefined;
  const contained = d.references.every((r) => {
    if (r === d.identifier) return true;
    const access = outermost(r).parent;
    return ((access?.kind === SyntaxKind.PropertyAccessExpression || access?.kind === SyntaxKind.ElementAccessExpression) && fields(access).expression === outermost(r)) || (keys && readsKeysOnly(r, scopes));
  });
  return contained ? d : undefined;
}

// `this` anywhere in `node` other than as the object of a member read or write: handed on, returned, stored, spread.
function thisLeaves(node: Node): boolean {
  return containsNode(node, (n) => {
    if (n.kind !== SyntaxKind.ThisKeyword) return false;
    const access = outermost(n).parent;
    return !((access?.kind === SyntaxKind.PropertyAccessExpression || access?.kind === SyntaxKind.ElementAccessExpression) && fields(access).expression === outermost(n));
  });
}
