/**
 * Accessors used against themselves (GG1015):
 *
 * - a write to a member that is a getter with no setter (`this.name = name` in the constructor of a class with
 *   `get name()`), which strict code refuses with a TypeError (sloppy code would ignore it);
 * - a getter that reads its own member (`get size() { return this.size; }`), or a setter that writes it, as code that
 *   certainly runs when it starts: each run calls itself again until the stack overflows (a RangeError).
 *
 * Each needs the member's name to be defined once in the program (the accessor, with its pair in the same body): a
 * field, a method or another accessor of that name elsewhere, a subclass's setter, may be what the code meets
 * instead. A program that defines members by `Object.defineProperty`, or by keys it computes, is left alone.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { bindingOf } from "./execution/containers.js";
import { classChain, extendsExpression } from "./execution/instances.js";
import { fields, isStaticMember, unparenthesised, writeOf } from "./execution/syntax.js";
import { forEachLeadingNode } from "./leading-code.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

// Readers that define or reshape members where the text shows no declaration of them.
const DEFINERS: readonly string[] = ["defineProperty", "defineProperties", "__defineGetter__", "__defineSetter__", "setPrototypeOf", "__proto__"];

/** A finding (GG1015) for each write to a getter without a setter, and each accessor that runs itself. */
export function accessorFindings(source: Source): RawDiagnostic[] {
  if (!/\b[gs]et\s+[\w$]+\s*\(/.test(source.text)) return [];
  const declared = new Map<string, Node[]>();
  for (const node of source.nodes) {
    const name = declaredName(node);
    if (name === undefined) continue;
    let list = declared.get(name);
    if (list === undefined) declared.set(name, (list = []));
    list.push(node);
  }
  const accessors = [...declared.values()].flat().filter((n) => n.kind === SyntaxKind.GetAccessor || n.kind === SyntaxKind.SetAccessor);
  if (accessors.length === 0) return [];
  const model = executionOf(source);
  const facts = model.facts;
  if (facts.anyMember || DEFINERS.some((d) => facts.memberReadSites.has(d))) return [];
  const found: RawDiagnostic[] = [];
  const report = (node: Node, message: string): void => {
    const certain = model.fails(node);
    const start = source.start(node);
    found.push({ start, length: node.end - start, code: GG.accessorMisuse, message, certain, advisory: !certain });
  };
  for (const accessor of accessors) {
    const name = fields(fields(accessor).name as Node).text ?? "";
    const body = fields(accessor).body;
    const container = accessor.parent;
    // The member's one definition: this accessor, with its pair in the same body.
    const only = (declared.get(name) ?? []).every((d) => d.parent === container && (d.kind === SyntaxKind.GetAccessor || d.kind === SyntaxKind.SetAccessor) && isStaticMember(d) === isStaticMember(accessor));
    if (!only || body === undefined || container === undefined) continue;
    // A class whose chain reaches a built-in (`extends Error`: each instance has its own `message`) may give instances
    // an own member of that name; an accessor that deletes the member (a lazy getter) makes it a plain one.
    if ((container.kind === SyntaxKind.ClassDeclaration || container.kind === SyntaxKind.ClassExpression) && !ownChainOnly(container, model)) continue;
    if (deletesMember(body, name)) continue;
    const setter = (declared.get(name) ?? []).some((d) => d.kind === SyntaxKind.SetAccessor);
    if (accessor.kind === SyntaxKind.GetAccessor) {
      // `get size() { return this.size; }`
      forEachLeadingNode(body, (node) => {
        // A read, or a logical assignment, which reads first.
        if (isOwnMember(node, name) && (writeOf(node) === undefined || writeOf(node) === "logical")) report(node, messages.accessorRecursion(name, "getter"));
      });
      if (!setter && !isStaticMember(accessor) && (container.kind === SyntaxKind.ClassDeclaration || container.kind === SyntaxKind.ClassExpression)) {
        for (const write of classWrites(container, name, model)) report(write, messages.getterOnlyWrite(name));
      }
    } else {
      // `set pct(v) { this.pct = v; }`
      forEachLeadingNode(body, (node) => {
        if (isOwnMember(node, name) && writeOf(node) === "assigned") report(node, messages.accessorRecursion(name, "setter"));
      });
    }
  }
  return found;
}

// Whether a class extends nothing, or only classes of the program that extend nothing else in the end.
function ownChainOnly(cls: Node, model: ExecutionModel): boolean {
  const name = bindingOf(cls);
  if (extendsExpression(cls) === undefined) return true;
  const chain = name === undefined ? undefined : classChain(name, model.scopes);
  const root = chain?.[chain.length - 1];
  return root !== undefined && extendsExpression(root) === undefined;
}

// Whether code deletes `this.name` (outside functions of its own).
function deletesMember(body: Node, name: string): boolean {
  const visit = (node: Node): boolean => {
    if (node.kind === SyntaxKind.DeleteExpression && isOwnMember(unparenthesised(fields(node).expression as Node), name)) return true;
    if (node.kind === SyntaxKind.FunctionExpression || node.kind === SyntaxKind.FunctionDeclaration) return false;
    return node.forEachChild((c) => (visit(c) ? true : undefined)) === true;
  };
  return visit(body);
}

// The name a class member or an object literal's property declares, where it is written out.
function declaredName(node: Node): string | undefined {
  switch (node.kind) {
    case SyntaxKind.PropertyDeclaration:
    case SyntaxKind.MethodDeclaration:
    case SyntaxKind.GetAccessor:
    case SyntaxKind.SetAccessor:
    case SyntaxKind.PropertyAssignment:
    case SyntaxKind.ShorthandPropertyAssignment: {
      const name = fields(node).name;
      return name?.kind === SyntaxKind.Identifier || name?.kind === SyntaxKind.StringLiteral ? fields(name).text : undefined;
    }
    default:
      return undefined;
  }
}

// `this.name`, not `this?.name`.
function isOwnMember(node: Node, name: string): boolean {
  return node.kind === SyntaxKind.PropertyAccessExpression && fields(node).questionDotToken === undefined && fields(node).name?.text === name && unparenthesised(fields(node).expression as Node).kind === SyntaxKind.ThisKeyword;
}


// The writes `this.name = …` that certainly run whenever the class's constructor does (its leading code), where
// `this` is the instance being made. (A method may be called on another object; a logical assignment, `??=`, may
// write nothing.)
function classWrites(cls: Node, name: string, model: ExecutionModel): Node[] {
  const writes: Node[] = [];
  for (const member of (cls as Node & { readonly members?: readonly Node[] }).members ?? []) {
    const body = member.kind === SyntaxKind.Constructor ? fields(member).body : undefined;
    if (body === undefined) continue;
    forEachLeadingNode(body, (node) => {
      if (isOwnMember(node, name) && writeOf(node) === "assigned" && model.runs(node)) writes.push(node);
    });
  }
  return writes;
}
