/**
 * Which missing things the program shows it knows may be missing: names it tests for somewhere (`typeof x`,
 * `"x" in globalThis`, `x === undefined`, `globalThis.x` read in a test, `Reflect.has(globalThis, "x")`, a global read in
 * a `try` whose `catch` takes what it throws), and, where
 * it probes the global object by a computed key (`typeof globalThis[name]`, `name in globalThis`), every name it
 * spells as a string. Such a program carries its test to the use through data the model may not follow — a flag in a
 * `Map`, a table of `[name, run]` rows, a strategy or class picked by the test — so a branch the model cannot read
 * may be that test (`guards.ts`). Built in one walk; each question is a set look-up.
 */
import { isFunctionLike, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, forEachCode, outermost, unparenthesised } from "./syntax.js";

/** The names a program tests for. */
export class Awareness {
  /** Each name tested, with where. */
  private readonly tested = new Map<string, Node[]>();
  /** Each string spelt, with where. */
  private readonly strings = new Map<string, Node[]>();
  /** Where the program probes the global object by a computed key. */
  private readonly probes: Node[] = [];

  constructor(root: Node, private readonly scopes: Scopes) {
    forEachCode(root, (n) => this.look(n));
  }

  /**
   * Whether the program tests for `key` somewhere `counts` accepts (code that may run: a test nothing runs carries
   * nothing), by name or by a computed key it may hold.
   */
  testsFor(key: string, counts: (site: Node) => boolean = () => true): boolean {
    return (this.tested.get(key) ?? []).some(counts) || (this.probes.some(counts) && (this.strings.get(key) ?? []).some(counts));
  }

  private test(name: string, at: Node): void {
    add(this.tested, name, at);
  }

  private look(n: Node): void {
    const f = fields(n);
    switch (n.kind) {
      case SyntaxKind.StringLiteral:
      case SyntaxKind.NoSubstitutionTemplateLiteral:
        if (f.text !== undefined) add(this.strings, f.text, n);
        break;
      case SyntaxKind.TypeOfExpression:
        this.names(f.expression as Node, n);
        break;
      case SyntaxKind.Identifier:
        // `try { process.versions.node; isNode = true; } catch {}`: a global read where a `catch` takes its throw.
        if (this.scopes.declarationOf(n) === undefined && !isMemberName(n) && f.text !== undefined && probedInTry(n)) this.test(f.text, n);
        break;
      case SyntaxKind.BinaryExpression: {
        const op = f.operatorToken?.kind;
        const left = unparenthesised(f.left as Node);
        const right = unparenthesised(f.right as Node);
        if (op === SyntaxKind.InKeyword) {
          if (isLiteral(left)) this.test(fields(left).text ?? "", n);
          else if (this.isRoot(right)) this.probes.push(n);
        } else if (op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken) {
          if (isNothing(right)) this.names(left, n);
          else if (isNothing(left)) this.names(right, n);
        }
        break;
      }
      case SyntaxKind.PropertyAccessExpression:
      case SyntaxKind.ElementAccessExpression: {
        // `if (!Object.groupBy)`, `String.prototype.isWellFormed ? … : …`: a global's member read where it is tested.
        if (n.kind === SyntaxKind.PropertyAccessExpression && this.isGlobalOwner(f.expression as Node) && !this.calledOrWritten(n)) {
          this.test(f.name?.text ?? "", n);
          break;
        }
        if (!this.isRoot(f.expression as Node) || this.calledOrWritten(n)) break;
        const key = n.kind === SyntaxKind.PropertyAccessExpression ? f.name?.text : literalKey(n);
        if (key !== undefined) this.test(key, n);
        else this.probes.push(n);
        break;
      }
      case SyntaxKind.CallExpression: {
        // `Reflect.has(globalThis, k)`, `Object.hasOwn(files, "copyFile")`, `globalThis.hasOwnProperty(k)`.
        const callee = unparenthesised(f.expression as Node);
        if (callee.kind !== SyntaxKind.PropertyAccessExpression) break;
        const method = fields(callee).name?.text;
        const args = f.arguments ?? [];
        let key: Node | undefined;
        if ((method === "has" || method === "hasOwn" || method === "getOwnPropertyDescriptor") && args.length >= 2) key = args[1];
        else if (method === "hasOwnProperty") key = args[0];
        if (key === undefined) break;
        const k = unparenthesised(key);
        // A key written in place is tested whatever the object, as by `"copyFile" in files`; a computed one probes
        // only where the object is the global one.
        const root = method === "hasOwnProperty" ? this.isRoot(fields(callee).expression as Node) : this.isRoot(args[0] as Node);
        if (isLiteral(k)) this.test(fields(k).text ?? "", n);
        else if (root) this.probes.push(n);
        break;
      }
      default:
        break;
    }
  }

