/**
 * Members whose first definition no code can reach: a method patched on its class's prototype before any code of the
 * program runs (`class Logger { write() {…} }` then `Logger.prototype.write = function …`), a prototype function
 * assigned twice in a row, and a method every instance hides behind an own field its constructor sets first
 * (`constructor(sink) { this.write = sink; }`). Kept to what the text shows: between the definition and the patch only
 * statements that run none of the program's code and read no member (so nothing can capture the first function), and
 * a class every reference of which the model reads. The same holds for a function stored in a value that is replaced
 * that way: a `const` object's member assigned again, a `const` Map's key set again, or a later property or Map entry of
 * the same key in the literal itself (`storedSite`).
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { bindingOf, extendedBy } from "./containers.js";
import type { Scopes } from "./scopes.js";
import { anywhereInProgram, containsNode, fields, memberName, outermost, unparenthesised } from "./syntax.js";

type Members = Node & { readonly members?: readonly Node[]; readonly heritageClauses?: readonly Node[] };

// Values that run nothing when made: a name, a literal, a function.
const PLAIN_KINDS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.Identifier, SyntaxKind.StringLiteral, SyntaxKind.NumericLiteral, SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.TrueKeyword, SyntaxKind.FalseKeyword, SyntaxKind.NullKeyword, SyntaxKind.ArrowFunction, SyntaxKind.FunctionExpression]);

// How many statements after a definition a patch of it is looked for.
const LOOK_AHEAD = 64;

/** Whether the function `fn` (a class method, or one assigned to `X.prototype.name`) is replaced before any code can reach it. */
export function replacedBeforeUse(fn: Node, scopes: Scopes): boolean {
  const stored = storedSite(fn, scopes);
  if (stored === "replaced") return true;
  const defined = definitionSite(fn, scopes) ?? stored;
  if (defined === undefined) return false;
  const { statement, owner, onPrototype, name } = defined;
  const list = statement.parent;
  const statements = list === undefined || (list.kind !== SyntaxKind.SourceFile && list.kind !== SyntaxKind.Block) ? undefined : fields(list).statements;
  if (statements === undefined) return false;
  // A bounded look ahead: a patch comes right after what it patches, and a long run of declarations (a generated
  // program) must not cost a scan per method.
  const from = statements.indexOf(statement) + 1;
  for (let i = from; i < statements.length && i < from + LOOK_AHEAD; i++) {
    const s = statements[i] as Node;
    const patch = patchesOf(s, scopes).find((p) => p.owner === owner && p.onPrototype === onPrototype && p.name === name);
    // An accessor is replaced only by a definer: an assignment runs its setter (or throws, where it has none).
    if (patch !== undefined) return patch.value !== fn && (patch.defines === true || (fn.kind !== SyntaxKind.GetAccessor && fn.kind !== SyntaxKind.SetAccessor));
    if (!quietStatement(s, scopes)) return false;
  }
  // A constructor's field the rest of the constructor leaves alone: replaced where every instance, held in a `const`
  // as it is made, has the field patched before any code runs (`const client = new Api(); client.transport = mock;`).
  return owner.kind === SyntaxKind.Constructor && statements.length - from <= LOOK_AHEAD && patchedOnEveryInstance(owner, name, fn, scopes);
}

/**
 * Whether every reference to the constructor's class (declared once, never written, extended by nothing) makes an
 * instance held in a `const` whose next statements, quiet ones only, patch `name` with another value.
 */
