/**
 * The class an object certainly is an instance of, where the text shows it (`new Cache()`, in place or held in a
 * `const`, or a `let` never written again), and the classes whose members such an instance can reach (the class and its bases). A method call on it
 * reaches no method of an unrelated class of the same name (`new Cache().stop()` never runs `Server#stop`).
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { anywhereInProgram, containsNode, fields, insideFunction, unparenthesised } from "./syntax.js";

type Members = Node & { readonly members?: readonly Node[]; readonly heritageClauses?: readonly Node[] };

/** The class `receiver` certainly is an instance of, with every class it inherits from; undefined where not known. */
export function instanceChain(receiver: Node, scopes: Scopes): readonly Node[] | undefined {
  let r = unparenthesised(receiver);
  if (r.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(r);
    // A `let` (or `var`) never written again holds its initializer's value as a `const` does.
    if (d === undefined || (d.kind !== "const" && d.kind !== "let" && d.kind !== "var") || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
    const init = fields(d.holder).initializer;
    if (init === undefined) return undefined;
    r = unparenthesised(init);
  }
  if (r.kind !== SyntaxKind.NewExpression) return undefined;
  const chain = classChain(fields(r).expression as Node, scopes);
  // A constructor that returns a value (`return new Proxy(this, …)`) may make something else.
  return chain === undefined || chain.some(returnsValue) ? undefined : chain;
}

/** The class a name certainly holds, with every class it inherits from (its statics' lookup order too). */
export function classChain(name: Node, scopes: Scopes): readonly Node[] | undefined {
  const chain: Node[] = [];
  for (let cls = classNamed(name, scopes); ; ) {
    // Prototype surgery may change the chain.
    if (cls === undefined || chain.includes(cls) || chain.length > 16 || rewiresPrototypes(cls)) return undefined;
    chain.push(cls);
    const base = extendsExpression(cls);
    if (base === undefined) return chain;
    cls = classNamed(base, scopes);
  }
}

/** What a class's `extends` clause names (`Base` of `class A extends Base`); undefined for a class without one. */
export function extendsExpression(cls: Node): Node | undefined {
  const clause = ((cls as Members).heritageClauses ?? []).find((h) => (h as Node & { readonly token?: SyntaxKind }).token === SyntaxKind.ExtendsKeyword);
  const [base] = (clause as (Node & { readonly types?: readonly Node[] }) | undefined)?.types ?? [];
  return base === undefined ? undefined : unparenthesised(fields(base).expression as Node);
}

/**
 * Whether a class's instance fields are never set: it extends a base, and its constructor never calls `super()` (it
 * returns an object of its own, or throws), so the initializers, which run as `super()` returns, never do.
 */
export function fieldsNeverSet(cls: Node): boolean {
  if (extendsExpression(cls) === undefined) return false;
  const ctor = ((cls as Members).members ?? []).find((m) => m.kind === SyntaxKind.Constructor && fields(m).body !== undefined);
  return ctor !== undefined && !containsNode(ctor, (n) => n.kind === SyntaxKind.CallExpression && fields(n).expression?.kind === SyntaxKind.SuperKeyword);
}

/** The class a name certainly holds: a class declaration, or a `const` (`let`, `var`) of a class expression, never written again. */
export function classNamed(expression: Node, scopes: Scopes): Node | undefined {
  const e = unparenthesised(expression);
  const d = e.kind === SyntaxKind.Identifier ? scopes.declarationOf(e) : undefined;
  if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
  if (d.kind === "class" && d.holder.kind === SyntaxKind.ClassDeclaration) return d.holder;
  // A `let` or `var` never written again holds its class expression as a `const` does.
  if ((d.kind !== "const" && d.kind !== "let" && d.kind !== "var") || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
  const init = fields(d.holder).initializer;
  const value = init === undefined ? undefined : unparenthesised(init);
  return value?.kind === SyntaxKind.ClassExpression ? value : undefined;
}

function returnsValue(cls: Node): boolean {
  const ctor = ((cls as Members).members ?? []).find((m) => m.kind === SyntaxKind.Constructor);
  const body = ctor === undefined ? undefined : fields(ctor).body;
  return body !== undefined && containsNode(body, (n) => n.kind === SyntaxKind.ReturnStatement && fields(n).expression !== undefined && !insideFunction(n, ctor as Node));
}

const surgery = new WeakMap<Node, boolean>();

// The program changes some prototype chain (`Object.setPrototypeOf`, `__proto__`, `Reflect.setPrototypeOf`).
function rewiresPrototypes(node: Node): boolean {
  return anywhereInProgram(node, surgery, (n) => n.kind === SyntaxKind.Identifier && (fields(n).text === "setPrototypeOf" || fields(n).text === "__proto__"));
}
