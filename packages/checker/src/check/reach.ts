/**
 * Reach: every operation the program can call, and where. The engine's symbols and types lead each name back to
 * gg.d.ts through imports, `import * as x`, destructuring, aliases and re-assignment; this pass decides, from
 * syntax, which places can lead there at all, so that only those are asked:
 * - a member name leads to an operation only if it is named like one (or the program aliases with `import x =`);
 * - a name the program never declares is a global (`console`, `JSON`, `gg`), and no global but gg holds one;
 * - a name the program declares only as functions, classes or variables of inert initializers holds none;
 * - a call whose callee starts from such a global calls none, unless it starts from `gg` itself.
 * A program that declares into the global scope or a module may change what gg.d.ts declares: then nothing is skipped.
 */
import type { Operation } from "@gg/catalogue";
import {
  isBindingElement,
  isCallExpression,
  isElementAccessExpression,
  isIdentifier,
  isObjectBindingPattern,
  isPropertyAccessExpression,
  isStringLiteralLikeNode,
} from "../syntax/ast.js";
import type { CallExpression, Identifier } from "../syntax/ast.js";
import type { EngineProgram, ReachQuestion } from "../engine-interface.js";
import { isOperationName } from "./names.js";
import { operationsFromSyntax } from "./reach-syntax.js";
import type { SyntaxAnswer } from "./reach-syntax.js";
import type { GgNames } from "./names.js";
import { unparenthesised, outermostParentheses } from "../syntax/parentheses.js";
import { isTypeNode, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

/** One place the program calls, or takes a reference to, an operation. */
export interface Site {
  readonly operation: Operation;
  readonly start: number;
  readonly end: number;
  /** The call, when the site is a call (not a reference). */
  readonly call?: CallExpression;
  /** A reference handed to another call (`paths.forEach(files.deleteFile)`): it is called there. */
  readonly callback?: boolean;
  /** A call through `.call(…)` or `.apply(…)` (`files.readFile.call(undefined, "a")`): `call` is that call. */
  readonly through?: boolean;
}

/** The call `f.call(…)` or `f.apply(…)` that calls the function `node` is, if any. */
function callOrApply(node: Node): CallExpression | undefined {
  const access = node.parent as (Node & { readonly expression?: Node; readonly name?: Node & { readonly text?: string } }) | undefined;
  if (access?.kind !== SyntaxKind.PropertyAccessExpression || access.expression !== node) return undefined;
  if (access.name?.text !== "call" && access.name?.text !== "apply") return undefined;
  const call = access.parent;
  return call !== undefined && isCallExpression(call) && call.expression === access ? call : undefined;
}

// Subtrees where nothing runs or nothing can reach an operation.
const SKIPPED: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ImportDeclaration, SyntaxKind.InterfaceDeclaration, SyntaxKind.TypeAliasDeclaration]);

/**
 * Every site of the program, in source order.
 *
 * An operation enters a program only where the program names one: a member spelled like an operation
 * (`x.readFile`, `x["readFile"]`) or a destructured name (`{ readFile }`). Most programs call each operation where
 * they name it; then those calls are the only sites, and only those names need asking about. Where an operation
 * may flow further (it is stored, passed, destructured, named in a type, or a member named like one is a value
 * that may hold one), every place that could receive it is asked about (`allSites`).
 */
export function findSites(source: Source, program: EngineProgram, names: GgNames, plan: ReachPlan = planReach(source, names)): Site[] {
  const direct = plan.direct;
  if (direct !== undefined) {
    const sites = directSites(source, direct, answersOf(plan, (asked) => program.memberOperations(asked)));
    if (sites !== undefined) return sites;
  }
  return allSites(source, program, names);
}

/** What reach asks first, read from syntax before any question: the calls of members named like operations. */
export interface ReachPlan {
  readonly direct: CallExpression[] | undefined;
  /** Per direct call, what syntax alone says it calls (reach-syntax.ts); undefined entries are the compiler's to answer. */
  readonly fromSyntax: readonly SyntaxAnswer[];
}