function patchedOnEveryInstance(ctor: Node, name: string, fn: Node, scopes: Scopes): boolean {
  const cls = ctor.parent;
  if (cls?.kind !== SyntaxKind.ClassDeclaration || ((cls as Members).heritageClauses ?? []).length > 0 || !quietClass(cls, scopes) || setterNamed(cls, name)) return false;
  // Instance fields are made before the constructor's body, and may call the field.
  if (((cls as Members).members ?? []).some((m) => m.kind === SyntaxKind.PropertyDeclaration && fields(m).initializer !== undefined)) return false;
  const binding = bindingOf(cls);
  const d = binding === undefined ? undefined : scopes.declarationOf(binding);
  if (d === undefined || d.writes > 0 || d.count > 1) return false;
  const uses = d.references.filter((r) => r !== d.identifier);
  return uses.length > 0 && uses.every((r) => {
    const made = outermost(r).parent;
    if (made?.kind !== SyntaxKind.NewExpression || fields(made).expression !== outermost(r) || extendedBy(r) !== undefined) return false;
    const holder = outermost(made).parent;
    const statement = holder?.parent?.parent;
    const name2 = holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outermost(made) ? fields(holder).name : undefined;
    const held = name2?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name2) : undefined;
    if (held === undefined || held.kind !== "const" || held.count > 1 || statement?.kind !== SyntaxKind.VariableStatement) return false;
    const list = statement.parent === undefined ? undefined : fields(statement.parent).statements;
    if (list === undefined) return false;
    const at = list.indexOf(statement) + 1;
    for (let i = at; i < list.length && i < at + LOOK_AHEAD; i++) {
      const s = list[i] as Node;
      const patch = instancePatchOf(s, held.identifier, scopes);
      if (patch !== undefined && patch.name === name) return patch.value !== fn;
      if (patch === undefined && !quietStatement(s, scopes)) return false;
    }
    return false;
  });
}

// `v.name = value;` of the `const` declared by `holder`, value quiet.
function instancePatchOf(statement: Node, holder: Node, scopes: Scopes): { name: string; value: Node } | undefined {
  const assigned = memberAssignment(statement, scopes);
  if (assigned === undefined) return undefined;
  const target = unparenthesised(fields(assigned.left).expression as Node);
  const name = memberName(assigned.left);
  if (name === undefined || target.kind !== SyntaxKind.Identifier || scopes.declarationOf(target)?.identifier !== holder) return undefined;
  return { name, value: assigned.value };
}

// `x.name = value;` as a statement of its own, the value quiet: its target and value.
function memberAssignment(statement: Node, scopes: Scopes): { readonly left: Node; readonly value: Node } | undefined {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return undefined;
  const e = unparenthesised(fields(statement).expression as Node);
  if (e.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken) return undefined;
  const left = unparenthesised(fields(e).left as Node);
  const value = unparenthesised(fields(e).right as Node);
  return (left.kind === SyntaxKind.PropertyAccessExpression || (left.kind === SyntaxKind.ElementAccessExpression && assignedName(left, scopes) !== undefined)) && quietValue(value, scopes) ? { left, value } : undefined;
}

// The member an assignment's target names: by name, by text, or by a `const` holding text (`P[VISIT]`).
function assignedName(left: Node, scopes: Scopes): string | undefined {
  return memberName(left) ?? (left.kind === SyntaxKind.ElementAccessExpression ? keyText((left as Node & { readonly argumentExpression: Node }).argumentExpression, scopes) : undefined);
}

interface Definition {
  readonly statement: Node;
  readonly owner: Node;
  readonly onPrototype: boolean;
  readonly name: string;
}

// Where `fn` is defined as a member: the statement, the binding of the class or function it belongs to, and the key.
function definitionSite(fn: Node, scopes: Scopes): Definition | undefined {
  // A member of an object literal a `const` holds (`const storage = { read() {…} }`): defined where the `const` is.
  const outer = outermost(fn);
  const property = fn.kind === SyntaxKind.MethodDeclaration ? fn : outer.parent?.kind === SyntaxKind.PropertyAssignment && fields(outer.parent).initializer === outer ? outer.parent : undefined;
  if (property?.parent?.kind === SyntaxKind.ObjectLiteralExpression) return literalMemberSite(property, property.parent, scopes);
  if (fn.kind === SyntaxKind.MethodDeclaration || fn.kind === SyntaxKind.GetAccessor || fn.kind === SyntaxKind.SetAccessor) {
    const cls = fn.parent;
    const name = fields(fn).name;
    if (cls?.kind !== SyntaxKind.ClassDeclaration || name?.kind !== SyntaxKind.Identifier || !quietClass(cls, scopes)) return undefined;
    const binding = bindingOf(cls);
    const d = binding === undefined ? undefined : scopes.declarationOf(binding);
    if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
    const isStatic = (fields(fn).modifiers ?? []).some((m) => m.kind === SyntaxKind.StaticKeyword);
    return { statement: cls, owner: d.identifier, onPrototype: !isStatic, name: fields(name).text ?? "" };
  }
  const assignment = outer.parent;
  const statement = assignment?.parent;
  if (assignment?.kind !== SyntaxKind.BinaryExpression || fields(assignment).right !== outer || statement?.kind !== SyntaxKind.ExpressionStatement) return undefined;
  const patch = patchOf(statement, scopes);
  return patch === undefined ? undefined : { statement, owner: patch.owner, onPrototype: patch.onPrototype, name: patch.name };
}

