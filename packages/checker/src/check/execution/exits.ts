/**
 * Whether a statement certainly ends the statements after it in its list: a `return`, `throw`, `break` or
 * `continue`; a block holding one that does; an `if` whose condition the text decides, by the branch it takes (or
 * both branches exiting); a labelled statement whose body certainly exits and holds no `break` to its label (such
 * a `break` goes on after it). So after `if (a === b || a !== b) break skip;` the rest of block `skip` never runs,
 * while the code after the block does. Also:
 *
 * - a call of a function that never returns (`fail("missing");`, every run of its body ends in a `throw`);
 * - a loop whose test is always true (`while (true)`, `for (;;)`) that no `break` of its own that may run leaves (one to a label
 *   further out skips the code after it too);
 * - a loop whose body certainly runs once (a `do`, a `for…of` over a list the text shows is not empty) and certainly
 *   exits then, by no `break` or `continue` of its own;
 * - a `try` whose `finally` exits, or whose block and `catch` both exit (a block that exits with no `catch` exits too);
 * - a `switch` with a `default` whose last clause exits and that no `break` of its own leaves: every clause falls
 *   through to it or exits first.
 */
import { isFunctionLike, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { fields, isLoop, unparenthesised } from "./syntax.js";

/** Certain exits of one program's statements, memoised. */
export class Exits {
  private readonly known = new Map<Node, boolean>();

  /**
   * `truth`: what the text says of a condition's truth (undefined: the value decides); `neverReturns`: whether a call
   * certainly throws instead of returning (its callee's body always ends in a `throw`).
   */
  constructor(
    private readonly truth: (condition: Node) => boolean | undefined,
    private readonly neverReturns: (call: Node) => boolean = () => false,
    private readonly nonEmpty: (list: Node) => boolean = () => false,
    /** Whether the text shows that `child` of `parent` never runs (a loop over an empty list, a `catch` of a `try` that cannot throw). */
    private readonly skipped: (parent: Node, child: Node) => boolean = () => false,
  ) {}

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
        // A loop labelled here may be left by `break label` as well as by a plain `break`.
        if (isLoop(body)) return this.endlessLoop(body, label) || this.firstTurnExits(body, label);
        return this.certain(body) && !breaksTo(body, label);
      }
      case SyntaxKind.ExpressionStatement: {
        let e = unparenthesised(f.expression as Node);
        if (e.kind === SyntaxKind.AwaitExpression || e.kind === SyntaxKind.VoidExpression) e = unparenthesised(fields(e).expression as Node);
        return e.kind === SyntaxKind.CallExpression && this.neverReturns(e);
      }
      case SyntaxKind.WhileStatement:
      case SyntaxKind.DoStatement:
      case SyntaxKind.ForStatement:
      case SyntaxKind.ForOfStatement:
        return this.endlessLoop(statement, undefined) || this.firstTurnExits(statement, undefined);
      case SyntaxKind.TryStatement: {
        const finallyBlock = f.finallyBlock;
        if (finallyBlock !== undefined && this.certain(finallyBlock)) return true;
        const catchBlock = f.catchClause === undefined ? undefined : (fields(f.catchClause).block as Node | undefined);
        return this.certain(f.tryBlock as Node) && (catchBlock === undefined || this.certain(catchBlock));
      }
      case SyntaxKind.SwitchStatement: {
        const caseBlock = (statement as Node & { readonly caseBlock: Node & { readonly clauses: readonly Node[] } }).caseBlock;
        const clauses = caseBlock.clauses;
        const last = clauses[clauses.length - 1];
        if (last === undefined || !clauses.some((c) => c.kind === SyntaxKind.DefaultClause)) return false;
        return (fields(last).statements ?? []).some((s) => this.certain(s)) && !clauses.some((c) => this.resumesAfter(c, undefined, false));
      }
      default:
        return false;
    }
  }

  // A loop that never ends by its test (none, or always true) and that no `break` of its own, or to `label`, leaves.
  // A `break` or `continue` to a label further out leaves it too, but skips the statements after it all the same.
  private endlessLoop(loop: Node, label: string | undefined): boolean {
    const test = loop.kind === SyntaxKind.ForStatement ? fields(loop).condition : fields(loop).expression;
    if (loop.kind !== SyntaxKind.ForStatement && loop.kind !== SyntaxKind.WhileStatement && loop.kind !== SyntaxKind.DoStatement) return false;
    if (test !== undefined && this.truth(test) !== true) return false;
    return !this.resumesAfter(fields(loop).statement as Node, label, false);
  }

  // A loop whose body certainly runs once (a `do`, a `for…of` over a list the text shows is not empty) and certainly
  // exits on that first turn by a `return`, a `throw`, or a jump further out than the loop: no `break` or `continue`
  // of its own, which would let the loop end and the statements after it run.
  private firstTurnExits(loop: Node, label: string | undefined): boolean {
    const runsOnce = loop.kind === SyntaxKind.DoStatement || (loop.kind === SyntaxKind.ForOfStatement && fields(loop).awaitModifier === undefined && this.nonEmpty(fields(loop).expression as Node));
    if (!runsOnce) return false;
    const body = fields(loop).statement as Node;
    return this.certain(body) && !this.resumesAfter(body, label, true);
  }

  /**
   * Whether a `break` in `body` (a loop's body, or a clause's statement) resumes right after the loop or `switch` it
   * belongs to: a plain `break` not inside a loop or `switch` of its own, or a `break own` (`own`: the loop's label);
   * with `continuing`, a `continue` of the loop's own too (to its next turn, which may end it). A `break` or `continue`
   * to a label further out skips the code after it, as a `return` or `throw` does. Only jumps that may run count
   * (`liveChildren`): not one after a `return`, nor behind `if (false)`, nor one a `finally`'s own jump replaces.
   */
  private resumesAfter(body: Node, own: string | undefined, continuing: boolean): boolean {
    const walk = (node: Node, labels: readonly string[], loops: number, switches: number): boolean => {
      if (isFunctionLike(node)) return false;
      const label = (node as Node & { readonly label?: Node & { readonly text?: string } }).label?.text;
      switch (node.kind) {
        case SyntaxKind.BreakStatement:
          return label === undefined ? loops + switches === 0 : label === own && !labels.includes(label);
        case SyntaxKind.ContinueStatement:
          return continuing && (label === undefined ? loops === 0 : label === own && !labels.includes(label));
        case SyntaxKind.LabeledStatement:
          return walk(fields(node).statement as Node, label === undefined ? labels : [...labels, label], loops, switches);
        default: {
          const inner = isLoop(node) ? [loops + 1, switches] : node.kind === SyntaxKind.SwitchStatement ? [loops, switches + 1] : [loops, switches];
          return this.liveChildren(node).some((child) => walk(child, labels, inner[0] as number, inner[1] as number));
        }
      }
    };
    return walk(body, [], 0, 0);
  }

  /** Whether a `return` in `body` may run (outside functions written in it, and past no certain exit before it). */
  mayReturn(body: Node): boolean {
    const walk = (node: Node): boolean => !isFunctionLike(node) && (node.kind === SyntaxKind.ReturnStatement || this.liveChildren(node).some(walk));
    return walk(body);
  }

  /**
   * The children of `node` that may run when it does, in order: a statement list up to its first statement that
   * certainly exits (the ones after never run); of an `if` the text decides, the branch it takes; of a `try` whose
   * `finally` certainly exits, only the `finally` (its jump replaces whatever the block or `catch` does); and no child
   * the model shows never runs (`skipped`).
   */
  private liveChildren(node: Node): readonly Node[] {
    const f = fields(node);
    if (STATEMENT_LISTS.has(node.kind)) {
      const list = f.statements ?? [];
      const first = list.findIndex((st) => this.certain(st));
      const head: Node[] = [];
      // A clause's test runs before its statements.
      if (node.kind === SyntaxKind.CaseClause && f.expression !== undefined) head.push(f.expression as Node);
      return [...head, ...(first < 0 ? list : list.slice(0, first + 1))];
    }
    if (node.kind === SyntaxKind.IfStatement) {
      const truth = this.truth(f.expression as Node);
      const taken = truth === true ? [f.thenStatement] : truth === false ? [f.elseStatement] : [f.thenStatement, f.elseStatement];
      return [f.expression as Node, ...taken.filter((b): b is Node => b !== undefined)];
    }
    if (node.kind === SyntaxKind.TryStatement && f.finallyBlock !== undefined && this.certain(f.finallyBlock)) return [f.finallyBlock];
    const children: Node[] = [];
    node.forEachChild((child) => {
      if (!this.skipped(node, child)) children.push(child);
      return undefined;
    });
    return children;
  }
}

/** Whether `node` holds a `break label` (outside any function written in it). */
function breaksTo(node: Node, label: string | undefined): boolean {
  if (node.kind === SyntaxKind.BreakStatement) return (node as Node & { readonly label?: Node & { readonly text?: string } }).label?.text === label;
  if (isFunctionLike(node)) return false;
  return node.forEachChild((child) => (breaksTo(child, label) ? true : undefined)) === true;
}

// Statement lists: what runs in order, and stops at a statement that exits.
const STATEMENT_LISTS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.Block, SyntaxKind.CaseClause, SyntaxKind.DefaultClause, SyntaxKind.SourceFile, SyntaxKind.ModuleBlock]);


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
        const inner = isLoop(node) ? [loops + 1, switches] : node.kind === SyntaxKind.SwitchStatement ? [loops, switches + 1] : [loops, switches];
        return node.forEachChild((child) => (walk(child, labels, inner[0] as number, inner[1] as number) ? true : undefined)) === true;
      }
    }
  };
  return walk(statement, [], 0, 0);
}
