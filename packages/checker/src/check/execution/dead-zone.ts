/**
 * Does a read run before its declaration, on every run? A `let`, `const` or `class` read before its declaration
 * completes throws a ReferenceError (its dead zone). Certain only when every step from the read up to the
 * declaration's own statement list always runs, in order: the top level followed statement by statement, and calls
 * that certainly happen synchronously first — a direct call, `new`, `.call`/`.apply`, a tagged template, a function
 * written in place and called — of a function bound by scope and never written again, a Promise executor, a callback `forEach` (or
 * `map`, …) runs on an array literal with elements (in place or a `const` no use changes; a `sort` comparator, on two), and a class field's initializer at a `new` of its class. Behind a condition, a short
 * circuit (`||=`, `&&=`, `??=`, `a?.b(arg)`), a loop, a callback, a generator's body or an async function's body
 * after its first `await`, or after a statement that may jump past it (`if (c) break skip;`), nothing is certain.
 */
import { NodeFlags } from "../../syntax/ast.js";
import { childrenOf, isFunctionLike, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { ExecutionModel } from "./model.js";
import type { Declaration } from "./scopes.js";
import { mayJumpOut } from "./exits.js";
import { fixedNullish, fixedTruth } from "./fixed-truth.js";
import { mayReturn } from "./throws.js";
import { fieldsNeverSet } from "./instances.js";
import { alwaysExits, fields, isAsync, isGenerator, isShortCircuit, outermost, statementsOf, unparenthesised as unparenthesisedNode } from "./syntax.js";

/** Where a read certainly runs in its declaration's statement list: a position, and the outermost call that leads there. */
export interface Point {
  readonly pos: number;
  /** The call in the declaration's own statement list through which the read runs (undefined for a direct read). */
  readonly via: Node | undefined;
  /** Whether every way there passes a `try` with a `catch`, which catches what the read throws. */
  readonly caught?: boolean;
}

// Of two ways a read runs before its declaration, the one nothing catches, else the earlier.
function better(p: Point, best: Point | undefined): boolean {
  if (best === undefined) return true;
  if ((p.caught === true) !== (best.caught === true)) return best.caught === true;
  return p.pos < best.pos;
}

function through(p: Point | undefined, caught: boolean): Point | undefined {
  return p === undefined || !caught || p.caught === true ? p : { ...p, caught: true };
}

/**
 * Whether a read uses its value as an object, which throws on `undefined`: reads a member of it (not by `?.`), calls
 * or constructs it, iterates it (`for…of`, an array's or a call's spread) or takes it apart.
 */
function usedAsObject(read: Node): boolean {
  const outer = outermost(read);
  const parent = outer.parent;
  if (parent === undefined) return false;
  const p = fields(parent);
  switch (parent.kind) {
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
    case SyntaxKind.CallExpression:
      return p.expression === outer && (parent.flags & NodeFlags.OptionalChain) === 0;
    case SyntaxKind.NewExpression:
    case SyntaxKind.TaggedTemplateExpression:
      return p.expression === outer || fields(parent).tag === outer;
    case SyntaxKind.ForOfStatement:
      return p.expression === outer;
    case SyntaxKind.SpreadElement:
      return true;
    case SyntaxKind.VariableDeclaration:
      return p.initializer === outer && (p.name?.kind === SyntaxKind.ObjectBindingPattern || p.name?.kind === SyntaxKind.ArrayBindingPattern);
    default:
      return false;
  }
}

// Whether a read tests whether the binding holds a value: `typeof x`, `x === undefined`, `x || …`, `x ?? …`,
// `x && …`, `x?.y`, `!x`, or a condition of its own (`if (x)`, `x ? … : …`, a loop's test).
function testedForValue(read: Node): boolean {
  const outer = outermost(read);
  const parent = outer.parent;
  if (parent === undefined) return false;
  const p = fields(parent);
  switch (parent.kind) {
    case SyntaxKind.TypeOfExpression:
      return true;
    case SyntaxKind.PrefixUnaryExpression:
      return p.operator === SyntaxKind.ExclamationToken;
    case SyntaxKind.BinaryExpression: {
      const op = p.operatorToken?.kind;
      return op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken || (p.left === outer && op !== undefined && isShortCircuit(op));
    }
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
    case SyntaxKind.CallExpression:
      return p.expression === outer && (parent.flags & NodeFlags.OptionalChain) !== 0;
    case SyntaxKind.IfStatement:
    case SyntaxKind.WhileStatement:
    case SyntaxKind.DoStatement:
      return p.expression === outer;
    case SyntaxKind.ConditionalExpression:
      return p.condition === outer;
    default:
      return false;
  }
}

/** One read that runs before its declaration through a call: where the call is, and the name. */
export interface EarlyCall {
  readonly call: Node;
  readonly name: string;
}

// Expressions and statements that run all their parts whenever they run.
const ALWAYS_RUN: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.Block,
  SyntaxKind.LabeledStatement,
  SyntaxKind.ExpressionStatement,
  SyntaxKind.VariableStatement,
  SyntaxKind.VariableDeclarationList,
  SyntaxKind.VariableDeclaration,
  SyntaxKind.CallExpression,
  SyntaxKind.PropertyAccessExpression,
  SyntaxKind.ElementAccessExpression,
  SyntaxKind.ParenthesizedExpression,
  SyntaxKind.TemplateExpression,
  SyntaxKind.TemplateSpan,
  SyntaxKind.TaggedTemplateExpression,
  SyntaxKind.ArrayLiteralExpression,
  SyntaxKind.ObjectLiteralExpression,
  SyntaxKind.PropertyAssignment,
  SyntaxKind.ShorthandPropertyAssignment,
  SyntaxKind.SpreadElement,
  SyntaxKind.SpreadAssignment,
  SyntaxKind.NewExpression,
  SyntaxKind.AwaitExpression,
  SyntaxKind.ReturnStatement,
  SyntaxKind.ThrowStatement,
  SyntaxKind.TypeOfExpression,
  SyntaxKind.VoidExpression,
  SyntaxKind.PrefixUnaryExpression,
  SyntaxKind.PostfixUnaryExpression,
  SyntaxKind.AsExpression,
  SyntaxKind.SatisfiesExpression,
  SyntaxKind.NonNullExpression,
  SyntaxKind.ExportAssignment,
  SyntaxKind.BinaryExpression,
  SyntaxKind.IfStatement,
  SyntaxKind.ConditionalExpression,
  SyntaxKind.TryStatement,
]);