/**
 * Where a function written inside a value the program stores is stored: the value assigned to a `const` object's
 * member (`codecs.base64 = { encode: (s) => btoa(s) };`) or set under a constant key of a `const` Map (`strategies.set(
 * "clone", (v) => structuredClone(v));`), where making the value runs no code. "replaced" where the value's own
 * literal replaces it before anything can read it: a later property of the same name (`{ clone: f, clone: g }`), or a
 * later entry of the same key in a Map's entries written in place (`new Map([["clone", f], ["clone", g]])`).
 */
function storedSite(fn: Node, scopes: Scopes): Definition | "replaced" | undefined {
  let value = outermost(fn);
  // The key of the Map entry `[key, value]` the function is the value of, where it is one.
  let entryKey: string | undefined;
  let depth = 0;
  for (;;) {
    const p = value.parent;
    if (p?.kind === SyntaxKind.PropertyAssignment && fields(p).initializer === value && p.parent?.kind === SyntaxKind.ObjectLiteralExpression) {
      if (definedAgainLater(p, p.parent)) return "replaced";
      value = outermost(p.parent);
    } else if (p?.kind === SyntaxKind.ArrayLiteralExpression) {
      if (mapEntryAgainLater(value, p, scopes)) return "replaced";
      const pair = (p as Node & { readonly elements?: readonly Node[] }).elements ?? [];
      if (depth === 0 && pair.length === 2 && pair[1] === value) entryKey = constantKey(pair[0], scopes);
      value = outermost(p);
    } else break;
    depth++;
  }
  if (!quietValue(value, scopes)) return undefined;
  // `const timers = new Map([["now", f]]);` then `timers.set("now", g);`: the entry is the key's first value.
  const made = value.parent;
  if (entryKey !== undefined && depth === 2 && made?.kind === SyntaxKind.NewExpression && (fields(made).arguments ?? [])[0] === value && globalMap(fields(made).expression as Node, scopes)) {
    const holder = outermost(made).parent;
    const name = holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outermost(made) ? fields(holder).name : undefined;
    const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
    const declared = holder?.parent?.parent;
    return d?.kind === "const" && d.count === 1 && declared?.kind === SyntaxKind.VariableStatement ? { statement: declared, owner: d.identifier, onPrototype: false, name: `\u0000set ${entryKey}` } : undefined;
  }
  const parent = value.parent;
  const statement = parent?.parent;
  if (statement?.kind !== SyntaxKind.ExpressionStatement) return undefined;
  // `codecs.base64 = { … };` of a `const`'s object literal that has no setter to take the value.
  if (parent?.kind === SyntaxKind.BinaryExpression && fields(parent).right === value) {
    const patch = patchOf(statement, scopes);
    return patch !== undefined && !patch.onPrototype && plainObjectConst(patch.owner, scopes) ? { statement, owner: patch.owner, onPrototype: false, name: patch.name } : undefined;
  }
  const set = mapSetOf(statement, scopes);
  return set?.value === value ? { statement, owner: set.owner, onPrototype: false, name: set.name } : undefined;
}

// Whether a property of an object literal is defined again by a later one of the same name (which replaces it).
function definedAgainLater(property: Node, literal: Node): boolean {
  const name = fields(property).name;
  if (name?.kind !== SyntaxKind.Identifier && name?.kind !== SyntaxKind.StringLiteral) return false;
  const text = fields(name).text;
  if (text === "__proto__") return false;
  const properties = (literal as Node & { readonly properties?: readonly Node[] }).properties ?? [];
  return properties.slice(properties.indexOf(property) + 1).some((q) => {
    const other = fields(q).name;
    return q.kind !== SyntaxKind.SpreadAssignment && (other?.kind === SyntaxKind.Identifier || other?.kind === SyntaxKind.StringLiteral) && fields(other).text === text;
  });
}

