/**
 * A subclass's field used before the subclass sets it (GG1014). `new Sub()` runs the base class's constructor first,
 * at `super(…)`, and only then defines Sub's own fields (public and private) and installs its private methods and accessors. A base
 * constructor that calls `this.setup()`, which Sub overrides, runs Sub's `setup` on an object without Sub's fields:
 *
 * - `this.findings.push(…)` of Sub's `findings = []` reads a member of `undefined`;
 * - `this.#counts` of Sub's `#counts`, read or written, is a private name the object does not have yet.
 *
 * Both throw a TypeError at every `new Sub(…)`. The call counts where it is a plain statement of the base
 * constructor's body that certainly runs (no statement before it may leave or branch), and so does the use in the
 * override; a field of the same name that a base class defines (set before the base's constructor body runs), or an
 * accessor of Sub's, leaves it alone.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import { classChain } from "./execution/instances.js";
import { bindingOf } from "./execution/containers.js";
import { calledInPlace, fields, isStaticMember, OBJECT_PROTOTYPE, unparenthesised, writeOf } from "./execution/syntax.js";
import { forEachCertainNode, leadingStatements } from "./leading-code.js";
import { outermostParentheses } from "../syntax/parentheses.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

type Members = Node & { readonly members?: readonly Node[] };

/** A finding (GG1014) for each use of a subclass's field by a method its base's constructor calls. */
export function initOrderFindings(source: Source): RawDiagnostic[] {
  // Only a base class's own constructor calls a hook: a program without both builds no model here.
  if (!source.text.includes("extends") || !source.text.includes("constructor")) return [];
  const classes = source.nodes.filter((n) => (n.kind === SyntaxKind.ClassDeclaration || n.kind === SyntaxKind.ClassExpression) && hasExtends(n));
  if (classes.length === 0) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const sub of classes) {
    const name = bindingOf(sub);
    const chain = name === undefined ? undefined : classChain(name, model.scopes);
    if (name === undefined || chain === undefined || chain[0] !== sub || chain.length < 2) continue;
    // The methods the nearest base constructor calls first, on `this`, before anything may leave or branch.
    const ctor = chain.slice(1).map(constructorOf).find((c) => c !== undefined);
    if (ctor === undefined) continue;
    // A method written onto the object (`this.setup = …`) or by a computed key may be what the call runs instead.
    const hook = firstHookCall(ctor);
    if (hook === undefined || model.facts.memberWrites.has(hook.method) || model.facts.anyMember) continue;
    // A base's instance field of the hook's name (`init = () => {}`) is set before the base's constructor body runs:
    // the call runs that field, never the subclass's method.
    if (chain.slice(1).some((base) => ((base as Members).members ?? []).some((m) => m.kind === SyntaxKind.PropertyDeclaration && !isStaticMember(m) && memberName(m) === hook.method))) continue;
    const own = ownLateMembers(sub, chain.slice(1));
    for (const name of hook.assigned) own.delete(name);
    // A public field's name the object inherits a value for until the field is set: a member of `Object.prototype`
    // (`toString`), or one the program writes on a prototype (`Panel.prototype.title = …`).
    for (const [name, kind] of own) if (kind === "field" && (OBJECT_PROTOTYPE.has(name) || model.facts.prototypeWrites.has(name))) own.delete(name);
    if (own.size === 0) continue;
    const made = newSitesOf(name, model.scopes.declarationOf(name)?.references ?? []);
    if (made.length === 0) continue;
    const certain = made.some((site) => model.fails(site));
    // Of members defined twice under one name, the later definition is the one the prototype keeps.
    const named = ((sub as Members).members ?? []).filter((m) => !isStaticMember(m) && m.kind !== SyntaxKind.Constructor && memberName(m) === hook.method);
    for (const member of named.slice(-1)) {
      if (member.kind !== SyntaxKind.MethodDeclaration || fields(member).body === undefined) continue;
      const method = fields(member).name as Node;
      for (const use of leadingFieldUses(member, own)) {
        const start = source.start(use.node);
        found.push({ start, length: use.node.end - start, code: GG.fieldBeforeInit, message: messages.fieldBeforeInit(use.field, fields(method).text ?? "", fields(name).text ?? ""), certain, advisory: !certain });
      }
    }
  }
  return found;
}

// The name a class member is declared by, where it is written as one (`init`, `"init"`); undefined for a computed one.
function memberName(member: Node): string | undefined {
  const name = fields(member).name;
  return name?.kind === SyntaxKind.Identifier || name?.kind === SyntaxKind.StringLiteral || name?.kind === SyntaxKind.PrivateIdentifier ? fields(name).text : undefined;
}

function hasExtends(cls: Node): boolean {
  return ((cls as Node & { readonly heritageClauses?: readonly Node[] }).heritageClauses ?? []).some((h) => (h as Node & { readonly token?: SyntaxKind }).token === SyntaxKind.ExtendsKeyword);
}

