/**
 * Which missing things the program shows it knows may be missing: names it tests for somewhere (`typeof x`,
 * `"x" in globalThis`, `x === undefined`, `globalThis.x` read in a test, `Reflect.has(globalThis, "x")`), and, where
 * it probes the global object by a computed key (`typeof globalThis[name]`, `name in globalThis`), every name it
 * spells as a string. Such a program carries its test to the use through data the model may not follow — a flag in a
 * `Map`, a table of `[name, run]` rows, a strategy or class picked by the test — so a branch the model cannot read
 * may be that test (`guards.ts`). Built in one walk; each question is a set look-up.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, forEachCode, outermost, unparenthesised } from "./syntax.js";

/** The names a program tests for. */
export class Awareness {
  private readonly tested = new Set<string>();
  private readonly strings = new Set<string>();
  private probesByKey = false;

  constructor(root: Node, private readonly scopes: Scopes) {
    forEachCode(root, (n) => this.look(n));
  }

  /** Whether the program tests for `key` somewhere, by name or by a computed key it may hold. */
  testsFor(key: string): boolean {
    return this.tested.has(key) || (this.probesByKey && this.strings.has(key));
  }

  private look(n: Node): void {
    const f = fields(n);
    switch (n.kind) {
      case SyntaxKind.StringLiteral:
      case SyntaxKind.NoSubstitutionTemplateLiteral:
        if (f.text !== undefined) this.strings.add(f.text);
        break;
      case SyntaxKind.TypeOfExpression:
        this.names(f.expression as Node);
        break;
      case SyntaxKind.BinaryExpression: {
        const op = f.operatorToken?.kind;
        const left = unparenthesised(f.left as Node);
        const right = unparenthesised(f.right as Node);
        if (op === SyntaxKind.InKeyword) {
          if (isLiteral(left)) this.tested.add(fields(left).text ?? "");
          else if (this.isRoot(right)) this.probesByKey = true;
        } else if (op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken) {
          if (isNothing(right)) this.names(left);
          else if (isNothing(left)) this.names(right);
        }
        break;
      }
      case SyntaxKind.PropertyAccessExpression:
      case SyntaxKind.ElementAccessExpression: {
        if (!this.isRoot(f.expression as Node) || this.calledOrWritten(n)) break;
        const key = n.kind === SyntaxKind.PropertyAccessExpression ? f.name?.text : literalKey(n);
        if (key !== undefined) this.tested.add(key);
        else this.probesByKey = true;
        break;
      }
      case SyntaxKind.CallExpression: {
        // `Reflect.has(globalThis, k)`, `Object.hasOwn(globalThis, k)`, `globalThis.hasOwnProperty(k)`.
        const callee = unparenthesised(f.expression as Node);
        if (callee.kind !== SyntaxKind.PropertyAccessExpression) break;
        const method = fields(callee).name?.text;
        const args = f.arguments ?? [];
        let key: Node | undefined;
        if ((method === "has" || method === "hasOwn" || method === "getOwnPropertyDescriptor") && args.length >= 2 && this.isRoot(args[0] as Node)) key = args[1];
        else if (method === "hasOwnProperty" && this.isRoot(fields(callee).expression as Node)) key = args[0];
        if (key === undefined) break;
        const k = unparenthesised(key);
        if (isLiteral(k)) this.tested.add(fields(k).text ?? "");
        else this.probesByKey = true;
        break;
      }
      default:
        break;
    }
  }

  // The names a test reads: `typeof x`, `typeof globalThis.x`, `obj.x === undefined`.
  private names(n: Node): void {
    const e = unparenthesised(n);
    if (e.kind === SyntaxKind.Identifier) {
      if (this.scopes.declarationOf(e) === undefined) this.tested.add(fields(e).text ?? "");
      return;
    }
    if (e.kind === SyntaxKind.PropertyAccessExpression) {
      const name = fields(e).name?.text;
      if (name !== undefined) this.tested.add(name);
      return;
    }
    if (e.kind === SyntaxKind.ElementAccessExpression) {
      const key = literalKey(e);
      if (key !== undefined) this.tested.add(key);
      else if (this.isRoot(fields(e).expression as Node)) this.probesByKey = true;
    }
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
      case SyntaxKind.BinaryExpression: {
        const op = p.operatorToken?.kind;
        return !(op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken || op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken);
      }
      default:
        return true;
    }
  }
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
