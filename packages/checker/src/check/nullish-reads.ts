/**
 * A member of a value that is always `undefined` or `null` (GG1016): `value.trim()` of `const [key, value] =
 * "timeout".split("=")`, `m[1]` of a `match` the text fixes to find nothing, `HEADER.split(";")[2].toUpperCase()`,
 * `LIMITS.max` before `var LIMITS = …` runs, `items[i]` on the last turn of `for (let i = 0; i <= items.length; i++)`
 * over a constant list. Reading a member of either, writing one, taking the value apart by a
 * pattern, or calling a name that holds it, throws a TypeError whenever it runs.
 *
 * The execution model's values decide "always": a value the program's text fixes (a constant, a built-in asked of
 * constants, a member a literal spelled out in full lacks), never a type's opinion. A read in an optional chain
 * (`m?.[1]`, `a?.b.c`) stops there instead, and is left alone. Only values whose text may leave them missing are
 * asked about (`namesThatMayHoldNothing`, `candidate`), so a program with none builds no model here. JavaScript only:
 * in TypeScript the compiler's strict checks refuse most of these reads already.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { combinedNodeFlags, isFunctionLike, SyntaxKind } from "../syntax/tree.js";
import { NodeFlags } from "../syntax/ast.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { pastTheEndOnLastTurn } from "./execution/last-turn.js";
import { absentKeysThroughParameters } from "./keys-through-parameters.js";
import type { AbsentKey } from "./keys-through-parameters.js";
import { absentKeyOnATurn, absentKeysThroughListParameters } from "./keys-through-loops.js";
import { alwaysExits, containsNode, fields, unparenthesised } from "./execution/syntax.js";
import { outermostParentheses } from "../syntax/parentheses.js";
import type { Declaration, Scopes } from "./execution/scopes.js";
import type { Known } from "./execution/values.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

/** The names whose declarations may leave them holding nothing, by the text alone (see `namesThatMayHoldNothing`). */
export interface MayHoldNothing {
  readonly bare: ReadonlySet<string>;
  readonly literals: ReadonlySet<string>;
  /**
   * Of `bare`, those a gg argument is asked about (GG1017): taken by a declaration's pattern (not a parameter's),
   * declared without a value or as a `var`, or given `null`, `void` or a member or element of a literal.
   */
  readonly arguments: ReadonlySet<string>;
  /** Names declared as a `new Map(…)`, a `get` of which may find nothing. */
  readonly maps: ReadonlySet<string>;
}