// Whether `value`, the value of a `[key, value]` entry in the entries of a `new Map([…])` written in place, is set
// again by a later entry of the same constant key.
function mapEntryAgainLater(value: Node, entry: Node, scopes: Scopes): boolean {
  const pair = (entry as Node & { readonly elements?: readonly Node[] }).elements ?? [];
  if (pair.length !== 2 || pair[1] !== value) return false;
  const key = constantKey(pair[0], scopes);
  const list = outermost(entry).parent;
  const made = list === undefined ? undefined : outermost(list).parent;
  if (key === undefined || list?.kind !== SyntaxKind.ArrayLiteralExpression || made?.kind !== SyntaxKind.NewExpression || (fields(made).arguments ?? [])[0] !== outermost(list) || !globalMap(fields(made).expression as Node, scopes)) return false;
  const entries = (list as Node & { readonly elements?: readonly Node[] }).elements ?? [];
  const later = entries.slice(entries.indexOf(outermost(entry)) + 1);
  // A spread may hold anything; a later pair of the same key replaces this one.
  return later.some((e) => {
    const u = unparenthesised(e);
    return u.kind === SyntaxKind.ArrayLiteralExpression && constantKey(((u as Node & { readonly elements?: readonly Node[] }).elements ?? [])[0], scopes) === key;
  });
}

// A key written as a string or number literal, or a `const` of one: its text, with a prefix that keeps strings and
// numbers apart.
/** The text a key certainly is (`"visit"`, or `VISIT` of `const VISIT = "visit"`); undefined for any other key. */
export function keyText(node: Node | undefined, scopes: Scopes): string | undefined {
  const key = constantKey(node, scopes);
  return key?.startsWith("s:") === true ? key.slice(2) : undefined;
}

function constantKey(node: Node | undefined, scopes: Scopes): string | undefined {
  let k = node === undefined ? undefined : unparenthesised(node);
  if (k?.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(k);
    const init = d?.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    k = init === undefined ? undefined : unparenthesised(init);
  }
  if (k?.kind === SyntaxKind.StringLiteral || k?.kind === SyntaxKind.NoSubstitutionTemplateLiteral) return `s:${fields(k).text ?? ""}`;
  return k?.kind === SyntaxKind.NumericLiteral ? `n:${Number(fields(k).text)}` : undefined;
}

// The guest's own `Map`, not a binding of the program's.
function globalMap(callee: Node, scopes: Scopes): boolean {
  const c = unparenthesised(callee);
  return c.kind === SyntaxKind.Identifier && fields(c).text === "Map" && scopes.declarationOf(c) === undefined;
}

// Whether `owner` is a `const` bound to an object literal without accessors or spreads (no setter takes a write).
function plainObjectConst(owner: Node, scopes: Scopes): boolean {
  const d = scopes.declarationOf(owner);
  const init = d?.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
  const literal = init === undefined ? undefined : unparenthesised(init);
  return literal?.kind === SyntaxKind.ObjectLiteralExpression && ((literal as Node & { readonly properties?: readonly Node[] }).properties ?? []).every((p) => p.kind === SyntaxKind.PropertyAssignment || p.kind === SyntaxKind.ShorthandPropertyAssignment || p.kind === SyntaxKind.MethodDeclaration);
}

// `registry.set("clone", value);` of a `const` made by `new Map(…)` of the guest's Map: the owner and a name for the
// key that no member name can be.
function mapSetOf(statement: Node, scopes: Scopes): Patch | undefined {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return undefined;
  const call = unparenthesised(fields(statement).expression as Node);
  const callee = call.kind === SyntaxKind.CallExpression ? unparenthesised(fields(call).expression as Node) : undefined;
  if (callee?.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).name?.text !== "set") return undefined;
  const target = unparenthesised(fields(callee).expression as Node);
  const d = target.kind === SyntaxKind.Identifier ? scopes.declarationOf(target) : undefined;
  const init = d?.kind === "const" && d.count === 1 && d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
  const made = init === undefined ? undefined : unparenthesised(init);
  if (d === undefined || made?.kind !== SyntaxKind.NewExpression || !globalMap(fields(made).expression as Node, scopes)) return undefined;
  const [key, value, ...rest] = fields(call).arguments ?? [];
  const text = constantKey(key, scopes);
  if (text === undefined || value === undefined || rest.length > 0 || value.kind === SyntaxKind.SpreadElement || !quietValue(value, scopes)) return undefined;
  return { owner: d.identifier, onPrototype: false, name: `\u0000set ${text}`, value: unparenthesised(value) };
}