/** Reads from the program's syntax what `findSites` asks first. */
export function planReach(source: Source, names: GgNames): ReachPlan {
  const direct = directCalls(source, names);
  return { direct, fromSyntax: direct === undefined ? [] : operationsFromSyntax(source, names, direct) };
}

/** The names `findSites` asks the symbols of first (one round trip): another pass may ask them in its own. */
export function firstAsked(plan: ReachPlan): Node[] {
  return (plan.direct ?? []).filter((_, i) => plan.fromSyntax[i] === undefined).map(calleeMember);
}

/** Each direct call's answer: syntax's where it has one, else the compiler's, asked of the rest in one request. */
function answersOf(plan: ReachPlan, ask: (names: readonly Node[]) => (Operation | "holds" | undefined)[]): (Operation | "holds" | undefined)[] {
  const direct = plan.direct ?? [];
  const left = direct.filter((_, i) => plan.fromSyntax[i] === undefined);
  const asked = left.length === 0 ? [] : ask(left.map(calleeMember));
  let at = 0;
  return direct.map((_, i) => {
    const known = plan.fromSyntax[i];
    return known === undefined ? asked[at++] : (known ?? undefined);
  });
}

/**
 * Sites for many programs of one batch (one project), asking about every program's directly called members in
 * one round trip; a program where an operation may flow further is asked about on its own.
 */
export function findSitesOfBatch(members: readonly { readonly source: Source; readonly program: EngineProgram }[], names: GgNames): Site[][] {
  const plans = members.map((m) => planReach(m.source, names));
  const asked = plans.flatMap((plan) => firstAsked(plan));
  const first = members[0];
  const answers = first === undefined || asked.length === 0 ? [] : first.program.memberOperations(asked);
  let at = 0;
  return members.map((m, i) => {
    const plan = plans[i] as ReachPlan;
    if (plan.direct === undefined) return allSites(m.source, m.program, names);
    const mine = answersOf(plan, (left) => answers.slice(at, (at += left.length)));
    return directSites(m.source, plan.direct, mine) ?? allSites(m.source, m.program, names);
  });
}

