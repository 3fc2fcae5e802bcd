/**
 * Generators run in steps. A generator's body runs up to its first yield point when its object is first advanced;
 * each later step runs only if the consumer advances it again. This file answers how many times every consumer of a
 * generator's objects certainly advances it (Infinity: to completion), and how many steps a place in its body needs.
 * Code after a yield point is live for a certain failure only when every consumer advances the generator that far:
 * one `next()`, destructuring the first values or a loop that may leave early (or close the object, `it.return()`)
 * stops short; a spread, `Array.from` or a loop with no way out runs it to the end. A use that may not run (behind a
 * test, in a `try` whose catch may take over, after a statement that may leave) ends the count, and a consumer the
 * model cannot follow advances it nothing it can count.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Entry } from "./entries.js";
import type { Declaration, Scopes } from "./scopes.js";
import { fields, isFunctionWithBody, isGenerator, isLoop, isShortCircuit, outermost, rootOf, unparenthesised } from "./syntax.js";

/**
 * The yield points of a generator's own body, read once: where each ends (sorted), where the first `yield*` ends (it
 * delegates an unknown number of steps), and the yields inside loops (a loop may yield many times), by their
 * innermost loop.
 */
interface YieldPoints {
  readonly ends: readonly number[];
  readonly firstDelegate: number;
  /** How many of the first i points (by end) lie in a loop. */
  readonly inLoops: readonly number[];
  /** The ends of the yields whose innermost loop is the key, sorted. */
  readonly byLoop: ReadonlyMap<Node, readonly number[]>;
}

// Built-ins that iterate what they are given to its end before they return.
const EXHAUSTING_CALLS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Array", new Set(["from"])],
  ["Object", new Set(["fromEntries"])],
  ["Promise", new Set(["all", "allSettled", "any", "race"])],
]);
const EXHAUSTING_CONSTRUCTORS: ReadonlySet<string> = new Set(["Set", "Map", "WeakSet", "WeakMap"]);

/** The steps of the program's generators: memoised per generator. */
export class Generators {
  private readonly points = new Map<Node, YieldPoints>();
  private readonly advanced = new Map<Node, number>();

  /** `entriesOf` gives the ways into a function (a generator's entries are the places its objects are made). */
  constructor(
    private readonly scopes: Scopes,
    private readonly entriesOf: (fn: Node) => readonly Entry[],
  ) {}

  /** Whether `node`, in the body of the generator `fn`, runs whenever the generator runs (as far as its consumers advance it). */
  reaches(node: Node, fn: Node): boolean {
    const steps = this.stepsBefore(node, fn);
    if (steps === 0) return true;
    // Run to its end, a generator reaches every step, however many its loops and delegations take.
    const advances = this.advances(fn);
    return advances === Infinity || advances > steps;
  }

  /**
   * How many yield points of `fn` certainly come before `node` runs: Infinity when one before it cannot be counted (a
   * `yield*`, or a yield in a loop that does not also hold `node`). O(depth · log n): one walk up and binary searches.
   */
  stepsBefore(node: Node, fn: Node): number {
    const points = this.yieldPoints(fn);
    // `gg.files.readText(yield q)`: a failure of what is called happens at the call, once its arguments (and the
    // yields in them) have run.
    const at = calledAt(node);
    // (A yield that holds the whole call, `yield missing()`, ends where the call does: it pauses after the call.)
    const before = countUpTo(points.ends, at === undefined ? node.pos : at.end - 1);
    if (before === 0) return 0;
    if (points.firstDelegate <= node.pos) return Infinity;
    const looped = points.inLoops[before] ?? 0;
    if (looped === 0) return before;
    // A loop around both a yield and `node` repeats them together: `node` still follows that yield once per turn.
    let inOwnLoops = 0;
    for (let n = node.parent; n !== undefined && n !== fn; n = n.parent) {
      const ends = points.byLoop.get(n);
      if (ends !== undefined) inOwnLoops += countUpTo(ends, node.pos);
    }
    return inOwnLoops === looped ? before : Infinity;
  }

  /** How many times every consumer of the generator `fn`'s objects certainly advances it (Infinity: to its end). */
  advances(fn: Node): number {
    const known = this.advanced.get(fn);
    if (known !== undefined) return known;
    // A generator that consumes itself (`yield* g()` in g) decides nothing by that path: count it as no step.
    this.advanced.set(fn, 0);
    let least = Infinity;
    let any = false;
    for (const e of this.entriesOf(fn)) {
      any = true;
      // A call the generator is itself the callee of makes its object there; a built-in's callback (`atOnce` set), a
      // reaction or an escape hands its objects to code the model does not follow.
      const site = e.made ?? e.site;
      const makes = e.kind === "call" && e.atOnce === undefined && (site.kind === SyntaxKind.CallExpression || site.kind === SyntaxKind.NewExpression || site.kind === SyntaxKind.TaggedTemplateExpression);
      least = Math.min(least, makes ? this.consumed(site, new Set()) : 0);
      if (least === 0) break;
    }
    const result = any ? least : 0;
    this.advanced.set(fn, result);
    return result;
  }