// A member of an object literal held in a `const` whose making runs no code: the `const`'s statement, the binding.
function literalMemberSite(member: Node, literal: Node, scopes: Scopes): Definition | undefined {
  const name = fields(member).name;
  const holder = outermost(literal).parent;
  const statement = holder?.parent?.parent;
  if (name?.kind !== SyntaxKind.Identifier || holder?.kind !== SyntaxKind.VariableDeclaration || fields(holder).initializer !== outermost(literal) || statement?.kind !== SyntaxKind.VariableStatement) return undefined;
  const binding = fields(holder).name;
  const d = binding?.kind === SyntaxKind.Identifier ? scopes.declarationOf(binding) : undefined;
  if (d === undefined || d.kind !== "const" || d.count > 1 || !quietValue(literal, scopes)) return undefined;
  return { statement, owner: d.identifier, onPrototype: false, name: fields(name).text ?? "" };
}

interface Patch {
  readonly owner: Node;
  readonly onPrototype: boolean;
  readonly name: string;
  readonly value: Node;
  /** Defined by a definer (`Object.defineProperty`), which replaces an accessor too; an assignment runs its setter. */
  readonly defines?: boolean;
}

// `X.prototype.name = value;` or `X.name = value;`, X a class or function declaration never written again, value a
// function written in place (or another quiet value).
function patchOf(statement: Node, scopes: Scopes): Patch | undefined {
  const assigned = memberAssignment(statement, scopes);
  if (assigned === undefined) return undefined;
  const { left, value } = assigned;
  const name = assignedName(left, scopes);
  let target = unparenthesised(fields(left).expression as Node);
  const onPrototype = target.kind === SyntaxKind.PropertyAccessExpression && fields(target).name?.text === "prototype";
  if (onPrototype) target = unparenthesised(fields(target).expression as Node);
  // `this.write = …` in a constructor's own body: the instance being made (the constructor stands for it).
  if (target.kind === SyntaxKind.ThisKeyword && !onPrototype && name !== undefined) {
    const ctor = statement.parent?.parent;
    return ctor?.kind === SyntaxKind.Constructor && statement.parent === fields(ctor).body && !setterNamed(ctor.parent, name) ? { owner: ctor, onPrototype, name, value } : undefined;
  }
  const d = target.kind === SyntaxKind.Identifier ? scopes.declarationOf(target) : undefined;
  // `storage.read = …` of a `const`'s object.
  if (name !== undefined && d !== undefined && d.kind === "const" && d.count === 1 && !onPrototype) return { owner: d.identifier, onPrototype, name, value };
  if (name === undefined || d === undefined || d.writes > 0 || d.count > 1 || (d.kind !== "class" && d.kind !== "function")) return undefined;
  // A setter of that name runs at the assignment.
  if (d.kind === "class" && ((d.holder as Members).members ?? []).some((m) => m.kind === SyntaxKind.SetAccessor && fields(fields(m).name as Node).text === name)) return undefined;
  return { owner: d.identifier, onPrototype, name, value };
}

/**
 * The members a statement patches: one by `patchOf`, or each key of an object literal that `Object.assign(o, { … })`
 * copies onto a `const`'s object (the built-in, called as a statement, its source a literal of quiet values).
 */