/** The call sites of members called where they are named, or undefined when one of them may hold an operation. */
function directSites(source: Source, calls: readonly CallExpression[], answers: readonly (Operation | "holds" | undefined)[]): Site[] | undefined {
  if (answers.includes("holds")) return undefined;
  const sites: Site[] = [];
  calls.forEach((call, i) => {
    const op = answers[i];
    if (op !== undefined && op !== "holds") sites.push({ operation: op, start: source.start(call), end: call.end, call });
  });
  return sites.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The member name a direct call calls. */
function calleeMember(call: CallExpression): Node {
  return memberOf(call.expression);
}

/**
 * The calls of members spelled like operations, when every operation the program names is called right where it
 * is named; undefined when one may flow elsewhere.
 */
function directCalls(source: Source, names: GgNames): CallExpression[] | undefined {
  if (declaresIntoModules(source)) return undefined;
  const calls: CallExpression[] = [];
  for (const node of source.nodes) {
    if (node.kind === SyntaxKind.ImportEqualsDeclaration) return undefined;
    if (isBindingElement(node)) {
      const named = node.propertyName ?? node.name;
      if (named !== undefined && isOperationName(names, (named as Node & { readonly text?: string }).text ?? "")) return undefined;
      continue;
    }
    if (!isPropertyAccessExpression(node) && !isElementAccessExpression(node)) continue;
    if (!isOperationName(names, memberName(node))) continue;
    const outer = outermostParentheses(node, ["non-null"]);
    const parent = outer.parent;
    if (parent === undefined || !isCallExpression(parent) || parent.expression !== outer) return undefined;
    calls.push(parent);
  }
  if (namesOperationInType(source, names)) return undefined;
  return calls;
}

/** The member name of a callee (through parentheses and `!`): `readFile` of `x.readFile`, the literal of `x["readFile"]`. */
function memberOf(callee: Node): Node {
  const member = unparenthesised(callee, ["non-null"]);
  if (isPropertyAccessExpression(member)) return member.name;
  if (isElementAccessExpression(member)) return member.argumentExpression;
  return member;
}

/**
 * A type that names an operation (`typeof files.readFile`, also in JSDoc): a value of that type is an operation
 * for the compiler, wherever it comes from.
 */
function namesOperationInType(source: Source, names: GgNames): boolean {
  if (!/\btypeof\b|\bimport\s*\(/.test(source.text)) return false;
  const stack: Node[] = [source.tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.kind === SyntaxKind.TypeQuery || node.kind === SyntaxKind.ImportType) {
      if (mentionsOperation(node, names)) return true;
      continue;
    }
    node.forEachChild((child) => {
      stack.push(child);
      return undefined;
    });
  }
  return false;
}

function mentionsOperation(root: Node, names: GgNames): boolean {
  const stack: Node[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (isIdentifier(node) && isOperationName(names, node.text)) return true;
    node.forEachChild((child) => {
      stack.push(child);
      return undefined;
    });
  }
  return false;
}

/** Every site, asking about every place an operation could reach (see `findSites`). */
function allSites(source: Source, program: EngineProgram, names: GgNames): Site[] {
  const augments = declaresIntoModules(source);
  const scope = augments ? undefined : declaredNames(source);
  const questions: ReachQuestion[] = [];
  const { nodes, subtreeEnd } = source;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as Node;
    if ((isTypeNode(node) && node.kind !== SyntaxKind.ExpressionWithTypeArguments) || SKIPPED.has(node.kind)) {
      i = (subtreeEnd[i] as number) - 1;
      continue;
    }
    if (isCallExpression(node)) {
      const root = scope === undefined ? undefined : calleeRoot(node.expression);
      const global = root !== undefined && root !== "gg" && scope !== undefined && !scope.names.has(root);
      const callee = augments ? undefined : calleeName(node.expression);
      // A callee named like nothing but functions, classes and values of inert initializers resolves to none.
      const inert = callee !== undefined && isIdentifier(callee) && scope !== undefined && scope.names.has(callee.text) && !scope.mayHold.has(callee.text);
      if (!global && !inert) questions.push({ kind: "call", call: node, callee });
      continue;
    }
    const question = referenceOf(node);
    if (question === undefined) continue;
    if (scope !== undefined && question.kind === "member" && !scope.importEquals && !isOperationName(names, memberName(node))) continue;
    if (scope !== undefined && question.kind === "value" && !scope.mayHold.has((question.name as Identifier).text)) continue;
    questions.push(question);
  }

  const answers = program.operations(questions, { augments, autoTyped: scope?.autoTyped });
  const sites: Site[] = [];
  const callees = new Set<Node>();
  const add = (operation: Operation, node: Node, call?: CallExpression): void => {
    const start = source.start(node);
    const through = call === undefined ? callOrApply(node) : undefined;
    if (call !== undefined) sites.push({ operation, start, end: node.end, call });
    else if (through !== undefined) sites.push({ operation, start, end: through.end, call: through, through: true });
    else if (isArgument(node)) sites.push({ operation, start, end: node.end, callback: true });
    else sites.push({ operation, start, end: node.end });
  };
  questions.forEach((q, k) => {
    const op = answers[k];
    if (q.kind !== "call" || op === undefined) return;
    add(op, q.call, q.call as CallExpression);
    callees.add(unparenthesised((q.call as CallExpression).expression, ["non-null", "type"]));
  });
  questions.forEach((q, k) => {
    const op = answers[k];
    if (q.kind === "call" || op === undefined) return;
    const node = q.kind === "binding" ? (q.name.parent as Node) : q.kind === "member" ? (q.name.parent as Node) : q.name;
    if (!callees.has(node)) add(op, node);
  });
  return sites.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The node reach asks about as a reference, and the name it asks about. */
function referenceOf(node: Node): ReachQuestion | undefined {
  if (isPropertyAccessExpression(node)) return { kind: "member", name: node.name };
  if (isElementAccessExpression(node) && isStringLiteralLikeNode(node.argumentExpression)) return { kind: "member", name: node.argumentExpression };
  if (isBindingElement(node) && node.parent !== undefined && isObjectBindingPattern(node.parent) && node.name !== undefined && isIdentifier(node.name)) {
    return { kind: "binding", name: node.name };
  }
  if (isIdentifier(node) && isValueReference(node)) return { kind: "value", name: node };
  return undefined;
}

/** Whether a node is an argument of a call or `new`. */
export function isArgument(node: Node): boolean {
  const p = node.parent as (Node & { readonly arguments?: readonly Node[] }) | undefined;
  return p !== undefined && (p.kind === SyntaxKind.CallExpression || p.kind === SyntaxKind.NewExpression) && (p.arguments ?? []).some((a) => a === node);
}

/** An identifier read as a value: not a declaration's name, not a member name, not a label. */
export function isValueReference(id: Identifier): boolean {
  const p = id.parent as (Node & { readonly name?: Node; readonly propertyName?: Node; readonly left?: Node; readonly operatorToken?: Node }) | undefined;
  if (p === undefined) return false;
  switch (p.kind) {
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.VariableDeclaration:
    case SyntaxKind.Parameter:
    case SyntaxKind.FunctionDeclaration:
    case SyntaxKind.ClassDeclaration:
    case SyntaxKind.PropertyAssignment:
    case SyntaxKind.MethodDeclaration:
    case SyntaxKind.PropertyDeclaration:
    case SyntaxKind.PropertySignature:
      return p.name !== id;
    case SyntaxKind.BindingElement:
      return p.name !== id && p.propertyName !== id;
    case SyntaxKind.QualifiedName:
    case SyntaxKind.ImportSpecifier:
    case SyntaxKind.ImportClause:
    case SyntaxKind.NamespaceImport:
    case SyntaxKind.ExportSpecifier:
    case SyntaxKind.LabeledStatement:
    case SyntaxKind.BreakStatement:
    case SyntaxKind.ContinueStatement:
      return false;
    case SyntaxKind.BinaryExpression:
      // `g = files.glob` stores a reference; the site is the right-hand side, not the variable written.
      return !(p.left === id && p.operatorToken?.kind === SyntaxKind.EqualsToken);
    default:
      return true;
  }
}

/** `declare global` or `declare module "x"`: the program may merge declarations into gg.d.ts's symbols. */
function declaresIntoModules(source: Source): boolean {
  return source.tree.statements.some((s: Node) => {
    if (s.kind !== SyntaxKind.ModuleDeclaration) return false;
    const name = (s as unknown as { readonly name: Node & { readonly text?: string } }).name;
    return name.kind === SyntaxKind.StringLiteral || (name.kind === SyntaxKind.Identifier && name.text === "global");
  });
}

/** What the program declares, by name: a superset (any identifier that is some node's name). */
interface DeclaredNames {
  readonly names: ReadonlySet<string>;
  /** Names with some declaration that may hold an operation: all but functions, classes and variables of inert initializers. */
  readonly mayHold: ReadonlySet<string>;
  /** The program aliases with `import x = …`. */
  readonly importEquals: boolean;
  /** `let x;`, `let x = null`: TypeScript types such a variable by its assignments, so its type at a use is not its declared `any`. */
  readonly autoTyped: ReadonlySet<string>;
}

function declaredNames(source: Source): DeclaredNames {
  const names = new Set<string>();
  const mayHold = new Set<string>();
  const autoTyped = new Set<string>();
  let importEquals = false;
  for (const node of source.nodes) {
    if (node.kind === SyntaxKind.ImportEqualsDeclaration) importEquals = true;
    const declaration = node as Node & { readonly name?: Node; readonly initializer?: Node; readonly type?: Node };
    if (node.kind === SyntaxKind.VariableDeclaration && declaration.name !== undefined && isIdentifier(declaration.name) && (declaration.initializer === undefined || isNullish(declaration.initializer))) {
      autoTyped.add(declaration.name.text);
    }
    if (isIdentifier(node) && (node.parent as (Node & { readonly name?: Node }) | undefined)?.name === node) {
      names.add(node.text);
      if (!isInertDeclaration(node.parent as Node)) mayHold.add(node.text);
    }
  }
  return { names, mayHold, importEquals, autoTyped };
}

/** A declaration whose name holds no operation, whatever the program does with it later. */
function isInertDeclaration(node: Node): boolean {
  if (node.kind === SyntaxKind.FunctionDeclaration || node.kind === SyntaxKind.ClassDeclaration) return true;
  const declaration = node as Node & { readonly type?: Node; readonly initializer?: Node };
  // A JSDoc `@type` is the declaration's type too (the compiler reparses it into `type`).
  if (node.kind !== SyntaxKind.VariableDeclaration || declaration.type !== undefined || declaration.initializer === undefined) return false;
  return isInert(declaration.initializer);
}

const INERT_KINDS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.NumericLiteral,
  SyntaxKind.BigIntLiteral,
  SyntaxKind.StringLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral,
  SyntaxKind.TemplateExpression,
  SyntaxKind.RegularExpressionLiteral,
  SyntaxKind.TrueKeyword,
  SyntaxKind.FalseKeyword,
  SyntaxKind.ArrayLiteralExpression,
  SyntaxKind.ObjectLiteralExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ClassExpression,
  SyntaxKind.NewExpression,
  SyntaxKind.PrefixUnaryExpression,
  SyntaxKind.PostfixUnaryExpression,
  SyntaxKind.TypeOfExpression,
]);

