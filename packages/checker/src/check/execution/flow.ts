/**
 * What a read sees of the writes made just before it, on every run. A value written more than once is unknown to the
 * rest of the model (`values.ts` reads what a binding or member holds wherever it is read); here the order of the
 * text decides it where that order is certain:
 *
 * - a write stands as a statement in a statement list that holds the read (directly, or through blocks, branches and
 *   loops), before it: every way to the read runs it first. A call statement there of a function whose body's own
 *   list holds the write, with no `return` before it, counts as the write (`init();` of `function init() { env.ready
 *   = true; }`);
 * - no other write of the value can run between the two: none stands in the text between them (nor after the read in
 *   a loop that holds the read and turns again), and none stands in a function that may be called in between. Only a
 *   function every way into which the text shows (a declaration or a `const` called by its name alone, a function
 *   called where it is written) can be proved not to be; any other (a method, a callback handed on) may run at any
 *   call. An `await` or `yield` in between lets any code run.
 *
 * The read and the write share one function (or the top level): a read inside a function defined later runs whenever
 * that function is called, which this does not follow.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { containsNode, fields, forEachCode, insideFunction, isAsync, isFunctionWithBody, isGenerator, outermost, statementsOf, unparenthesised } from "./syntax.js";

/** A span of the text, from `start` to `end`, in which code that runs between a write and a read stands. */
interface Span {
  readonly start: number;
  readonly end: number;
}

/** One statement list that holds a read, and its statement that does. */
interface Holder {
  readonly list: Node;
  readonly statement: Node;
}

/** A candidate write as it runs before the read: the statement of the read's lists that makes it, and where it ends. */
interface Placed {
  readonly write: Node;
  readonly statement: Node;
  /** The text after the write that runs before the read: the rest of the function it stands in, and what follows the statement. */
  readonly spans: readonly Span[];
}

/** How deep the question "may this function run in between" follows the callers of callers. */
const MAX_CALLERS = 6;

/** The order of writes and reads in one program. */
export class Flow {
  private calls: number[] | undefined;
  private pauses: number[] | undefined;

  constructor(
    private readonly root: Node,
    private readonly scopes: Scopes,
  ) {}

  /**
   * Of `candidates` (writes that stand as statements: an assignment, a call, a variable's declaration), the one the
   * read certainly sees: the last to run before it on every way there, where nothing among `others` (every other
   * write of the value, wherever it stands) can run between them. Undefined where none is so placed.
   */
  lastWrite(read: Node, candidates: readonly Node[], others: readonly Node[]): Node | undefined {
    const holders = this.holders(read);
    if (holders === undefined) return undefined;
    let best: Placed | undefined;
    for (const c of candidates) {
      const placed = this.place(c, read, holders);
      if (placed === undefined) continue;
      if (best === undefined || placed.statement.pos > best.statement.pos || (placed.statement === best.statement && placed.write.pos > best.write.pos)) best = placed;
    }
    if (best === undefined) return undefined;
    const chosen = best;
    const spans = [...chosen.spans, ...this.loopAfter(read, chosen.statement.parent)];
    const inSpan = (n: Node): boolean => spans.some((s) => n.pos >= s.start && n.end <= s.end);
    // The chosen write's own target is no other write (a declaration's initializer may hold methods that write).
    const own = chosen.write.kind === SyntaxKind.BinaryExpression ? fields(chosen.write).left : chosen.write.kind === SyntaxKind.CallExpression ? fields(chosen.write).expression : undefined;
    const rest = own === undefined ? others : others.filter((z) => !(z.pos >= own.pos && z.end <= own.end));
    if (rest.length === 0) return chosen.write;
    // A write in the span runs there, unless it stands in a function written in the span (`function load() { x = … }`
    // between the declaration and the read), which runs only where something calls it (asked below).
    const writtenInSpan = (z: Node): boolean => {
      const fn = this.container(z);
      return fn !== undefined && inSpan(fn);
    };
    if (rest.some((z) => inSpan(z) && !writtenInSpan(z))) return undefined;
    // Code that waits (`await`, `yield`) lets any other code run, whatever calls it.
    if (spans.some((s) => this.any(this.pauseSites(), s))) return undefined;
    if (!spans.some((s) => this.any(this.callSites(), s))) return chosen.write;
    return rest.every((z) => !this.mayRun(this.container(z), inSpan, 0, new Set())) ? chosen.write : undefined;
  }