function patchesOf(statement: Node, scopes: Scopes): Patch[] {
  const one = patchOf(statement, scopes) ?? mapSetOf(statement, scopes);
  if (one !== undefined) return [one];
  if (statement.kind !== SyntaxKind.ExpressionStatement) return [];
  const call = unparenthesised(fields(statement).expression as Node);
  const callee = call.kind === SyntaxKind.CallExpression ? unparenthesised(fields(call).expression as Node) : undefined;
  const owner = callee?.kind === SyntaxKind.PropertyAccessExpression ? unparenthesised(fields(callee).expression as Node) : undefined;
  const method = callee?.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  if (owner?.kind !== SyntaxKind.Identifier || fields(owner).text !== "Object" || scopes.declarationOf(owner) !== undefined) return [];
  const [target, source, third, ...rest] = fields(call).arguments ?? [];
  const at = target === undefined ? undefined : patchTarget(target, scopes);
  if (at === undefined || rest.length > 0) return [];
  // `Object.defineProperty(Report.prototype, "stamp", { value: () => "today" })`.
  if (method === "defineProperty") {
    const name = source === undefined ? undefined : unparenthesised(source);
    const value = third === undefined ? undefined : descriptorValue(third, scopes);
    return name?.kind === SyntaxKind.StringLiteral && value !== undefined ? [{ ...at, name: fields(name).text ?? "", value, defines: true }] : [];
  }
  const literal = source === undefined ? undefined : unparenthesised(source);
  if ((method !== "assign" && method !== "defineProperties") || third !== undefined || literal?.kind !== SyntaxKind.ObjectLiteralExpression || !quietValue(literal, scopes)) return [];
  const patches: Patch[] = [];
  for (const p of (literal as Node & { readonly properties?: readonly Node[] }).properties ?? []) {
    const key = fields(p).name;
    if (key?.kind !== SyntaxKind.Identifier || (p.kind !== SyntaxKind.PropertyAssignment && p.kind !== SyntaxKind.MethodDeclaration)) return [];
    // `Object.defineProperties(P, { stamp: { value: f } })`: each descriptor's value.
    const value = method === "defineProperties" ? (p.kind === SyntaxKind.PropertyAssignment ? descriptorValue(fields(p).initializer as Node, scopes) : undefined) : p.kind === SyntaxKind.PropertyAssignment ? unparenthesised(fields(p).initializer as Node) : p;
    if (value === undefined) return [];
    patches.push({ ...at, name: fields(key).text ?? "", value, defines: method === "defineProperties" });
  }
  return patches;
}

// What an `Object.assign` or a definer patches: a `const`'s object, or the prototype of a class or function declared
// once and never written (`Report.prototype`).
function patchTarget(target: Node, scopes: Scopes): { readonly owner: Node; readonly onPrototype: boolean } | undefined {
  let t = unparenthesised(target);
  const onPrototype = t.kind === SyntaxKind.PropertyAccessExpression && fields(t).name?.text === "prototype";
  if (onPrototype) t = unparenthesised(fields(t).expression as Node);
  const d = t.kind === SyntaxKind.Identifier ? scopes.declarationOf(t) : undefined;
  if (d === undefined || d.count > 1) return undefined;
  if (onPrototype) return (d.kind === "class" || d.kind === "function") && d.writes === 0 && !setterNamedAny(d.holder) ? { owner: d.identifier, onPrototype } : undefined;
  return d.kind === "const" ? { owner: d.identifier, onPrototype } : undefined;
}

// A class with any setter: an `Object.assign` onto its prototype may run one (a definer does not, but stays simple).
function setterNamedAny(holder: Node): boolean {
  return ((holder as Members).members ?? []).some((m) => m.kind === SyntaxKind.SetAccessor);
}

// `{ value: f }` (with flags of literal values) written in place: the value it defines.
function descriptorValue(descriptor: Node, scopes: Scopes): Node | undefined {
  const d = unparenthesised(descriptor);
  if (d.kind !== SyntaxKind.ObjectLiteralExpression || !quietValue(d, scopes)) return undefined;
  const properties = (d as Node & { readonly properties?: readonly Node[] }).properties ?? [];
  if (properties.some((p) => (p.kind !== SyntaxKind.PropertyAssignment && p.kind !== SyntaxKind.MethodDeclaration) || fields(p).name?.kind !== SyntaxKind.Identifier)) return undefined;
  // `{ value: () => … }`, or `{ value() { … } }`; or an accessor's `{ get() { … } }` (or its `set`), which replaces
  // what was there as a value does.
  const value = properties.find((p) => fields(fields(p).name as Node).text === "value") ?? properties.find((p) => ["get", "set"].includes(fields(fields(p).name as Node).text ?? ""));
  if (value === undefined) return undefined;
  return value.kind === SyntaxKind.MethodDeclaration ? value : unparenthesised(fields(value).initializer as Node);
}

// Whether a class declares a setter of that name (it would run at an assignment to the member).
function setterNamed(cls: Node | undefined, name: string): boolean {
  return ((cls as Members | undefined)?.members ?? []).some((m) => m.kind === SyntaxKind.SetAccessor && fields(fields(m).name as Node).text === name);
}