// Statements of a function's body that go on to the next: anything else may branch or end it.
const PLAIN: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ExpressionStatement, SyntaxKind.VariableStatement, SyntaxKind.FunctionDeclaration, SyntaxKind.ClassDeclaration, SyntaxKind.EmptyStatement]);

/** The dead-zone question of one program, memoised per function and statement list. */
export class DeadZone {
  private readonly points = new Map<Node, Map<Node, Point | null>>();
  private readonly awaits = new Map<Node, number>();
  private readonly jumps = new Map<Node, boolean>();
  private readonly firstEnds = new Map<Node, Map<string, number>>();

  /**
   * `fixedTests`: a test decides which way the code goes only where the text alone fixes it (`fixed-truth.ts`), not
   * wherever the value model knows it; for findings that a slip of the value model must never make false.
   */
  constructor(
    private readonly model: ExecutionModel,
    private readonly fixedTests = false,
  ) {}

  // What a test is, as this question reads tests.
  private truth(test: Node): boolean | undefined {
    return this.fixedTests ? fixedTruth(test, this.model.scopes) : this.model.values.of(test).truthy;
  }

  /** Where `read` certainly runs before `declaration` completes; undefined when it is not certain. */
  before(read: Node, declaration: Declaration): Point | undefined {
    if (declaration.kind !== "let" && declaration.kind !== "const" && declaration.kind !== "class") return undefined;
    // Inside its own members a class's name is the class's inner binding, set before any static field or block runs
    // (`static ROOT = new Id()` with a constructor reading `Id`); its `extends` clause and computed names come before.
    if (declaration.kind === "class" && insideOwnMembers(read, declaration.holder)) return undefined;
    const container = containerOf(declaration.scope);
    if (container === undefined) return undefined;
    const p = this.pointIn(read, container);
    return p !== undefined && p.pos < declaration.holder.end ? p : undefined;
  }

  /** Where `node` certainly runs in the program's top-level statement list, directly or through certain calls. */
  atTopLevel(node: Node): Point | undefined {
    return this.pointIn(node, this.model.root);
  }