  // The statement lists that hold the read in its own function, innermost first; undefined where it stands in no
  // statement (a parameter's default, a class field's initializer).
  private holders(read: Node): Holder[] | undefined {
    const out: Holder[] = [];
    let child = read;
    for (let p = read.parent; p !== undefined; child = p, p = p.parent) {
      if (statementsOf(p) !== undefined) out.push({ list: p, statement: child });
      if (isFunctionWithBody(p) || p.kind === SyntaxKind.PropertyDeclaration || p.kind === SyntaxKind.ClassDeclaration || p.kind === SyntaxKind.ClassExpression) break;
    }
    return out.length === 0 ? undefined : out;
  }

  // Where a candidate runs before the read: its statement stands in one of the read's lists before the read's, or a
  // call statement there runs the function whose body holds it.
  private place(write: Node, read: Node, holders: readonly Holder[]): Placed | undefined {
    const statement = statementOf(write);
    if (statement === undefined) return undefined;
    const direct = holders.find((h) => h.list === statement.parent);
    if (direct !== undefined) return statement.end <= direct.statement.pos ? { write, statement, spans: [{ start: write.end, end: read.pos }] } : undefined;
    // `function init() { env.ready = true; }` … `init();`: a write in the body's own list, with no return before it.
    const body = statement.parent;
    const fn = body?.parent;
    if (body?.kind !== SyntaxKind.Block || fn === undefined || !isFunctionWithBody(fn) || fields(fn).body !== body || isAsync(fn) || isGenerator(fn)) return undefined;
    const before = (fields(body).statements ?? []).filter((s) => s.end <= statement.pos);
    if (before.some((s) => containsNode(s, (n) => n.kind === SyntaxKind.ReturnStatement && !insideFunction(n, s)))) return undefined;
    let best: Node | undefined;
    for (const call of this.callStatements(fn)) {
      const holder = holders.find((h) => h.list === call.parent);
      if (holder !== undefined && call.end <= holder.statement.pos && (best === undefined || call.pos > best.pos)) best = call;
    }
    return best === undefined ? undefined : { write, statement: best, spans: [{ start: write.end, end: body.end }, { start: best.end, end: read.pos }] };
  }

  // The statements that are a call of `fn` and nothing else (`init();`, `(() => { … })();`): the ways into it that stand
  // as statements.
  private callStatements(fn: Node): Node[] {
    const sites = this.waysIn(fn) ?? [];
    return sites.map((call) => outermost(call).parent).filter((s): s is Node => s?.kind === SyntaxKind.ExpressionStatement);
  }

  // After a read in a loop inside the list that makes the write, the rest of that loop runs before the read runs again
  // (a loop around that list runs the write again first).
  private loopAfter(read: Node, list: Node | undefined): Span[] {
    let loop: Node | undefined;
    for (let p = read.parent; p !== undefined && p !== list; p = p.parent) if (isLoop(p)) loop = p;
    return loop === undefined ? [] : [{ start: read.end, end: loop.end }];
  }

  /**
   * Whether the function `fn` may run while code in the spans runs: some way into it stands there, or in a function
   * that may itself run there. A function whose ways in the text does not show may.
   */
  private mayRun(fn: Node | undefined, inSpan: (n: Node) => boolean, depth: number, seen: Set<Node>): boolean {
    if (fn === undefined || seen.has(fn)) return false;
    if (depth > MAX_CALLERS) return true;
    seen.add(fn);
    const sites = this.waysIn(fn);
    return sites === undefined || sites.some((site) => inSpan(site) || this.mayRun(this.container(site), inSpan, depth + 1, seen));
  }