// A statement that runs none of the program's code and reads no member.
function quietStatement(s: Node, scopes: Scopes): boolean {
  switch (s.kind) {
    case SyntaxKind.FunctionDeclaration:
    case SyntaxKind.EmptyStatement:
    case SyntaxKind.ImportDeclaration:
      return true;
    case SyntaxKind.ClassDeclaration:
      return quietClass(s, scopes);
    case SyntaxKind.VariableStatement: {
      const list = (s as Node & { readonly declarationList?: Node & { readonly declarations?: readonly Node[] } }).declarationList;
      return (list?.declarations ?? []).every((d) => fields(d).name?.kind === SyntaxKind.Identifier && (fields(d).initializer === undefined || quietValue(fields(d).initializer as Node, scopes)));
    }
    case SyntaxKind.ExpressionStatement:
      return patchesOf(s, scopes).length > 0;
    default:
      return false;
  }
}

// A value whose making runs no code of the program's: a literal, a function, an identifier, or an object, array or
// class built of those.
function quietValue(value: Node, scopes: Scopes): boolean {
  const v = unparenthesised(value);
  if (PLAIN_KINDS.has(v.kind)) return true;
  switch (v.kind) {
    case SyntaxKind.ClassExpression:
      return quietClass(v, scopes);
    case SyntaxKind.ArrayLiteralExpression:
      return ((v as Node & { readonly elements?: readonly Node[] }).elements ?? []).every((e) => quietValue(e, scopes));
    case SyntaxKind.ObjectLiteralExpression:
      return ((v as Node & { readonly properties?: readonly Node[] }).properties ?? []).every((p) => {
        if (fields(p).name?.kind === SyntaxKind.ComputedPropertyName) return false;
        if (p.kind === SyntaxKind.PropertyAssignment) return quietValue(fields(p).initializer as Node, scopes);
        return p.kind === SyntaxKind.MethodDeclaration || p.kind === SyntaxKind.GetAccessor || p.kind === SyntaxKind.SetAccessor || p.kind === SyntaxKind.ShorthandPropertyAssignment;
      });
    default:
      return false;
  }
}

// A class whose definition runs no code: no computed member name, no static block, static fields of quiet values, and
// an `extends` (if any) that names a binding.
function quietClass(cls: Node, scopes: Scopes): boolean {
  for (const clause of (cls as Members).heritageClauses ?? []) {
    const types = (clause as Node & { readonly types?: readonly Node[] }).types ?? [];
    if (!types.every((t) => unparenthesised(fields(t).expression as Node).kind === SyntaxKind.Identifier)) return false;
  }
  return ((cls as Members).members ?? []).every((m) => {
    if (m.kind === SyntaxKind.ClassStaticBlockDeclaration || fields(m).name?.kind === SyntaxKind.ComputedPropertyName) return false;
    const isStatic = (fields(m).modifiers ?? []).some((x) => x.kind === SyntaxKind.StaticKeyword);
    return !(isStatic && m.kind === SyntaxKind.PropertyDeclaration && fields(m).initializer !== undefined && !quietValue(fields(m).initializer as Node, scopes));
  });
}

/**
 * Whether making an instance of `cls` runs none of the program's code: no base class, instance fields of plain values
 * alone, and a constructor (if any) that only sets members of `this` to plain values. Such a making cannot call a
 * method before whatever comes right after it sets an own field of the method's name.
 */
export function quietMaking(cls: Node): boolean {
  if (((cls as Members).heritageClauses ?? []).length > 0) return false;
  for (const m of (cls as Members).members ?? []) {
    if (m.kind === SyntaxKind.PropertyDeclaration && !(fields(m).modifiers ?? []).some((x) => x.kind === SyntaxKind.StaticKeyword) && fields(m).initializer !== undefined && !plain(fields(m).initializer as Node)) return false;
    if (m.kind !== SyntaxKind.Constructor) continue;
    if ((fields(m).parameters ?? []).some((p) => fields(p).initializer !== undefined || fields(p).name?.kind !== SyntaxKind.Identifier)) return false;
    const body = fields(m).body;
    if (!((body === undefined ? [] : fields(body).statements) ?? []).every((st) => thisMemberSet(st) !== undefined)) return false;
  }
  return true;
}