/** A finding (GG1016) for each member read or write, pattern or call of a value that is always undefined or null. */
export function nullishReadFindings(source: Source): RawDiagnostic[] {
  // Asked of the syntax first, so that a program with nothing that may be missing builds no model here.
  const named = namesThatMayHoldNothing(source);
  const owners: Node[] = [];
  for (const node of source.nodes) {
    const owner = readOwner(node);
    if (owner !== undefined && candidate(unparenthesised(owner), named)) owners.push(owner);
  }
  if (owners.length === 0) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  // What a binding holds is asked once for all its reads (a `var`'s answer depends on where it is read).
  const byBinding = new Map<Declaration, Known>();
  for (const owner of owners) {
    const o = unparenthesised(owner);
    // `items[i].name` on the last turn of `for (let i = 0; i <= items.length; i++)`: undefined on that turn only.
    const turn = pastTheEndOnLastTurn(o, model);
    if (turn !== undefined) {
      const start = source.start(o);
      const text = source.text.slice(start, o.end);
      const list = source.text.slice(source.start(fields(turn.access).expression as Node), (fields(turn.access).expression as Node).end);
      const certain = model.fails(owner);
      found.push({ start, length: o.end - start, code: GG.nullishRead, message: messages.pastTheEndOnLastTurn(messages.clipped(text), turn.counter, turn.last, list, turn.length, readKind(owner)), certain, advisory: !certain });
      continue;
    }
    // `m.groups.nmae` of a match: whatever text it was asked of, only a test of the groups may keep the read from running.
    if (model.values.readsMissingGroup(o)) {
      const start = source.start(o);
      const text = source.text.slice(start, o.end);
      const certain = model.fails(owner) && !testedFirst(owner, model, mentionsGroups);
      found.push({ start, length: o.end - start, code: GG.nullishRead, message: messages.nullishRead(messages.clipped(text), "undefined", readKind(owner)), certain, advisory: !certain });
      continue;
    }
    // `TABLE.get("yaml")` of a constant Map: fixed by the table's text, as constant text is.
    const root = mapGet(o, named) ? "text" : rootBinding(o, model.scopes);
    if (root === undefined || (root !== "text" && !mayHoldNothing(o, root, named))) continue;
    const memo = o.kind === SyntaxKind.Identifier && root !== "text" && root.kind !== "var" ? root : undefined;
    let known = memo === undefined ? undefined : byBinding.get(memo);
    if (known === undefined) {
      known = model.values.of(o);
      if (memo !== undefined) byBinding.set(memo, known);
    }
    if (known.nullish !== true) {
      // `formatDate("fr")` of `function formatDate(locale) { return PATTERNS[locale].replace(…); }`: that call reads a
      // key the table lacks.
      if (readKind(owner) === "pattern" || testedFirst(owner, model)) continue;
      // `PATTERNS[l].test(…)` in `for (const l of ["en", "fr"])`: the turn that reads a key the table lacks.
      const turn = absentKeyOnATurn(o, model);
      if (turn !== undefined) {
        const start = source.start(o);
        const certain = model.fails(owner);
        const table = source.text.slice(source.start(turn.table), turn.table.end);
        const read = source.text.slice(source.start(turn.read), turn.read.end);
        found.push({ start, length: o.end - start, code: GG.nullishRead, message: messages.keyAbsentOnTurn(turn.variable, turn.key, messages.clipped(table), messages.clipped(read), readKind(owner)), certain, advisory: !certain });
        continue;
      }
      // At the call's argument: `runAll(v, ["required", "email"])` of a function that walks its list parameter,
      // reading a table by each element; `formatDate("fr")` of one that reads it by the parameter.
      const atCall = (absent: AbsentKey, message: typeof messages.keyHandedAbsent): void => {
        const start = source.start(absent.argument);
        const certain = model.fails(absent.argument);
        const table = source.text.slice(source.start(absent.table), absent.table.end);
        const read = source.text.slice(source.start(absent.read), absent.read.end);
        found.push({ start, length: absent.argument.end - start, code: GG.nullishRead, message: message(absent.fn, absent.parameter, absent.key, messages.clipped(table), messages.clipped(read), readKind(owner)), certain, advisory: !certain });
      };
      for (const absent of absentKeysThroughListParameters(o, model)) atCall(absent, messages.keyListHandedAbsent);
      for (const absent of absentKeysThroughParameters(o, model)) atCall(absent, messages.keyHandedAbsent);
      continue;
    }
    const certain = model.fails(owner) && !testedFirst(owner, model);
    const start = source.start(o);
    const text = source.text.slice(start, o.end);
    // A pattern's finding spans the declaration: the compiler's word on the elements it takes (`const { groups } =
    // /…/.exec(LINE)`: no `groups` on `RegExpExecArray | null`) gives way to it.
    const at = readKind(owner) === "pattern" ? (outermostParentheses(owner).parent as Node) : o;
    const from = source.start(at);
    found.push({ start: from, length: at.end - from, code: GG.nullishRead, message: messages.nullishRead(messages.clipped(text), known.exactly ?? "undefined or null", readKind(owner)), certain, advisory: !certain });
  }
  return found;
}

/**
 * Whether the program tests the value before the read, by a test the model cannot work out: a condition around the
 * read (`if`, `?:`, the left of `&&`, `||`, `??`, a loop's, a `switch`'s value or cases), or an earlier `if` of an
 * enclosing statement list one branch of which leaves, that names a binding the value is read from. A program that
 * tests a value it then reads most likely reads it where the test rules the missing value out (`if (m?.length > 0)
 * m[0]`, `Object.is(m, null) ? "-" : m[0]`), even where the model cannot say so.
 */