  // The names a test at `at` reads: `typeof x`, `typeof globalThis.x`, `obj.x === undefined`.
  private names(n: Node, at: Node): void {
    const e = unparenthesised(n);
    if (e.kind === SyntaxKind.Identifier) {
      if (this.scopes.declarationOf(e) === undefined) this.test(fields(e).text ?? "", at);
      return;
    }
    if (e.kind === SyntaxKind.PropertyAccessExpression) {
      const name = fields(e).name?.text;
      if (name !== undefined) this.test(name, at);
      // `typeof globalThis.process?.versions?.node`: a chain from the global object tests each link it reads.
      const owner = unparenthesised(fields(e).expression as Node);
      if (owner.kind === SyntaxKind.PropertyAccessExpression || owner.kind === SyntaxKind.ElementAccessExpression || (owner.kind === SyntaxKind.Identifier && !this.isRoot(owner))) this.names(owner, at);
      return;
    }
    if (e.kind === SyntaxKind.ElementAccessExpression) {
      const key = literalKey(e);
      if (key !== undefined) this.test(key, at);
      else if (this.isRoot(fields(e).expression as Node)) this.probes.push(at);
    }
  }

  // A global the program did not bind (`Object`), or its `prototype` (`String.prototype`); not the global object.
  private isGlobalOwner(n: Node): boolean {
    let e = unparenthesised(n);
    if (e.kind === SyntaxKind.PropertyAccessExpression && fields(e).name?.text === "prototype") e = unparenthesised(fields(e).expression as Node);
    return e.kind === SyntaxKind.Identifier && this.scopes.declarationOf(e) === undefined && !this.isRoot(e) && fields(e).text !== "gg";
  }

  // The global object by a name the program did not bind: `globalThis`, and the other hosts' spellings of it.
  private isRoot(n: Node): boolean {
    const e = unparenthesised(n);
    if (e.kind !== SyntaxKind.Identifier || this.scopes.declarationOf(e) !== undefined) return false;
    const text = fields(e).text;
    return text === "globalThis" || text === "self" || text === "window" || text === "global";
  }

  // A member read where its value is tested (`!globalThis.x`, `if (globalThis.x)`, `globalThis.x ?? f`), not used.
  private calledOrWritten(access: Node): boolean {
    const o = outermost(access);
    const parent = o.parent;
    if (parent === undefined) return true;
    const p = fields(parent);
    switch (parent.kind) {
      case SyntaxKind.PrefixUnaryExpression:
        return p.operator !== SyntaxKind.ExclamationToken;
      case SyntaxKind.IfStatement:
      case SyntaxKind.WhileStatement:
      case SyntaxKind.DoStatement:
        return p.expression !== o;
      case SyntaxKind.ConditionalExpression:
        return p.condition !== o;
      // `Object.prototype.toString.call(globalThis.process)`: handed to a call as a value, it is inspected, not used.
      case SyntaxKind.CallExpression:
        return p.expression === o;
      case SyntaxKind.BinaryExpression: {
        const op = p.operatorToken?.kind;
        return !(op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken);
      }
      default:
        return true;
    }
  }
}

function add(map: Map<string, Node[]>, key: string, at: Node): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [at]);
  else list.push(at);
}

function isLiteral(n: Node): boolean {
  return n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral;
}

function literalKey(access: Node): string | undefined {
  const key = (access as Node & { readonly argumentExpression?: Node }).argumentExpression;
  const k = key === undefined ? undefined : unparenthesised(key);
  return k !== undefined && isLiteral(k) ? fields(k).text : undefined;
}

// `undefined`, `null`, `void 0`: what a missing thing compares equal to.
function isNothing(n: Node): boolean {
  return n.kind === SyntaxKind.NullKeyword || n.kind === SyntaxKind.VoidExpression || (n.kind === SyntaxKind.Identifier && fields(n).text === "undefined");
}

// `x` in `o.x`, `{ x: 1 }`, `o = { x }`… a name that reads no binding of its own.
function isMemberName(n: Node): boolean {
  const parent = n.parent;
  if (parent === undefined) return false;
  if (parent.kind === SyntaxKind.PropertyAccessExpression) return fields(parent).name === n;
  return (parent.kind === SyntaxKind.PropertyAssignment || parent.kind === SyntaxKind.MethodDeclaration || parent.kind === SyntaxKind.PropertyDeclaration) && fields(parent).name === n;
}

// Whether `n` sits in the block of a `try` with a `catch`, in the same function.
function probedInTry(n: Node): boolean {
  let child: Node = n;
  for (let parent = n.parent; parent !== undefined; child = parent, parent = parent.parent) {
    if (parent.kind === SyntaxKind.TryStatement) {
      if (child === fields(parent).tryBlock && fields(parent).catchClause !== undefined) return true;
    } else if (isFunctionLike(parent) || parent.kind === SyntaxKind.SourceFile) return false;
  }
  return false;
}
