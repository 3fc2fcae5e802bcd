/**
 * The earliest top-level statement during which a piece of code can first run. The top level runs its statements
 * once, in order, so code written in statement N runs during N, never before it starts. A function runs only once
 * something reaches it: a function declaration through a reference to its name (hoisting makes it exist, never
 * run), any other function (an arrow, a method, a class member) once the code that writes it has run. So a
 * function's earliest statement is the earliest of the places that reach it, followed from the top level through
 * the functions holding them; a function nothing reaches never runs. The answer is a lower bound: code may run
 * later, or not at all, never earlier.
 */
import { isCode, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, isFunctionWithBody } from "./syntax.js";

/** Earliest statements of one program, computed once over every function in one walk. */
export class FirstRuns {
  private readonly earliestOf = new Map<Node, number>();

  constructor(
    private readonly root: Node,
    private readonly scopes: Scopes,
    private readonly functionOf: (node: Node) => Node | undefined,
  ) {
    this.compute();
  }

  /** The position of the top-level statement that holds `node` (the statement itself at the top level). */
  statementOf(node: Node): number {
    let n = node;
    while (n.parent !== undefined && n.parent !== this.root) n = n.parent;
    return n.pos;
  }

  /** The position of the earliest top-level statement during which `node` can run (Infinity: it never can). */
  earliest(node: Node): number {
    const fn = this.functionOf(node);
    return fn === undefined ? this.statementOf(node) : (this.earliestOf.get(fn) ?? Infinity);
  }

  private compute(): void {
    // For each function (or the top level, as a statement's position): the functions code in it reaches.
    const reaches = new Map<Node, Node[]>();
    const seeds: (readonly [position: number, fn: Node])[] = [];
    const reach = (site: Node, fn: Node): void => {
      const host = this.functionOf(site);
      if (host === undefined) {
        seeds.push([this.statementOf(site), fn]);
        return;
      }
      const list = reaches.get(host) ?? [];
      list.push(fn);
      reaches.set(host, list);
    };
    const visit = (node: Node): void => {
      if (isFunctionWithBody(node)) for (const site of this.sitesOf(node)) reach(site, node);
      node.forEachChild((child) => {
        if (isCode(child)) visit(child);
        return undefined;
      });
    };
    visit(this.root);
    // From the earliest statement on, each function takes the first statement that reaches it.
    seeds.sort((a, b) => a[0] - b[0]);
    for (const [position, fn] of seeds) {
      const queue = [fn];
      while (queue.length > 0) {
        const f = queue.pop() as Node;
        if (this.earliestOf.has(f)) continue;
        this.earliestOf.set(f, position);
        queue.push(...(reaches.get(f) ?? []));
      }
    }
  }

  /** The places that make a function reachable: its name's references for a declaration, else where it is written. */
  private sitesOf(fn: Node): readonly Node[] {
    const name = fields(fn).name;
    if (fn.kind !== SyntaxKind.FunctionDeclaration || name === undefined) return [fn];
    const d = this.scopes.declarationOf(name);
    if (d === undefined) return [fn];
    return d.references.filter((r) => r !== d.identifier);
  }
}