function constructorOf(cls: Node): Node | undefined {
  return ((cls as Members).members ?? []).find((m) => m.kind === SyntaxKind.Constructor && fields(m).body !== undefined);
}

/**
 * The first method a constructor calls on `this` as one of its leading statements, and the members it assigns on
 * `this` before (`this.items = [];`), which then hold those values. Undefined where a statement before the call may
 * give `this` members otherwise (hands `this` on, `Object.assign(this, opts)`, calls another method on it).
 */
function firstHookCall(ctor: Node): { readonly method: string; readonly assigned: ReadonlySet<string> } | undefined {
  const body = fields(ctor).body;
  if (body === undefined) return undefined;
  const assigned = new Set<string>();
  for (const statement of leadingStatements(body)) {
    if (!mentionsThis(statement)) continue;
    const e = statement.kind === SyntaxKind.ExpressionStatement ? unparenthesised(fields(statement).expression as Node) : undefined;
    if (e === undefined) return undefined;
    // `super(…)` makes `this`; `this.name = value` of a value that does not mention `this` sets that member alone.
    if (e.kind === SyntaxKind.CallExpression && fields(e).expression?.kind === SyntaxKind.SuperKeyword && !(fields(e).arguments ?? []).some(mentionsThis)) continue;
    const target = e.kind === SyntaxKind.BinaryExpression && fields(e).operatorToken?.kind === SyntaxKind.EqualsToken ? thisMember(fields(e).left as Node) : undefined;
    if (target !== undefined && !mentionsThis(fields(e).right as Node)) {
      assigned.add(target);
      continue;
    }
    const callee = e.kind === SyntaxKind.CallExpression && fields(e).questionDotToken === undefined ? unparenthesised(fields(e).expression as Node) : undefined;
    const method = callee === undefined || fields(callee).questionDotToken !== undefined ? undefined : thisMember(callee);
    if (method === undefined || (fields(e as Node).arguments ?? []).some(mentionsThis)) return undefined;
    return { method, assigned };
  }
  return undefined;
}

// The name of `this.name` (not `this?.name`), or undefined.
function thisMember(node: Node): string | undefined {
  const n = unparenthesised(node);
  if (n.kind !== SyntaxKind.PropertyAccessExpression || fields(n).questionDotToken !== undefined || unparenthesised(fields(n).expression as Node).kind !== SyntaxKind.ThisKeyword) return undefined;
  const name = fields(n).name;
  return name?.kind === SyntaxKind.Identifier ? name.text : undefined;
}

// Whether code mentions `this` (or `super`) outside functions of its own that bind another.
function mentionsThis(node: Node): boolean {
  if (node.kind === SyntaxKind.ThisKeyword || node.kind === SyntaxKind.SuperKeyword) return true;
  if (node.kind === SyntaxKind.FunctionExpression || node.kind === SyntaxKind.FunctionDeclaration || node.kind === SyntaxKind.ClassExpression || node.kind === SyntaxKind.ClassDeclaration) return false;
  return node.forEachChild((c) => (mentionsThis(c) ? true : undefined)) === true;
}

// The members a class defines on each instance after its base's constructor has run: its instance fields and private
// methods, less a public name a base class (or this class's accessors) defines too.
function ownLateMembers(cls: Node, bases: readonly Node[]): Map<string, "field" | "private"> {
  const out = new Map<string, "field" | "private">();
  const members = (cls as Members).members ?? [];
  // A base's static of that name is the base's own member, not the instance's.
  const definedBy = (c: Node, name: string): boolean => ((c as Members).members ?? []).some((m) => m.kind !== SyntaxKind.Constructor && !isStaticMember(m) && fields(m).name?.text === name);
  for (const m of members) {
    // TypeScript's `declare` and `abstract` fields make nothing when the program runs.
    if (isStaticMember(m) || (fields(m).modifiers ?? []).some((x) => x.kind === SyntaxKind.DeclareKeyword || x.kind === SyntaxKind.AbstractKeyword)) continue;
    const name = fields(m).name;
    const text = name?.text;
    if (text === undefined) continue;
    if (name?.kind === SyntaxKind.PrivateIdentifier && (m.kind === SyntaxKind.PropertyDeclaration || m.kind === SyntaxKind.MethodDeclaration || m.kind === SyntaxKind.GetAccessor || m.kind === SyntaxKind.SetAccessor)) out.set(text, "private");
    else if (name?.kind === SyntaxKind.Identifier && m.kind === SyntaxKind.PropertyDeclaration && !bases.some((b) => definedBy(b, text)) && !members.some((o) => (o.kind === SyntaxKind.GetAccessor || o.kind === SyntaxKind.SetAccessor) && fields(o).name?.text === text)) out.set(text, "field");
  }
  return out;
}