export function testedFirst(owner: Node, model: ExecutionModel, mentions?: (condition: Node) => boolean): boolean {
  const names = mentions === undefined ? namesBehind(owner, model) : new Set<string>();
  if (mentions === undefined && names.size === 0) return false;
  const named = mentions ?? ((condition: Node): boolean => mentionsAny(condition, names, model));
  const undecided = (condition: Node | undefined): boolean => condition !== undefined && named(condition) && model.values.of(condition).truthy === undefined;
  let child = owner;
  for (let p = owner.parent; p !== undefined && !isFunctionLike(p); child = p, p = p.parent) {
    const f = fields(p);
    switch (p.kind) {
      case SyntaxKind.IfStatement:
        if (child !== f.expression && undecided(f.expression)) return true;
        break;
      case SyntaxKind.ConditionalExpression:
        if (child !== f.condition && undecided(f.condition)) return true;
        break;
      case SyntaxKind.BinaryExpression: {
        const op = f.operatorToken?.kind;
        if (child === f.right && (op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken) && undecided(f.left)) return true;
        break;
      }
      case SyntaxKind.WhileStatement:
      case SyntaxKind.DoStatement:
      case SyntaxKind.ForStatement:
        if (child === f.statement && undecided(f.expression ?? f.condition)) return true;
        break;
      case SyntaxKind.CaseBlock: {
        const subject = p.parent === undefined ? undefined : fields(p.parent).expression;
        const tests = ((p as Node & { readonly clauses?: readonly Node[] }).clauses ?? []).map((c) => fields(c).expression).filter((e): e is Node => e !== undefined);
        if ([subject, ...tests].some((e) => e !== undefined && mentionsAny(e, names, model))) return true;
        break;
      }
      default:
        break;
    }
    // `if (!Object.is(m, null)) return;` earlier in the list.
    const statements = p.kind === SyntaxKind.Block || p.kind === SyntaxKind.SourceFile || p.kind === SyntaxKind.CaseClause || p.kind === SyntaxKind.DefaultClause ? (f.statements ?? []) : [];
    for (const s of statements) {
      if (s === child || s.pos >= child.pos) break;
      const g = fields(s);
      if (s.kind === SyntaxKind.IfStatement && (alwaysExits(g.thenStatement as Node) || (g.elseStatement !== undefined && alwaysExits(g.elseStatement))) && undecided(g.expression)) return true;
    }
  }
  return false;
}

// Whether a condition reads a match's `groups` (`"val" in m.groups`, `m.groups?.val`).
function mentionsGroups(condition: Node): boolean {
  return containsNode(condition, (n) => n.kind === SyntaxKind.Identifier && fields(n).text === "groups");
}

// The names a value is read from: those it mentions, and those the `const`s it mentions were made from.
function namesBehind(owner: Node, model: ExecutionModel): Set<string> {
  const names = new Set<string>();
  const add = (node: Node, deeper: boolean): void => {
    if (memberNamePart(node)) return;
    if (node.kind === SyntaxKind.Identifier) {
      names.add(fields(node).text ?? "");
      const init = deeper ? constInitializer(node, model) : undefined;
      if (init !== undefined) add(init, false);
      return;
    }
    node.forEachChild((c) => {
      add(c, deeper);
      return undefined;
    });
  };
  add(owner, true);
  return names;
}

// What a name is made from, where it is a `const` of its own.
function constInitializer(name: Node, model: ExecutionModel): Node | undefined {
  const d = model.scopes.declarationOf(name);
  return d !== undefined && d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
}

// The name of a member read (`match` of `text.match`): no binding.
function memberNamePart(node: Node): boolean {
  return node.parent?.kind === SyntaxKind.PropertyAccessExpression && fields(node.parent).name === node;
}

// Whether an expression mentions one of the names, itself or through the `const`s it reads (`hits` of `const hits =
// [m].filter(Boolean)` mentions `m`), a few deep.
function mentionsAny(node: Node, names: ReadonlySet<string>, model: ExecutionModel, depth = 0): boolean {
  if (memberNamePart(node)) return false;
  if (node.kind === SyntaxKind.Identifier) {
    if (names.has(fields(node).text ?? "")) return true;
    const init = depth < 3 ? constInitializer(node, model) : undefined;
    return init !== undefined && mentionsAny(init, names, model, depth + 1);
  }
  let found = false;
  node.forEachChild((c) => {
    found ||= mentionsAny(c, names, model, depth);
    return found ? true : undefined;
  });
  return found;
}

