/**
 * A subclass's field used before the subclass sets it (GG1014). `new Sub()` runs the base class's constructor first,
 * at `super(…)`, and only then defines Sub's own fields (public and private) and installs its private methods. A base
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
import { fields, isStaticMember, unparenthesised } from "./execution/syntax.js";
import { forEachLeadingNode, leadingStatements } from "./leading-code.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

type Members = Node & { readonly members?: readonly Node[] };

/** A finding (GG1014) for each use of a subclass's field by a method its base's constructor calls. */
export function initOrderFindings(source: Source): RawDiagnostic[] {
  if (!source.text.includes("extends")) return [];
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
    const called = new Set([...leadingThisCalls(ctor)].filter((m) => !model.facts.memberWrites.has(m)));
    if (called.size === 0 || model.facts.anyMember) continue;
    const own = ownLateMembers(sub, chain.slice(1));
    if (own.size === 0) continue;
    const made = newSitesOf(name, model.scopes.declarationOf(name)?.references ?? []);
    if (made.length === 0) continue;
    const certain = made.some((site) => model.fails(site));
    for (const member of (sub as Members).members ?? []) {
      if (member.kind !== SyntaxKind.MethodDeclaration || isStaticMember(member) || fields(member).body === undefined) continue;
      const method = fields(member).name;
      if (method?.kind !== SyntaxKind.Identifier || !called.has(fields(method).text ?? "")) continue;
      for (const use of leadingFieldUses(member, own)) {
        const start = source.start(use.node);
        found.push({ start, length: use.node.end - start, code: GG.fieldBeforeInit, message: messages.fieldBeforeInit(use.field, fields(method).text ?? "", fields(name).text ?? ""), certain, advisory: !certain });
      }
    }
  }
  return found;
}

function hasExtends(cls: Node): boolean {
  return ((cls as Node & { readonly heritageClauses?: readonly Node[] }).heritageClauses ?? []).some((h) => (h as Node & { readonly token?: SyntaxKind }).token === SyntaxKind.ExtendsKeyword);
}

function constructorOf(cls: Node): Node | undefined {
  return ((cls as Members).members ?? []).find((m) => m.kind === SyntaxKind.Constructor && fields(m).body !== undefined);
}

// The names `this.name(…)` calls as whole statements at the start of a constructor.
function leadingThisCalls(ctor: Node): Set<string> {
  const names = new Set<string>();
  const body = fields(ctor).body;
  if (body === undefined) return names;
  for (const statement of leadingStatements(body)) {
    if (statement.kind !== SyntaxKind.ExpressionStatement) continue;
    let e = unparenthesised(fields(statement).expression as Node);
    if (e.kind === SyntaxKind.AwaitExpression) break;
    if (e.kind !== SyntaxKind.CallExpression || fields(e).questionDotToken !== undefined) continue;
    e = unparenthesised(fields(e).expression as Node);
    if (e.kind !== SyntaxKind.PropertyAccessExpression || fields(e).questionDotToken !== undefined || unparenthesised(fields(e).expression as Node).kind !== SyntaxKind.ThisKeyword) continue;
    const name = fields(e).name;
    if (name?.kind === SyntaxKind.Identifier && name.text !== undefined) names.add(name.text);
  }
  return names;
}

// The members a class defines on each instance after its base's constructor has run: its instance fields and private
// methods, less a public name a base class (or this class's accessors) defines too.
function ownLateMembers(cls: Node, bases: readonly Node[]): Map<string, "field" | "private"> {
  const out = new Map<string, "field" | "private">();
  const members = (cls as Members).members ?? [];
  const definedBy = (c: Node, name: string): boolean => ((c as Members).members ?? []).some((m) => m.kind !== SyntaxKind.Constructor && fields(m).name?.text === name);
  for (const m of members) {
    // TypeScript's `declare` and `abstract` fields make nothing when the program runs.
    if (isStaticMember(m) || (fields(m).modifiers ?? []).some((x) => x.kind === SyntaxKind.DeclareKeyword || x.kind === SyntaxKind.AbstractKeyword)) continue;
    const name = fields(m).name;
    const text = name?.text;
    if (text === undefined) continue;
    if (name?.kind === SyntaxKind.PrivateIdentifier && (m.kind === SyntaxKind.PropertyDeclaration || m.kind === SyntaxKind.MethodDeclaration)) out.set(text, "private");
    else if (name?.kind === SyntaxKind.Identifier && m.kind === SyntaxKind.PropertyDeclaration && !bases.some((b) => definedBy(b, text)) && !members.some((o) => (o.kind === SyntaxKind.GetAccessor || o.kind === SyntaxKind.SetAccessor) && fields(o).name?.text === text)) out.set(text, "field");
  }
  return out;
}

// The `new C(…)` expressions of a class's binding.
function newSitesOf(name: Node, references: readonly Node[]): Node[] {
  const sites: Node[] = [];
  for (const r of references) {
    if (r === name) continue;
    let outer = r;
    while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
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
  // A public field the method assigns itself (`this.found = [];`) holds that value until the subclass defines it.
  const assigned = new Set<string>();
  const findAssigned = (node: Node): void => {
    if (node.kind === SyntaxKind.BinaryExpression && fields(node).operatorToken?.kind === SyntaxKind.EqualsToken) {
      const left = unparenthesised(fields(node).left as Node);
      if (left.kind === SyntaxKind.PropertyAccessExpression && unparenthesised(fields(left).expression as Node).kind === SyntaxKind.ThisKeyword && fields(left).name?.text !== undefined) assigned.add(fields(left).name?.text as string);
    }
    node.forEachChild((c) => (findAssigned(c), undefined));
  };
  findAssigned(body);
  forEachLeadingNode(body, (node) => {
    if (node.kind !== SyntaxKind.PropertyAccessExpression || fields(node).questionDotToken !== undefined || unparenthesised(fields(node).expression as Node).kind !== SyntaxKind.ThisKeyword) return;
    const name = fields(node).name?.text;
    const kind = name === undefined ? undefined : late.get(name);
    if (name !== undefined && kind === "private") uses.push({ node, field: name });
    if (name !== undefined && kind === "field" && !assigned.has(name) && usedAsObject(node)) uses.push({ node, field: name });
  });
  return uses;
}

// Whether the value of `this.x` is used in a way that throws on `undefined`: a member read (not `?.`), or a call.
function usedAsObject(access: Node): boolean {
  let outer = access;
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
  const parent = outer.parent;
  if (parent === undefined) return false;
  if ((parent.kind === SyntaxKind.PropertyAccessExpression || parent.kind === SyntaxKind.ElementAccessExpression) && fields(parent).expression === outer) return fields(parent).questionDotToken === undefined;
  return parent.kind === SyntaxKind.CallExpression && fields(parent).expression === outer && fields(parent).questionDotToken === undefined;
}