  /** Every call that makes a function read a binding in its dead zone, one per call. */
  earlyCalls(): EarlyCall[] {
    const found = new Map<Node, EarlyCall>();
    for (const d of this.model.scopes.declarations) {
      if (d.kind !== "let" && d.kind !== "const" && d.kind !== "class") continue;
      const container = containerOf(d.scope);
      if (container === undefined) continue;
      const home = isFunctionLike(d.scope) ? d.scope : this.model.functionOf(d.identifier);
      for (const r of d.references) {
        // A read in the same function runs there, directly (the compiler's finding), unless a class field holds it.
        if (this.model.functionOf(r) === home && !inField(r)) continue;
        const p = this.before(r, d);
        // A read whose throw something catches on every way in (a `try` around it, a rejection handled) fails nothing.
        if (p?.via !== undefined && p.caught !== true && !found.has(p.via) && !this.model.caught(r) && !this.rejectionHandled(r, p.via)) found.set(p.via, { call: p.via, name: d.name });
      }
    }
    return [...found.values()];
  }

  /**
   * Every use of a `var` as an object (a member read, a call, iteration, taking it apart) that certainly runs before
   * the statement that gives it its only value: the `var` is hoisted but holds `undefined` there, and the use throws a
   * TypeError. One per call that leads there.
   */
  unsetVarUses(): EarlyCall[] {
    const found = new Map<Node, EarlyCall>();
    for (const d of this.model.scopes.declarations) {
      if (d.kind !== "var" || d.writes > 0 || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || fields(d.holder).initializer === undefined) continue;
      // The `var` statement itself stands in the function's (or the program's) own list, not in a block or a loop head.
      const statement = d.holder.parent?.parent;
      const container = containerOf(d.scope);
      if (container === undefined || statement?.kind !== SyntaxKind.VariableStatement || statement.parent !== container) continue;
      // A program that tests whether the `var` is set yet (`typeof CONFIG !== "undefined"`, `CONFIG ?? {}`,
      // `if (CONFIG)`) knows it may not be: the values the model reads for such tests assume it is.
      if (d.references.some((r) => r !== d.identifier && testedForValue(r))) continue;
      for (const r of d.references) {
        if (r === d.identifier || !usedAsObject(r)) continue;
        // A use in the declaration's own function is the nullish reads' (`values.ts` knows the `var` undefined there).
        if (this.model.functionOf(r) === this.model.functionOf(d.identifier)) continue;
        const p = this.pointIn(r, container);
        if (p?.via === undefined || p.pos >= d.holder.end || p.caught === true) continue;
        if (!found.has(p.via) && !this.model.caught(r) && !this.rejectionHandled(r, p.via)) found.set(p.via, { call: p.via, name: d.name });
      }
    }
    return [...found.values()];
  }