// `this.name = value;` with a plain value: the member's name; undefined for any other statement.
function thisMemberSet(statement: Node): string | undefined {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return undefined;
  const e = unparenthesised(fields(statement).expression as Node);
  if (e.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken) return undefined;
  const left = unparenthesised(fields(e).left as Node);
  if (left.kind !== SyntaxKind.PropertyAccessExpression || unparenthesised(fields(left).expression as Node).kind !== SyntaxKind.ThisKeyword || !plain(fields(e).right as Node)) return undefined;
  return fields(left).name?.text;
}

// A value that runs nothing and reads no member: a name, a literal, a function, or a choice among those.
export function plain(value: Node): boolean {
  const v = unparenthesised(value);
  if (PLAIN_KINDS.has(v.kind)) return true;
  switch (v.kind) {
    case SyntaxKind.BinaryExpression: {
      const op = fields(v).operatorToken?.kind;
      return (op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.AmpersandAmpersandToken) && plain(fields(v).left as Node) && plain(fields(v).right as Node);
    }
    case SyntaxKind.ConditionalExpression:
      return plain(fields(v).condition as Node) && plain(fields(v).whenTrue as Node) && plain(fields(v).whenFalse as Node);
    // `[]`, `{ count: 0 }`: made without running anything, where every element or value is plain.
    case SyntaxKind.ArrayLiteralExpression:
      return ((v as Node & { readonly elements?: readonly Node[] }).elements ?? []).every((e) => plain(e));
    case SyntaxKind.ObjectLiteralExpression:
      return ((v as Node & { readonly properties?: readonly Node[] }).properties ?? []).every((p) => (p.kind === SyntaxKind.PropertyAssignment && fields(p).name?.kind !== SyntaxKind.ComputedPropertyName && plain(fields(p).initializer as Node)) || p.kind === SyntaxKind.ShorthandPropertyAssignment || p.kind === SyntaxKind.MethodDeclaration);
    default:
      return false;
  }
}

// `delete x.name` anywhere uncovers what an own field hid.
export function deletesMember(root: Node, name: string): boolean {
  return containsNode(root, (n) => {
    if (n.kind !== SyntaxKind.DeleteExpression) return false;
    const target = unparenthesised(fields(n).expression as Node);
    return target.kind !== SyntaxKind.PropertyAccessExpression || fields(target).name?.text === name;
  });
}

const prototypeReads = new WeakMap<Node, boolean>();

// The program reaches a prototype other than by its class's name: `Object.getPrototypeOf(x)`, `__proto__`, `this.prototype`.
export function readsPrototypes(root: Node): boolean {
  return anywhereInProgram(root, prototypeReads, (n) => {
    if (n.kind === SyntaxKind.Identifier) {
      const text = fields(n).text;
      return text === "getPrototypeOf" || text === "__proto__" || text === "__lookupGetter__";
    }
    return n.kind === SyntaxKind.PropertyAccessExpression && fields(n).name?.text === "prototype" && unparenthesised(fields(n).expression as Node).kind !== SyntaxKind.Identifier;
  });
}

// Every reference to the class makes an instance (`new C`), tests it, reads a static, or extends it in a class that
// neither reaches the member through `super` nor is referenced otherwise: never `C.prototype`, never handed on.
export function onlyMadeAndRead(cls: Node, name: string, scopes: Scopes, depth: number): boolean {
  if (depth > 8 || (fields(cls).modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword)) return false;
  const binding = bindingOf(cls);
  const d = binding === undefined ? undefined : scopes.declarationOf(binding);
  if (d === undefined || d.writes > 0 || d.count > 1) return false;
  for (const r of d.references) {
    if (r === d.identifier) continue;
    const outer = outermost(r);
    const parent = outer.parent;
    if (parent === undefined) return false;
    if (parent.kind === SyntaxKind.NewExpression && fields(parent).expression === outer) continue;
    if (parent.kind === SyntaxKind.TypeOfExpression) continue;
    if (parent.kind === SyntaxKind.BinaryExpression && fields(parent).right === outer && fields(parent).operatorToken?.kind === SyntaxKind.InstanceOfKeyword) continue;
    if (parent.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer && !["prototype", "call", "apply", "bind"].includes(fields(parent).name?.text ?? "")) continue;
    const sub = extendedBy(r);
    if (sub === undefined) return false;
    const viaSuper = containsNode(sub, (n) => (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) && fields(n).expression?.kind === SyntaxKind.SuperKeyword);
    if (viaSuper || !onlyMadeAndRead(sub, name, scopes, depth + 1)) return false;
  }
  return true;
}