  /** The yield points of `fn`'s own body (not of functions inside it), read once. */
  private yieldPoints(fn: Node): YieldPoints {
    const known = this.points.get(fn);
    if (known !== undefined) return known;
    const found: { readonly end: number; readonly loop: Node | undefined }[] = [];
    let firstDelegate = Infinity;
    const loops: Node[] = [];
    const visit = (node: Node): void => {
      if (isFunctionWithBody(node)) return;
      const loop = isLoop(node);
      if (loop) loops.push(node);
      node.forEachChild((child) => {
        visit(child);
        return undefined;
      });
      if (loop) loops.pop();
      if (node.kind !== SyntaxKind.YieldExpression) return;
      if (fields(node).asteriskToken !== undefined) firstDelegate = Math.min(firstDelegate, node.end);
      found.push({ end: node.end, loop: loops[loops.length - 1] });
    };
    const body = fields(fn).body;
    if (body !== undefined) visit(body);
    // By end: a yield inside another's operand runs (and pauses) first.
    found.sort((a, b) => a.end - b.end);
    const inLoops = [0];
    const byLoop = new Map<Node, number[]>();
    for (const point of found) {
      inLoops.push((inLoops[inLoops.length - 1] ?? 0) + (point.loop === undefined ? 0 : 1));
      if (point.loop === undefined) continue;
      const list = byLoop.get(point.loop) ?? [];
      list.push(point.end);
      byLoop.set(point.loop, list);
    }
    const points: YieldPoints = { ends: found.map((p) => p.end), firstDelegate, inLoops, byLoop };
    this.points.set(fn, points);
    return points;
  }

  /** How many times the consumer of the object `value` makes certainly advances it. */
  private consumed(value: Node, seen: Set<Declaration>): number {
    const outer = outermost(value);
    const parent = outer.parent;
    if (parent === undefined) return 0;
    const p = fields(parent);
    switch (parent.kind) {
      case SyntaxKind.SpreadElement:
        return Infinity;
      case SyntaxKind.ForOfStatement:
        return p.expression === outer ? this.loopAdvances(parent) : 0;
      case SyntaxKind.YieldExpression: {
        if (p.asteriskToken === undefined) return 0;
        const owner = this.generatorOf(parent);
        const steps = owner === undefined ? 0 : this.advances(owner);
        return steps === Infinity ? Infinity : Math.min(steps, 1);
      }
      case SyntaxKind.CallExpression:
      case SyntaxKind.NewExpression:
        return (p.arguments ?? [])[0] === outer && this.exhaustingCallee(parent) ? Infinity : 0;
      case SyntaxKind.PropertyAccessExpression: {
        const call = outermost(parent).parent;
        return p.name?.text === "next" && call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermost(parent) ? 1 : 0;
      }
      case SyntaxKind.VariableDeclaration: {
        if (p.initializer !== outer || p.name === undefined) return 0;
        return p.name.kind === SyntaxKind.Identifier ? this.bindingAdvances(p.name, seen) : patternAdvances(p.name);
      }
      case SyntaxKind.BinaryExpression:
        return p.right === outer && p.operatorToken?.kind === SyntaxKind.EqualsToken && unparenthesised(p.left as Node).kind === SyntaxKind.ArrayLiteralExpression ? patternAdvances(unparenthesised(p.left as Node)) : 0;
      default:
        return 0;
    }
  }

  /**
   * The advances of a binding that holds a generator's object: its uses in source order, in the function that
   * declares it. Each `next()` adds one; a consumer that closes the object (`return()`, a loop that may leave, a
   * destructuring) or one the model cannot follow ends the count.
   */
  private bindingAdvances(name: Node, seen: Set<Declaration>): number {
    const d = this.scopes.declarationOf(name);
    if (d === undefined || seen.has(d) || d.writes > 0 || d.count > 1) return 0;
    seen.add(d);
    const home = functionAround(name);
    let total = 0;
    for (const r of d.references) {
      if (r === name) continue;
      // A use that may not run (behind a test, in a loop's body, a `catch`, a `try` whose catch may take over, after a
      // statement that may leave first) may or may not advance it: the count stops.
      if (this.scopes.isWrite(r) || functionAround(r) !== home || !onEveryPass(r, home) || exitsBetween(name, r, home)) break;
      const use = outermost(r).parent;
      if (use?.kind === SyntaxKind.PropertyAccessExpression) {
        const member = fields(use).name?.text;
        if (member === "next") {
          total += this.consumed(r, seen);
          continue;
        }
        if (member === "return" || member === "throw") break;
        // Reading another member (`typeof it.next`) neither advances nor closes it.
        continue;
      }
      total += this.consumed(r, seen);
      break;
    }
    return total;
  }