  /**
   * Whether the read throws in an async function that the early call enters itself, and the promise that call
   * returns is handled (`early().catch(…)`): the throw rejects that promise. Its other calls, after the declaration,
   * read the binding initialised.
   */
  private rejectionHandled(read: Node, call: Node): boolean {
    const fn = this.model.functionOf(read);
    if (fn === undefined || !isAsync(fn) || isGenerator(fn) || call.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesisedNode(fields(call).expression as Node);
    const d = callee.kind === SyntaxKind.Identifier ? this.model.scopes.declarationOf(callee) : undefined;
    return d !== undefined && d.kind === "function" && d.holder === fn && d.writes === 0 && this.model.promiseHandled(call);
  }

  private pointIn(node: Node, container: Node): Point | undefined {
    // Past an async function's first `await`: its body runs on only later, before the declaration only where the
    // top level awaits the call (`await main();` above `const CONFIG = …`).
    let late = false;
    // Passed a `try` block with a `catch` on the way up: the way is caught.
    let caught = false;
    let child: Node = node;
    for (let parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
      if (parent === container) {
        if (this.endsBefore(parent, child, "ends")) return undefined;
        return through({ pos: start(node), via: undefined }, caught);
      }
      // What the class statement evaluates as it runs: its `extends` clause, a computed member name, a static block.
      if (parent.kind === SyntaxKind.HeritageClause || parent.kind === SyntaxKind.ExpressionWithTypeArguments || parent.kind === SyntaxKind.ComputedPropertyName) continue;
      if ((parent.kind === SyntaxKind.ClassDeclaration || parent.kind === SyntaxKind.ClassExpression) && child.kind === SyntaxKind.HeritageClause) continue;
      if (parent.kind === SyntaxKind.ClassStaticBlockDeclaration && parent.parent !== undefined) return through(this.pointIn(parent.parent, container), caught);
      if (isFunctionLike(parent) && child === fields(parent).name && child.kind === SyntaxKind.ComputedPropertyName && parent.parent !== undefined && (parent.parent.kind === SyntaxKind.ClassDeclaration || parent.parent.kind === SyntaxKind.ClassExpression)) return through(this.pointIn(parent.parent, container), caught);
      if (parent.kind === SyntaxKind.PropertyDeclaration && child === fields(parent).name && child.kind === SyntaxKind.ComputedPropertyName && parent.parent !== undefined) return through(this.pointIn(parent.parent, container), caught);
      if (isFunctionLike(parent)) {
        const f = fields(parent);
        if (child !== f.body) return undefined;
        if (f.body?.kind !== SyntaxKind.Block && isAsync(parent) && this.firstAwaitEnd(parent) <= start(node)) late = true;
        // A constructor runs at each `new` of its class (its subclasses' too, whose constructors call it).
        if (parent.kind === SyntaxKind.Constructor && !late && parent.parent !== undefined) return through(this.newPoint(parent.parent, container), caught);
        return through(late ? this.awaitedPoint(parent, container) : this.functionPoint(parent, container), caught);
      }
      if (parent.kind === SyntaxKind.PropertyDeclaration && child === fields(parent).initializer) return through(this.fieldPoint(parent, container), caught);
      const p = fields(parent);
      if (parent.kind === SyntaxKind.Block && parent.parent !== undefined && isFunctionLike(parent.parent) && fields(parent.parent).body === parent) {
        if (this.endsBefore(parent, child, "body")) return undefined;
        if (isAsync(parent.parent) && this.firstAwaitEnd(parent.parent) <= start(node)) late = true;
        continue;
      }
      // A `do` body runs once before its test; a `for…of` over an array literal with elements (in place, or a `const`
      // of one every use only reads) runs its body on the first.
      if (parent.kind === SyntaxKind.DoStatement && child === p.statement) continue;
      if (parent.kind === SyntaxKind.ForOfStatement && (child === p.expression || (child === p.statement && p.awaitModifier === undefined && (startsFull(p.expression as Node) || (this.model.literalElements(p.expression as Node)?.length ?? 0) > 0)))) continue;
      // A loop's first test, a `for`'s start and what a `switch` or `for…in` is given run whenever the statement does.
      if ((parent.kind === SyntaxKind.WhileStatement || parent.kind === SyntaxKind.SwitchStatement || parent.kind === SyntaxKind.ForInStatement) && child === p.expression) continue;
      if (parent.kind === SyntaxKind.ForStatement && (child === p.initializer || child === p.condition)) continue;
      if (!ALWAYS_RUN.has(parent.kind)) return undefined;
      if ((parent.flags & NodeFlags.OptionalChain) !== 0 && child !== p.expression) return undefined;
      switch (parent.kind) {
        case SyntaxKind.BinaryExpression: {
          const op = p.operatorToken?.kind;
          // The right of `??`, `||`, `&&` (and their assignments) runs where the left's value certainly calls for it
          // (`globalThis.structuredClone ?? jsonClone` in the guest, which lacks `structuredClone`).
          if (child === p.right && op !== undefined && isShortCircuit(op) && !this.rightRuns(op, p.left as Node)) return undefined;
          break;
        }
        case SyntaxKind.IfStatement: {
          // A branch runs whenever the statement does where the condition is constant and takes it (`if (true)`).
          if (child === p.expression) break;
          const truth = this.truth(p.expression as Node);
          if (!((child === p.thenStatement && truth === true) || (child === p.elseStatement && truth === false))) return undefined;
          break;
        }
        case SyntaxKind.ConditionalExpression: {
          if (child === p.condition) break;
          // A branch runs whenever the expression does where the condition is constant and takes it.
          const truth = this.truth(p.condition as Node);
          if (!((child === p.whenTrue && truth === true) || (child === p.whenFalse && truth === false))) return undefined;
          break;
        }
        case SyntaxKind.TryStatement:
          if (child !== p.tryBlock && child !== p.finallyBlock) return undefined;
          if (child === p.tryBlock && p.catchClause !== undefined) caught = true;
          break;
        case SyntaxKind.Block: {
          // A block runs its statements in order, unless one before exits, or may jump past it (`if (c) break skip;`).
          if (this.endsBefore(parent, child, "block")) return undefined;
          break;
        }
        default:
          break;
      }
    }
    return undefined;
  }

  /** Whether the right of a short-circuit `op` certainly runs, the left's value being known to call for it. */
  private rightRuns(op: SyntaxKind, left: Node): boolean {
    const known = this.fixedTests ? { truthy: fixedTruth(left, this.model.scopes), nullish: fixedNullish(left, this.model.scopes) } : this.model.values.of(left);
    if (op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.QuestionQuestionEqualsToken) return known.nullish === true;
    if (op === SyntaxKind.BarBarToken || op === SyntaxKind.BarBarEqualsToken) return known.truthy === false;
    if (op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.AmpersandAmpersandEqualsToken) return known.truthy === true;
    return false;
  }

  /**
   * Whether a statement of `parent`'s list before `child` may keep `child` from running. The first such statement is
   * found once per list and way of reading it, so a list of many reads costs one walk:
   * - `ends`: it always exits, or may jump past what follows;
   * - `block`: that, or it may return;
   * - `body` (a function's body): a statement that may branch and end it so, or an `await` of a promise that never settles.
   */
  private endsBefore(parent: Node, child: Node, way: "ends" | "block" | "body"): boolean {
    let byWay = this.firstEnds.get(parent);
    if (byWay === undefined) {
      byWay = new Map();
      this.firstEnds.set(parent, byWay);
    }
    let first = byWay.get(way);
    if (first === undefined) {
      const fn = parent.parent;
      const ends = (s: Node): boolean => {
        if (way === "ends") return this.mayEnd(s);
        if (way === "block") return this.mayEnd(s) || mayReturn(s);
        return (!PLAIN.has(s.kind) && (this.mayEnd(s) || mayReturn(s))) || this.model.settling.stops(s, fn);
      };
      first = (statementsOf(parent) ?? []).find(ends)?.pos ?? Infinity;
      byWay.set(way, first);
    }
    return first < child.pos;
  }

  /** Whether a statement before a read may keep it from running: it always exits, or may jump past what follows. */
  private mayEnd(statement: Node): boolean {
    let known = this.jumps.get(statement);
    if (known === undefined) {
      known = alwaysExits(statement) || mayJumpOut(statement);
      this.jumps.set(statement, known);
    }
    return known;
  }

  /**
   * Where a class field's initializer certainly runs: a static one as its class is defined; an instance one at the
   * earliest `new` of a class declared once, bound by scope and never written again.
   */
  private fieldPoint(field: Node, container: Node): Point | undefined {
    const cls = field.parent;
    if (cls === undefined) return undefined;
    if ((fields(field).modifiers ?? []).some((m) => m.kind === SyntaxKind.StaticKeyword)) return this.pointIn(cls, container);
    // A derived class whose constructor never calls `super()` sets no field.
    return fieldsNeverSet(cls) ? undefined : this.newPoint(cls, container);
  }

  /** The earliest `new` of a class declared once, bound by scope and never written again: where its instance code runs. */
  private newPoint(cls: Node, container: Node): Point | undefined {
    if (cls.kind !== SyntaxKind.ClassDeclaration || fields(cls).name === undefined) return undefined;
    const d = this.model.scopes.declarationOf(fields(cls).name as Node);
    if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
    let best: Point | undefined;
    for (const r of d.references) {
      const site = r.parent;
      if (site?.kind !== SyntaxKind.NewExpression || fields(site).expression !== r) continue;
      const p = this.pointIn(site, container);
      if (p !== undefined && better(p, best)) best = { ...p, via: p.via ?? site };
    }
    return best;
  }

  /** The earliest point in `container` at which a certain call enters `fn`. */
  private functionPoint(fn: Node, container: Node): Point | undefined {
    if (isGenerator(fn)) return undefined;
    let byContainer = this.points.get(fn);
    if (byContainer === undefined) {
      byContainer = new Map();
      this.points.set(fn, byContainer);
    }
    const known = byContainer.get(container);
    if (known !== undefined) return known ?? undefined;
    byContainer.set(container, null);
    let best: Point | undefined;
    for (const e of this.model.entriesOf(fn)) {
      // A Promise executor runs at once too; what it throws rejects its promise, which `caught` follows.
      if (e.kind === "escape" || (!e.direct && e.atOnce !== true)) continue;
      const p = this.pointIn(e.site, container);
      if (p !== undefined && better(p, best)) best = { ...p, via: p.via ?? e.site };
    }
    byContainer.set(container, best ?? null);
    return best;
  }

  /**
   * Where the top level certainly awaits a call of the async function `fn`, which then runs to its end before the
   * top level goes on (`await main();`): the earliest such `await` among its certain calls.
   */
  private awaitedPoint(fn: Node, container: Node): Point | undefined {
    if (container !== this.model.root) return undefined;
    let best: Point | undefined;
    for (const e of this.model.entriesOf(fn)) {
      if (e.kind !== "call" || !e.direct || this.model.functionOf(e.site) !== undefined) continue;
      const awaited = outermost(e.site).parent;
      if (awaited?.kind !== SyntaxKind.AwaitExpression) continue;
      const p = this.pointIn(awaited, container);
      if (p !== undefined && better(p, best)) best = { ...p, via: p.via ?? e.site };
    }
    return best;
  }

  /** Where a function's first `await` ends (its body runs on from there later); Infinity when it has none. */
  private firstAwaitEnd(fn: Node): number {
    const known = this.awaits.get(fn);
    if (known !== undefined) return known;
    let first = Infinity;
    const visit = (n: Node): void => {
      if (n !== fn && isFunctionLike(n)) return;
      if (n.kind === SyntaxKind.AwaitExpression || (n.kind === SyntaxKind.ForOfStatement && (n as Node & { readonly awaitModifier?: Node }).awaitModifier !== undefined)) first = Math.min(first, n.end);
      for (const c of childrenOf(n)) visit(c);
    };
    visit(fn);
    this.awaits.set(fn, first);
    return first;
  }
}

/** Whether an expression is an array literal whose first element is no spread or hole: a loop over it runs once at least. */
function startsFull(expression: Node): boolean {
  const e = unparenthesisedNode(expression);
  if (e.kind !== SyntaxKind.ArrayLiteralExpression) return false;
  const first = ((e as Node & { readonly elements?: readonly Node[] }).elements ?? [])[0];
  return first !== undefined && first.kind !== SyntaxKind.SpreadElement && first.kind !== SyntaxKind.OmittedExpression;
}

/** Whether a class field's initializer holds `node` (in its own function). */
function inField(node: Node): boolean {
  for (let n = node.parent; n !== undefined && !isFunctionLike(n); n = n.parent) if (n.kind === SyntaxKind.PropertyDeclaration) return true;
  return false;
}

/** The statement list a scope's declarations stand in: the file, a block, a function's body. */
function containerOf(scope: Node): Node | undefined {
  if (scope.kind === SyntaxKind.SourceFile || scope.kind === SyntaxKind.Block) return scope;
  if (isFunctionLike(scope)) {
    const body = fields(scope).body;
    return body?.kind === SyntaxKind.Block ? body : undefined;
  }
  return undefined;
}

function start(node: Node): number {
  // Positions compare only with each other and with ends: the start of a node's first token would do as well.
  return node.pos;
}

/** Whether `node` stands in a member's body or initialiser of `cls` (not in its `extends` clause or a computed name). */
function insideOwnMembers(node: Node, cls: Node): boolean {
  for (let child: Node = node, parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
    if (parent === cls) return (cls as Node & { readonly members?: readonly Node[] }).members?.includes(child) === true && !isComputedName(node, child);
  }
  return false;
}

// Whether `node` is inside the computed name of `member`.
function isComputedName(node: Node, member: Node): boolean {
  const name = fields(member).name;
  return name?.kind === SyntaxKind.ComputedPropertyName && node.pos >= name.pos && node.end <= name.end;
}