  /**
   * Every call of a function, where the text shows them all: a function declared once, or a `const` holding one, that
   * is only ever called by its name; a function written where it is called. Undefined otherwise.
   */
  waysIn(fn: Node): Node[] | undefined {
    const outer = outermost(fn);
    const parent = outer.parent;
    if ((fn.kind === SyntaxKind.ArrowFunction || fn.kind === SyntaxKind.FunctionExpression) && parent?.kind === SyntaxKind.CallExpression && fields(parent).expression === outer) return [parent];
    let name: Node | undefined;
    if (fn.kind === SyntaxKind.FunctionDeclaration) name = fields(fn).name;
    else if ((fn.kind === SyntaxKind.ArrowFunction || fn.kind === SyntaxKind.FunctionExpression) && parent?.kind === SyntaxKind.VariableDeclaration && fields(parent).initializer === outer) name = fields(parent).name;
    const d = name?.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(name) : undefined;
    if (d === undefined || d.count !== 1 || d.writes > 0 || (d.kind !== "function" && d.kind !== "const")) return undefined;
    const calls: Node[] = [];
    for (const r of d.references) {
      if (r === d.identifier) continue;
      const call = outermost(r).parent;
      if ((call?.kind !== SyntaxKind.CallExpression && call?.kind !== SyntaxKind.NewExpression) || fields(call).expression !== outermost(r)) return undefined;
      calls.push(call);
    }
    return calls;
  }

  // The function (or class field, static block) whose run runs `node`; undefined at the top level.
  private container(node: Node): Node | undefined {
    for (let p = node.parent; p !== undefined; p = p.parent) if (isFunctionWithBody(p) || p.kind === SyntaxKind.PropertyDeclaration) return p;
    return undefined;
  }

  // Where code may run other code: calls, `new`, tagged templates, iteration, spreads (sorted by position).
  private callSites(): number[] {
    this.calls ??= this.collect((n) => CALLING.has(n.kind));
    return this.calls;
  }

  // Where code waits, and any other code may run meanwhile.
  private pauseSites(): number[] {
    this.pauses ??= this.collect((n) => n.kind === SyntaxKind.AwaitExpression || n.kind === SyntaxKind.YieldExpression || (n.kind === SyntaxKind.ForOfStatement && fields(n).awaitModifier !== undefined));
    return this.pauses;
  }

  private collect(test: (n: Node) => boolean): number[] {
    const out: number[] = [];
    forEachCode(this.root, (n) => {
      if (test(n)) out.push(n.pos);
    });
    return out.sort((a, b) => a - b);
  }

  // Whether a sorted list of positions has one in the span.
  private any(sorted: readonly number[], span: Span): boolean {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as number) < span.start) lo = mid + 1;
      else hi = mid;
    }
    return lo < sorted.length && (sorted[lo] as number) < span.end;
  }
}

const CALLING: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.CallExpression, SyntaxKind.NewExpression, SyntaxKind.TaggedTemplateExpression, SyntaxKind.ForOfStatement, SyntaxKind.SpreadElement, SyntaxKind.Decorator]);

// The statement a write stands as: an expression statement of the assignment or call, or a variable's statement.
function statementOf(write: Node): Node | undefined {
  // A loop that changes something as it runs (`while (queue.length) queue.pop();`) is its own statement.
  if (write.kind === SyntaxKind.WhileStatement) return write;
  if (write.kind === SyntaxKind.VariableDeclaration) {
    const statement = write.parent?.parent;
    return statement?.kind === SyntaxKind.VariableStatement ? statement : undefined;
  }
  const parent = outermost(write).parent;
  // `const taken = queue.splice(0);`: a declaration's whole initializer runs as its statement does.
  if (parent?.kind === SyntaxKind.VariableDeclaration && fields(parent).initializer === outermost(write) && parent.parent?.parent?.kind === SyntaxKind.VariableStatement) return parent.parent.parent;
  return parent?.kind === SyntaxKind.ExpressionStatement && unparenthesised(fields(parent).expression as Node) === write ? parent : undefined;
}

function isLoop(node: Node): boolean {
  return node.kind === SyntaxKind.WhileStatement || node.kind === SyntaxKind.DoStatement || node.kind === SyntaxKind.ForStatement || node.kind === SyntaxKind.ForInStatement || node.kind === SyntaxKind.ForOfStatement;
}