/**
 * The value whose member `node` reads or writes, or that `node` takes apart by a pattern: undefined for anything else,
 * and for a read in an optional chain (which stops where the value is nullish).
 */
function readOwner(node: Node): Node | undefined {
  if (node.kind === SyntaxKind.PropertyAccessExpression || node.kind === SyntaxKind.ElementAccessExpression) {
    if (inOptionalChain(node)) return undefined;
    return fields(node).expression;
  }
  // `format("x")` of a name that holds undefined: "format is not a function".
  // `HANDLERS.get("avg")(1)` of a constant Map without that key: "is not a function" too.
  // `validators[n](value)` of a table read by a key a binding holds: "is not a function" where the key is absent.
  if (node.kind === SyntaxKind.CallExpression && fields(node).questionDotToken === undefined && (unparenthesised(fields(node).expression as Node).kind === SyntaxKind.Identifier || unparenthesised(fields(node).expression as Node).kind === SyntaxKind.CallExpression || keyedByBinding(unparenthesised(fields(node).expression as Node)))) return fields(node).expression;
  if (node.kind === SyntaxKind.VariableDeclaration) {
    const name = fields(node).name;
    return name?.kind === SyntaxKind.ObjectBindingPattern || name?.kind === SyntaxKind.ArrayBindingPattern ? fields(node).initializer : undefined;
  }
  return undefined;
}

// `T[k]` read by a key a binding holds (not one written in place, whose absence the compiler's own finding names).
function keyedByBinding(node: Node): boolean {
  return node.kind === SyntaxKind.ElementAccessExpression && !inOptionalChain(node) && unparenthesised((node as Node & { readonly argumentExpression: Node }).argumentExpression).kind === SyntaxKind.Identifier;
}

// How the value is used: a member read or written, a pattern taking it apart, or a call.
function readKind(owner: Node): "member" | "pattern" | "call" {
  const parent = outermostParentheses(owner).parent;
  if (parent?.kind === SyntaxKind.VariableDeclaration) return "pattern";
  return parent?.kind === SyntaxKind.CallExpression && fields(parent).expression === outermostParentheses(owner) ? "call" : "member";
}

// Whether a member access is a link of an optional chain: it or a link it reads through has `?.`.
function inOptionalChain(node: Node): boolean {
  for (let n: Node | undefined = node; n !== undefined; n = fields(n).expression) {
    if (n.kind !== SyntaxKind.PropertyAccessExpression && n.kind !== SyntaxKind.ElementAccessExpression && n.kind !== SyntaxKind.CallExpression && n.kind !== SyntaxKind.NonNullExpression) return false;
    if (fields(n).questionDotToken !== undefined) return true;
  }
  return false;
}

/**
 * The binding a value is read from, where the text may fix it: a `const`, `let` or `var` (never a global, whose gaps
 * other codes name, nor a parameter, an import, a function or a class), read by name, by members or elements, or a
 * `match`, `exec`, `at` or `codePointAt` asked of it. Undefined for anything else, which is not asked about: the
 * question costs, and only those can be always nullish.
 */
function rootBinding(value: Node, scopes: Scopes): Declaration | "text" | undefined {
  let n = value;
  for (let hops = 0; hops < 16; hops++) {
    if (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) n = unparenthesised(fields(n).expression as Node);
    else if (n.kind === SyntaxKind.CallExpression) {
      const callee = unparenthesised(fields(n).expression as Node);
      if (callee.kind !== SyntaxKind.PropertyAccessExpression || !CHAIN_METHODS.has(fields(callee).name?.text ?? "")) return undefined;
      // `/…/.exec(LINE)`: the text it is asked of.
      const receiver = unparenthesised(fields(callee).expression as Node);
      n = receiver.kind === SyntaxKind.RegularExpressionLiteral ? unparenthesised((fields(n).arguments ?? [])[0] ?? receiver) : receiver;
    } else break;
  }
  // Text written in place (`"ab".codePointAt(2)`): its answer is fixed too.
  if (n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral) return "text";
  const d = n.kind === SyntaxKind.Identifier ? scopes.declarationOf(n) : undefined;
  return d !== undefined && (d.kind === "const" || d.kind === "let" || d.kind === "var") ? d : undefined;
}