  /** A for-of's advances: to the end unless its body may leave the loop (or stop at a yield or await of its own). */
  private loopAdvances(loop: Node): number {
    const body = fields(loop).statement;
    if (body === undefined) return 1;
    const inner = innerPauses(body);
    if (inner.await || leavesLoop(body, loop)) return 1;
    if (!inner.yield) return Infinity;
    // The loop yields in an outer generator: it runs on only as far as that generator is advanced.
    const owner = this.generatorOf(loop);
    return owner !== undefined && this.advances(owner) === Infinity ? Infinity : 1;
  }

  /** Whether a call or `new` is a built-in that iterates its first argument to the end (`Array.from`, `new Set`). */
  private exhaustingCallee(call: Node): boolean {
    const callee = unparenthesised(fields(call).expression as Node);
    if (call.kind === SyntaxKind.NewExpression) return callee.kind === SyntaxKind.Identifier && EXHAUSTING_CONSTRUCTORS.has(fields(callee).text ?? "") && this.scopes.declarationOf(callee) === undefined;
    if (callee.kind !== SyntaxKind.PropertyAccessExpression) return false;
    const owner = unparenthesised(fields(callee).expression as Node);
    const methods = owner.kind === SyntaxKind.Identifier ? EXHAUSTING_CALLS.get(fields(owner).text ?? "") : undefined;
    return methods !== undefined && methods.has(fields(callee).name?.text ?? "") && this.scopes.declarationOf(owner) === undefined;
  }

  /** The generator whose own body holds `node`, if the nearest function around it is one. */
  private generatorOf(node: Node): Node | undefined {
    const fn = functionAround(node);
    return fn !== undefined && isGenerator(fn) ? fn : undefined;
  }
}

/** How many of the sorted `ends` are at most `pos` (binary search). */
function countUpTo(ends: readonly number[], pos: number): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((ends[mid] ?? Infinity) <= pos) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The function whose body holds `node` (undefined at the top level). */
function functionAround(node: Node): Node | undefined {
  for (let n = node.parent; n !== undefined; n = n.parent) if (isFunctionWithBody(n)) return n;
  return undefined;
}

/**
 * Whether `node` runs whenever the code of `home` around it runs to its end: no test, loop body (a `do` body runs
 * once), `case`, `catch` or short-circuit between them.
 */
function onEveryPass(node: Node, home: Node | undefined): boolean {
  for (let n = node, p = node.parent; p !== undefined && p !== home; n = p, p = p.parent) {
    const f = fields(p);
    switch (p.kind) {
      case SyntaxKind.IfStatement:
      case SyntaxKind.ConditionalExpression:
      case SyntaxKind.WhileStatement:
        if (n !== (p.kind === SyntaxKind.ConditionalExpression ? f.condition : f.expression)) return false;
        break;
      case SyntaxKind.ForStatement:
        if (n !== f.initializer) return false;
        break;
      case SyntaxKind.ForOfStatement:
      case SyntaxKind.ForInStatement:
        if (n === f.statement) return false;
        break;
      case SyntaxKind.CaseClause:
      case SyntaxKind.DefaultClause:
      case SyntaxKind.CatchClause:
        return false;
      case SyntaxKind.TryStatement:
        if (n === f.tryBlock && f.catchClause !== undefined) return false;
        break;
      case SyntaxKind.BinaryExpression:
        if (n === f.right && isShortCircuit(f.operatorToken?.kind ?? SyntaxKind.Unknown)) return false;
        break;
      case SyntaxKind.PropertyAccessExpression:
      case SyntaxKind.ElementAccessExpression:
      case SyntaxKind.CallExpression:
        if (f.questionDotToken !== undefined && n !== f.expression) return false;
        break;
    }
  }
  return true;
}

/**
 * Whether a statement that may leave (`return`, `throw`, `break`, `continue`) stands in `home`'s own code between a
 * binding's declaration and a use of it: the use then may not run.
 */