// The `new C(…)` expressions of a class's binding.
function newSitesOf(name: Node, references: readonly Node[]): Node[] {
  const sites: Node[] = [];
  for (const r of references) {
    if (r === name) continue;
    const outer = outermostParentheses(r);
    if (outer.parent?.kind === SyntaxKind.NewExpression && fields(outer.parent).expression === outer) sites.push(outer.parent);
  }
  return sites;
}

// The uses of a late member at the start of a method that throw on an object without it: any use of a private one,
// and a member read, call or element read of a public field's `undefined`. Only code that certainly runs when the
// method starts: its leading statements, outside nested functions, conditionals, short-circuits and optional chains.
function leadingFieldUses(method: Node, late: ReadonlyMap<string, "field" | "private">): { readonly node: Node; readonly field: string }[] {
  const body = fields(method).body;
  if (body === undefined) return [];
  const uses: { node: Node; field: string }[] = [];
  // A public field holds a value once the method (or a method it calls, or a base method through `super`) may have
  // assigned it: only uses before the first statement that may do so count. No code but the class's own field
  // definitions can make a private name exist, so every use of one counts.
  let settled = false;
  for (const statement of leadingStatements(body)) {
    // `this.width = this.delimiter.length`: the right side runs before the member is written, so a use there counts
    // where the right side itself sets nothing.
    const assigned = memberAssignment(statement);
    const setsFirst = assigned === undefined ? maySetMembers(statement, late) : maySetMembers(assigned, late);
    settled ||= setsFirst;
    forEachCertainNode(statement, (node) => {
      if (node.kind !== SyntaxKind.PropertyAccessExpression || fields(node).questionDotToken !== undefined || unparenthesised(fields(node).expression as Node).kind !== SyntaxKind.ThisKeyword) return;
      const name = fields(node).name?.text;
      const kind = name === undefined ? undefined : late.get(name);
      if (name !== undefined && kind === "private") uses.push({ node, field: name });
      if (name !== undefined && kind === "field" && !settled && usedAsObject(node)) uses.push({ node, field: name });
    });
    settled ||= assigned !== undefined;
  }
  return uses;
}

// The right side of a statement `this.x = …` (a plain assignment to a member of `this`), which runs before the write.
function memberAssignment(statement: Node): Node | undefined {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return undefined;
  const e = unparenthesised(fields(statement).expression as Node);
  if (e.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken) return undefined;
  const left = unparenthesised(fields(e).left as Node);
  return left.kind === SyntaxKind.PropertyAccessExpression && unparenthesised(fields(left).expression as Node).kind === SyntaxKind.ThisKeyword ? (fields(e).right as Node) : undefined;
}

// Whether a statement may give `this` members: an assignment to one (any operator), a call of a method on `this` or
// `super`, or `this` handed on (`Object.assign(this, …)`, `[this.items] = …`).
function maySetMembers(statement: Node, late: ReadonlyMap<string, "field" | "private">): boolean {
  let found = false;
  const visit = (node: Node): void => {
    if (found || node.kind === SyntaxKind.FunctionExpression || node.kind === SyntaxKind.FunctionDeclaration || node.kind === SyntaxKind.ClassExpression || node.kind === SyntaxKind.ClassDeclaration) return;
    if (node.kind === SyntaxKind.SuperKeyword) found = true;
    if (node.kind === SyntaxKind.ThisKeyword) {
      const outer = outermostParentheses(node);
      const access = outer.parent;
      const isObject = access !== undefined && (access.kind === SyntaxKind.PropertyAccessExpression || access.kind === SyntaxKind.ElementAccessExpression) && fields(access).expression === outer;
      // `this.x` read is fine; `this` itself, `this.x = …`, `this.m()` may set members (but not a call of a late field
      // itself, `this.log(…)` of `log = (m) => …`, which throws before anything).
      const called = isObject && calledInPlace(access as Node) && !late.has(fields(access as Node).name?.text ?? "");
      if (!isObject || writeOf(access as Node) !== undefined || called) found = true;
    }
    node.forEachChild((c) => (visit(c), undefined));
  };
  visit(statement);
  return found;
}


// Whether the value of `this.x` is used in a way that throws on `undefined`: a member read (not `?.`), or a call.
function usedAsObject(access: Node): boolean {
  const outer = outermostParentheses(access);
  const parent = outer.parent;
  if (parent === undefined) return false;
  if ((parent.kind === SyntaxKind.PropertyAccessExpression || parent.kind === SyntaxKind.ElementAccessExpression) && fields(parent).expression === outer) return fields(parent).questionDotToken === undefined;
  return parent.kind === SyntaxKind.CallExpression && fields(parent).expression === outer && fields(parent).questionDotToken === undefined;
}