/**
 * Whether a value may be undefined or null by its form alone: a member, an element or a built-in's answer read of a
 * binding (which may find nothing), or a name whose binding is a pattern's element, has no initializer, is a `var`
 * read above its declaration, or was made by a read (a name, a member, an element, a choice, `null`, one of
 * `NULLISH_METHODS`). A binding made by a call of another function, `new`, a function or a primitive is not asked
 * about: asking costs, and the model fixes no such value to be missing.
 */
function mayHoldNothing(value: Node, root: Declaration, named: MayHoldNothing): boolean {
  // `PREFIX.at(0)`, `HEADER.split(";")[2]`, `CONFIG.missing`: the read itself may find nothing.
  if (value.kind !== SyntaxKind.Identifier) return true;
  const holder = root.holder;
  if (holder.kind === SyntaxKind.BindingElement) return true;
  if (holder.kind !== SyntaxKind.VariableDeclaration) return false;
  const init = fields(holder).initializer;
  if (init === undefined || (root.kind === "var" && value.end <= holder.pos)) return true;
  const i = unparenthesised(init);
  return READ_FORMS.has(i.kind) || nullishCall(i) || mapGet(i, named);
}

/**
 * By the text alone (names, not bindings): the names declared in a way that may leave them holding nothing (a
 * pattern's element, no initializer, a `var`, or an initializer that reads, see `mayHoldNothing`), and those of
 * literals, a member or element of which may be missing.
 */
export function namesThatMayHoldNothing(source: Source): MayHoldNothing {
  const bare = new Set<string>();
  const literals = new Set<string>();
  const args = new Set<string>();
  const maps = new Set<string>();
  // Names given a member or element read, asked once every literal is known.
  const reads: [string, Node][] = [];
  for (const node of source.nodes) {
    if (node.kind === SyntaxKind.BindingElement) {
      const name = fields(node).name;
      if (name?.kind !== SyntaxKind.Identifier) continue;
      bare.add(fields(name).text ?? "");
      // A parameter's pattern takes what each call hands.
      let holder = node.parent;
      while (holder !== undefined && (holder.kind === SyntaxKind.ObjectBindingPattern || holder.kind === SyntaxKind.ArrayBindingPattern || holder.kind === SyntaxKind.BindingElement)) holder = holder.parent;
      if (holder?.kind === SyntaxKind.VariableDeclaration) args.add(fields(name).text ?? "");
      continue;
    }
    if (node.kind !== SyntaxKind.VariableDeclaration) continue;
    // A loop's variable takes each element; a `catch`'s, what was thrown.
    const head = node.parent?.parent;
    if (node.parent?.kind === SyntaxKind.CatchClause || head?.kind === SyntaxKind.ForOfStatement || head?.kind === SyntaxKind.ForInStatement) continue;
    const name = fields(node).name;
    if (name?.kind !== SyntaxKind.Identifier) continue;
    const text = fields(name).text ?? "";
    const init = fields(node).initializer;
    const i = init === undefined ? undefined : unparenthesised(init);
    const isVar = (combinedNodeFlags(node) & (NodeFlags.Const | NodeFlags.Let)) === 0;
    if (i?.kind === SyntaxKind.NewExpression && unparenthesised(fields(i).expression as Node).kind === SyntaxKind.Identifier && fields(unparenthesised(fields(i).expression as Node)).text === "Map") maps.add(text);
    // `const extra = registry.get("koa")` of a Map declared above: what `get` finds, or undefined.
    if (i === undefined || isVar || READ_FORMS.has(i.kind) || nullishCall(i) || mapGet(i, { bare, literals, arguments: args, maps })) bare.add(text);
    else if (i.kind === SyntaxKind.ObjectLiteralExpression || i.kind === SyntaxKind.ArrayLiteralExpression || parsesText(i) || lockedLiteral(i)) literals.add(text);
    if (i === undefined || isVar || i.kind === SyntaxKind.NullKeyword || i.kind === SyntaxKind.VoidExpression) args.add(text);
    else if (i.kind === SyntaxKind.PropertyAccessExpression || i.kind === SyntaxKind.ElementAccessExpression) reads.push([text, i]);
  }
  const ofLiterals = { bare: new Set<string>(), literals, arguments: new Set<string>(), maps: new Set<string>() };
  for (const [text, read] of reads) if (candidate(read, ofLiterals)) args.add(text);
  return { bare, literals, arguments: args, maps };
}