function exitsBetween(declared: Node, use: Node, home: Node | undefined): boolean {
  const scope = home === undefined ? rootOf(use) : fields(home).body;
  if (scope === undefined) return false;
  const visit = (node: Node): boolean => {
    if (node.end <= declared.end || node.pos >= use.pos || (isFunctionWithBody(node) && node !== home)) return false;
    if (EXITS.has(node.kind) && node.pos >= declared.end) return true;
    return node.forEachChild((child) => (visit(child) ? true : undefined)) === true;
  };
  return visit(scope);
}

const EXITS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ReturnStatement, SyntaxKind.ThrowStatement, SyntaxKind.BreakStatement, SyntaxKind.ContinueStatement]);

// The call whose callee holds `node` (`gg.files.readText` of `gg.files.readText(yield q)`), where it is one.
function calledAt(node: Node): Node | undefined {
  let n = node;
  for (let p = n.parent; p !== undefined; n = p, p = p.parent) {
    if ((p.kind === SyntaxKind.PropertyAccessExpression || p.kind === SyntaxKind.ElementAccessExpression) && (fields(p).expression === n || fields(p).name === n)) continue;
    if (p.kind === SyntaxKind.ParenthesizedExpression) continue;
    return p.kind === SyntaxKind.CallExpression && fields(p).expression === n ? p : undefined;
  }
  return undefined;
}

/** An array pattern's advances: one per element, to the end with a rest element. */
function patternAdvances(pattern: Node): number {
  const elements = (pattern as Node & { readonly elements?: readonly Node[] }).elements ?? [];
  const rest = elements.some((e) => e.kind === SyntaxKind.SpreadElement || (e as Node & { readonly dotDotDotToken?: Node }).dotDotDotToken !== undefined);
  return pattern.kind !== SyntaxKind.ArrayBindingPattern && pattern.kind !== SyntaxKind.ArrayLiteralExpression ? 0 : rest ? Infinity : elements.length;
}

/** Whether a loop's (or a function's) body holds a `yield` or an `await` of its own (not in a function inside it). */
export function innerPauses(body: Node): { yield: boolean; await: boolean } {
  const found = { yield: false, await: false };
  const visit = (node: Node): void => {
    if (isFunctionWithBody(node)) return;
    if (node.kind === SyntaxKind.YieldExpression) found.yield = true;
    if (node.kind === SyntaxKind.AwaitExpression || (node.kind === SyntaxKind.ForOfStatement && (node as Node & { readonly awaitModifier?: Node }).awaitModifier !== undefined)) found.await = true;
    node.forEachChild((child) => {
      visit(child);
      return undefined;
    });
  };
  visit(body);
  return found;
}

/**
 * Whether a loop's body has a way out of the loop written in it: a `return`, a `throw`, a `break` of this loop (one
 * not inside an inner loop or `switch`), a labelled `break` or `continue` to a label outside the body.
 */
function leavesLoop(body: Node, loop: Node): boolean {
  const own = loop.parent?.kind === SyntaxKind.LabeledStatement ? labelText(loop.parent) : undefined;
  const labels = new Set<string>();
  const visit = (node: Node, nested: boolean): boolean => {
    if (isFunctionWithBody(node)) return false;
    switch (node.kind) {
      case SyntaxKind.ReturnStatement:
      case SyntaxKind.ThrowStatement:
        return true;
      // `it.return()`, `it.throw(e)` in the body close the object the loop walks.
      case SyntaxKind.CallExpression: {
        const callee = unparenthesised(fields(node).expression as Node);
        if (callee.kind === SyntaxKind.PropertyAccessExpression && (fields(callee).name?.text === "return" || fields(callee).name?.text === "throw")) return true;
        break;
      }
      case SyntaxKind.BreakStatement:
      case SyntaxKind.ContinueStatement: {
        const label = (node as Node & { readonly label?: Node }).label;
        if (label === undefined) return node.kind === SyntaxKind.BreakStatement && !nested;
        const text = fields(label).text ?? "";
        return !labels.has(text) && !(node.kind === SyntaxKind.ContinueStatement && text === own);
      }
      case SyntaxKind.LabeledStatement:
        labels.add(labelText(node) ?? "");
        break;
      default:
        break;
    }
    const inner = nested || isLoop(node) || node.kind === SyntaxKind.SwitchStatement;
    let leaves = false;
    node.forEachChild((child) => {
      leaves ||= visit(child, inner);
      return leaves ? true : undefined;
    });
    return leaves;
  };
  return visit(body, false);
}

/** The label a labelled statement declares. */
function labelText(statement: Node): string | undefined {
  const label = (statement as Node & { readonly label?: Node }).label;
  return label === undefined ? undefined : fields(label).text;
}
