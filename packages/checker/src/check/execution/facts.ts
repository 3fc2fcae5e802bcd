/**
 * What a program sets, computed once: the globals it creates (`globalThis.x = …`, `??=`, `||=`, `Object.assign`,
 * `Object.defineProperty`, `Reflect.set`, a constant key, a destructuring target, any alias of the global object; a
 * computed key may set any name) and the members it adds to anything (a polyfill of `Object.groupBy` or `toHex`, a
 * field added to a gg record). A finding about a missing global or member the program sets itself is no certain
 * failure.
 */
import { SyntaxKind } from "../tree.js";
import type { Node } from "../tree.js";
import type { Scopes } from "./scopes.js";
import { fields, memberName, unparenthesised } from "./syntax.js";

/** The names a program sets. */
export interface ProgramFacts {
  /** Whether the program sets a global whose name it computes: any global may then exist. */
  readonly anyGlobal: boolean;
  readonly globals: ReadonlySet<string>;
  /** Whether the program sets a member whose name it computes on a built-in or the global object. */
  readonly anyMember: boolean;
  /** Member names the program assigns or defines on any object. */
  readonly members: ReadonlySet<string>;
}

const DEFINERS: ReadonlySet<string> = new Set(["defineProperty", "set", "defineProperties", "assign"]);

/** The facts of one program, in one walk. */
export function programFacts(root: Node, scopes: Scopes): ProgramFacts {
  const globals = new Set<string>();
  const members = new Set<string>();
  let anyGlobal = false;
  let anyMember = false;

  const isGlobalObject = (expression: Node, depth = 0): boolean => {
    const e = unparenthesised(expression);
    if (e.kind === SyntaxKind.Identifier) {
      const d = scopes.declarationOf(e);
      if (d === undefined) return fields(e).text === "globalThis";
      if (depth > 4 || d.writes > 0 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
      const init = fields(d.holder).initializer;
      return init !== undefined && isGlobalObject(init, depth + 1);
    }
    return e.kind === SyntaxKind.PropertyAccessExpression && fields(e).name?.text === "globalThis" && isGlobalObject(fields(e).expression as Node, depth + 1);
  };
  // One target written: `owner.name`, `owner[key]`.
  const written = (target: Node): void => {
    const t = unparenthesised(target);
    if (t.kind !== SyntaxKind.PropertyAccessExpression && t.kind !== SyntaxKind.ElementAccessExpression) {
      if (t.kind === SyntaxKind.ObjectLiteralExpression || t.kind === SyntaxKind.ArrayLiteralExpression) pattern(t);
      return;
    }
    const owner = fields(t).expression as Node;
    const name = memberName(t);
    if (isGlobalObject(owner)) {
      if (name === undefined) anyGlobal = true;
      else globals.add(name);
    }
    if (name === undefined) anyMember = true;
    else members.add(name);
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
    const callee = unparenthesised(fields(call).expression as Node);
    if (callee.kind !== SyntaxKind.PropertyAccessExpression) return;
    const method = fields(callee).name?.text ?? "";
    const owner = unparenthesised(fields(callee).expression as Node);
    const ownerName = owner.kind === SyntaxKind.Identifier ? fields(owner).text : undefined;
    if (!DEFINERS.has(method) || (ownerName !== "Object" && ownerName !== "Reflect")) return;
    const [target, key, ...rest] = fields(call).arguments ?? [];
    if (target === undefined) return;
    const onGlobal = isGlobalObject(target);
    const add = (name: string | undefined): void => {
      if (name === undefined) {
        if (onGlobal) anyGlobal = true;
        anyMember = true;
        return;
      }
      if (onGlobal) globals.add(name);
      members.add(name);
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

  const visit = (node: Node): void => {
    if (node.kind === SyntaxKind.BinaryExpression) {
      const op = fields(node).operatorToken?.kind;
      if (op !== undefined && op >= SyntaxKind.FirstAssignment && op <= SyntaxKind.LastAssignment) written(fields(node).left as Node);
    } else if (node.kind === SyntaxKind.CallExpression) defined(node);
    node.forEachChild((child) => {
      visit(child);
      return undefined;
    });
  };
  visit(root);
  return { anyGlobal, globals, anyMember, members };
}

function childrenOfPattern(node: Node): readonly Node[] {
  const f = node as Node & { readonly properties?: readonly Node[]; readonly elements?: readonly Node[] };
  return f.properties ?? f.elements ?? [];
}