// `Object.freeze({ … })` (or `seal`) of a literal written in place: the literal, kept as it is.
function lockedLiteral(init: Node): boolean {
  const callee = init.kind === SyntaxKind.CallExpression ? unparenthesised(fields(init).expression as Node) : undefined;
  const arg = init.kind === SyntaxKind.CallExpression ? (fields(init).arguments ?? [])[0] : undefined;
  const how = callee?.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  return (how === "freeze" || how === "seal") && arg !== undefined && (unparenthesised(arg).kind === SyntaxKind.ObjectLiteralExpression || unparenthesised(arg).kind === SyntaxKind.ArrayLiteralExpression);
}

// `JSON.parse(…)` of text written in place, whose data may lack a member or hold `null` (the model parses constant text).
function parsesText(init: Node): boolean {
  const callee = init.kind === SyntaxKind.CallExpression ? unparenthesised(fields(init).expression as Node) : undefined;
  const arg = init.kind === SyntaxKind.CallExpression ? (fields(init).arguments ?? [])[0] : undefined;
  return callee?.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "parse" && arg !== undefined && (unparenthesised(arg).kind === SyntaxKind.StringLiteral || unparenthesised(arg).kind === SyntaxKind.NoSubstitutionTemplateLiteral);
}

// Initializers that read a value that may be missing.
const READ_FORMS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.Identifier, SyntaxKind.PropertyAccessExpression, SyntaxKind.ElementAccessExpression, SyntaxKind.ConditionalExpression, SyntaxKind.BinaryExpression, SyntaxKind.NullKeyword, SyntaxKind.VoidExpression]);

// `TABLE.get(key)` of a name declared as a `new Map(…)`.
function mapGet(node: Node, named: MayHoldNothing): boolean {
  const callee = node.kind === SyntaxKind.CallExpression ? unparenthesised(fields(node).expression as Node) : undefined;
  const owner = callee?.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "get" ? unparenthesised(fields(callee).expression as Node) : undefined;
  return owner?.kind === SyntaxKind.Identifier && named.maps.has(fields(owner).text ?? "");
}

// A call of one of `NULLISH_METHODS`.
function nullishCall(node: Node): boolean {
  const callee = node.kind === SyntaxKind.CallExpression ? unparenthesised(fields(node).expression as Node) : undefined;
  return callee?.kind === SyntaxKind.PropertyAccessExpression && NULLISH_METHODS.has(fields(callee).name?.text ?? "");
}

// Whether, by the text, a value may be missing: a name so declared, a member or element of such a name or of a
// literal's, a read of a built-in's answer that may find nothing, or text asked by one.
export function candidate(value: Node, named: MayHoldNothing): boolean {
  if (value.kind === SyntaxKind.Identifier) return named.bare.has(fields(value).text ?? "");
  for (let n: Node = value, hops = 0; hops < 16; hops++) {
    if (nullishCall(n) || mapGet(n, named)) return true;
    if (n.kind === SyntaxKind.ElementAccessExpression || n.kind === SyntaxKind.PropertyAccessExpression) {
      const inner = unparenthesised(fields(n).expression as Node);
      // `HEADER.split(";")[2]`: an element of a constant split.
      if (n.kind === SyntaxKind.ElementAccessExpression && inner.kind === SyntaxKind.CallExpression) return true;
      n = inner;
    } else if (n.kind === SyntaxKind.CallExpression) n = unparenthesised(fields(n).expression as Node);
    else return n.kind === SyntaxKind.Identifier && (named.bare.has(fields(n).text ?? "") || named.literals.has(fields(n).text ?? ""));
  }
  return false;
}

// The built-ins whose answer the model may fix to be undefined or null.
const NULLISH_METHODS: ReadonlySet<string> = new Set(["match", "exec", "at", "codePointAt"]);
// Those, and the built-ins whose constant answer a read then indexes (`HEADER.split(";")[2]`).
const CHAIN_METHODS: ReadonlySet<string> = new Set([...NULLISH_METHODS, "split"]);

