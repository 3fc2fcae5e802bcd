/**
 * Whether a statement certainly ends the statements after it in its list: a `return`, `throw`, `break` or
 * `continue`; a block holding one that does; an `if` whose condition the text decides, by the branch it takes (or
 * both branches exiting); a labelled statement whose body certainly exits and holds no `break` to its label (such
 * a `break` goes on after it). So after `if (a === b || a !== b) break skip;` the rest of block `skip` never runs,
 * while the code after the block does.
 */
import { isFunctionLike, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { fields } from "./syntax.js";

/** Certain exits of one program's statements, memoised. */
export class Exits {
  private readonly known = new Map<Node, boolean>();

  /** `truth`: what the text says of a condition's truth (undefined: the value decides). */
  constructor(private readonly truth: (condition: Node) => boolean | undefined) {}

  /** Whether `statement` always ends the statements after it. */
  certain(statement: Node): boolean {
    let answer = this.known.get(statement);
    if (answer === undefined) {
      answer = this.decide(statement);
      this.known.set(statement, answer);
    }
    return answer;
  }

  private decide(statement: Node): boolean {
    const f = fields(statement);
    switch (statement.kind) {
      case SyntaxKind.ReturnStatement:
      case SyntaxKind.ThrowStatement:
      case SyntaxKind.BreakStatement:
      case SyntaxKind.ContinueStatement:
        return true;
      case SyntaxKind.Block:
        return (f.statements ?? []).some((s) => this.certain(s));
      case SyntaxKind.IfStatement: {
        const then = f.thenStatement as Node;
        const otherwise = f.elseStatement;
        const truth = this.truth(f.expression as Node);
        if (truth === true) return this.certain(then);
        if (truth === false) return otherwise !== undefined && this.certain(otherwise);
        return otherwise !== undefined && this.certain(then) && this.certain(otherwise);
      }
      case SyntaxKind.LabeledStatement: {
        const label = (statement as Node & { readonly label?: Node & { readonly text?: string } }).label?.text;
        const body = f.statement as Node;
        return this.certain(body) && !breaksTo(body, label);
      }
      default:
        return false;
    }
  }
}

/** Whether `node` holds a `break label` (outside any function written in it). */
function breaksTo(node: Node, label: string | undefined): boolean {
  if (node.kind === SyntaxKind.BreakStatement) return (node as Node & { readonly label?: Node & { readonly text?: string } }).label?.text === label;
  if (isFunctionLike(node)) return false;
  return node.forEachChild((child) => (breaksTo(child, label) ? true : undefined)) === true;
}

const LOOPS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ForStatement, SyntaxKind.ForInStatement, SyntaxKind.ForOfStatement, SyntaxKind.WhileStatement, SyntaxKind.DoStatement]);

/**
 * Whether a statement may jump past the statements after it: a `break` or `continue` in it whose target is outside
 * it (`if (c) break skip;` inside block `skip`), behind a condition or not. A `break` out of a loop or `switch` of its
 * own, or to a label of its own, stays inside it.
 */
export function mayJumpOut(statement: Node): boolean {
  const walk = (node: Node, labels: readonly string[], loops: number, switches: number): boolean => {
    if (isFunctionLike(node)) return false;
    const label = (node as Node & { readonly label?: Node & { readonly text?: string } }).label?.text;
    switch (node.kind) {
      case SyntaxKind.BreakStatement:
        return label === undefined ? loops + switches === 0 : !labels.includes(label);
      case SyntaxKind.ContinueStatement:
        return label === undefined ? loops === 0 : !labels.includes(label);
      case SyntaxKind.LabeledStatement:
        return walk(fields(node).statement as Node, label === undefined ? labels : [...labels, label], loops, switches);
      default: {
        const inner = LOOPS.has(node.kind) ? [loops + 1, switches] : node.kind === SyntaxKind.SwitchStatement ? [loops, switches + 1] : [loops, switches];
        return node.forEachChild((child) => (walk(child, labels, inner[0] as number, inner[1] as number) ? true : undefined)) === true;
      }
    }
  };
  return walk(statement, [], 0, 0);
}