// Operators whose result may be an operand itself (`a || b`, `a ?? b`, `a, b`): not inert.
const PASSING_OPERATORS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.BarBarToken, SyntaxKind.AmpersandAmpersandToken, SyntaxKind.QuestionQuestionToken, SyntaxKind.CommaToken]);

/** An initializer whose type is a literal, array, object, function, class, instance or primitive result. */
function isInert(e: Node): boolean {
  const x = unparenthesised(e);
  if (INERT_KINDS.has(x.kind)) return true;
  if (x.kind !== SyntaxKind.BinaryExpression) return false;
  const op = (x as Node & { readonly operatorToken: Node }).operatorToken.kind;
  const assignment = op >= SyntaxKind.FirstAssignment && op <= SyntaxKind.LastAssignment;
  return !assignment && !PASSING_OPERATORS.has(op);
}

function isNullish(e: Node): boolean {
  const x = unparenthesised(e);
  return x.kind === SyntaxKind.NullKeyword || (isIdentifier(x) && x.text === "undefined") || x.kind === SyntaxKind.VoidExpression;
}

/** The member a reference names: `readFile` of `files.readFile` and of `files["readFile"]`. */
function memberName(node: Node): string {
  if (isPropertyAccessExpression(node)) return (node.name as Node & { readonly text: string }).text;
  if (isElementAccessExpression(node) && isStringLiteralLikeNode(node.argumentExpression)) return node.argumentExpression.text;
  return "";
}

/** The name a callee starts from (`console` of `console.log`), through members, parentheses and `!`. */
function calleeRoot(callee: Node): string | undefined {
  let e = callee as Node & { readonly expression?: Node };
  while (
    (e.kind === SyntaxKind.ParenthesizedExpression || e.kind === SyntaxKind.NonNullExpression || e.kind === SyntaxKind.PropertyAccessExpression || e.kind === SyntaxKind.ElementAccessExpression) &&
    e.expression !== undefined
  ) {
    e = e.expression as Node & { readonly expression?: Node };
  }
  return isIdentifier(e) ? e.text : undefined;
}

/**
 * A callee's name, when the callee is a name or a member name (through parentheses and `!`, which keep the
 * function's type). Anything else (`as`, a call's result, an element access) asks for the resolved signature itself.
 */
function calleeName(callee: Node): Node | undefined {
  const e = unparenthesised(callee, ["non-null"]);
  if (isIdentifier(e)) return e;
  if (isPropertyAccessExpression(e) && isIdentifier(e.name)) return e.name;
  return undefined;
}
