/**
 * A write to gg or one of its namespaces (GG1019): `files.writeFile = (p, c) => console.log(p)` to stub a call out in
 * a dry run, `gg.files = mock`, `gg.extra = 1`, `delete files.grep`. The guest hands the program gg and each namespace
 * frozen, so in its strict code each such write throws a TypeError whenever it runs ("Cannot assign to read only
 * property", "object is not extensible").
 *
 * The execution model's gg values decide what is gg: the global `gg` (where the program does not replace it), a
 * namespace read off it, imported from "gg" or held in a binding never written again. A logical assignment writes
 * only where the member is missing (`??=`, `||=`) or there (`&&=`), and `delete` of a missing member throws nothing.
 * A program that asks whether an object is frozen (`Object.isFrozen`) may write only where it is not: not certain. The compiler says nothing of most of these (a namespace's member
 * is a function, and JavaScript checks no assignment to one).
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import { ggPathOf } from "./execution/gg-values.js";
import { walkedKeys } from "./execution/facts.js";
import { isAssignmentOperator } from "./execution/scopes.js";
import type { Scopes } from "./execution/scopes.js";
import { constValue, fields, globalMethodCall, memberName, testsFreezing, unparenthesised } from "./execution/syntax.js";
import { outermostParentheses } from "../syntax/parentheses.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

// How a target is written: always (`=`, `+=`, `++`), deleted, or only where it is missing (`??=`, `||=`), or only
// where it is there (`&&=`).
type Write = "write" | "delete" | "logical" | "and" | "define";

/** A finding (GG1019) for each write, `++`, `--` or `delete` of a member of gg or of a gg namespace. */
export function ggWriteFindings(source: Source): RawDiagnostic[] {
  const written: { readonly at: Node; readonly how: Write }[] = [];
  for (const node of source.nodes) {
    const target = writtenMember(node) ?? definedOn(node);
    if (target !== undefined) written.push(target);
  }
  if (written.length === 0) return [];
  // Asked of the syntax first: only a write whose owner is read from a name that may hold gg (`gg`, a name imported
  // from "gg", or one declared from such a name) can write to gg, so other programs build no model here.
  const names = namesThatMayHoldGg(source);
  if (!written.some(({ at, how }) => names.has(rootName(how === "define" ? at : (fields(at).expression as Node)) ?? ""))) return [];
  const model = executionOf(source);
  // A program that asks whether an object is frozen or writable may write only where it is not.
  const askedFrozen = testsFreezing(source.text);
  const found: RawDiagnostic[] = [];
  // A finding at `at` (the target, or a definer's whole call), certain where the write runs untested.
  const report = (target: Node, at: Node, name: string | undefined, message: (shown: string) => string): void => {
    // A test of the member first (`"dryRun" in files`, `files.verbose !== undefined`) may keep the write from running.
    const certain = !askedFrozen && model.fails(target, name);
    const start = source.start(at);
    found.push({ start, length: at.end - start, code: GG.ggWrite, message: message(messages.clipped(source.text.slice(start, at.end))), certain, advisory: !certain });
  };
  for (const { at: target, how } of written) {
    // `Object.defineProperty(files, …)` defines on its first argument, whatever the key.
    const owner = how === "define" ? target : (fields(target).expression as Node);
    // The member's name: spelled out, or a constant key (`delete files[key]` of `const key = "cache"`).
    const name = how === "define" ? undefined : (memberName(target) ?? constantKey(target, model.values.constant.bind(model.values)));
    // `const fake = Object.create(files); fake.writeFile = …`: the namespace's member is inherited read-only, and strict
    // code may not hide it by a write (a member it lacks, the new object takes as its own).
    const inherited = how === "write" ? createdFrom(owner, model.scopes) : undefined;
    if (inherited !== undefined) {
      const path = name === undefined || model.values.env.ggValue(inherited) !== "object" ? undefined : ggPathOf(inherited, model.scopes);
      const member = path === undefined || name === undefined ? undefined : model.values.env.ggAt([...path.path, name]);
      if (member !== undefined && member !== "absent") report(target, target, name, messages.ggInheritedWrite);
      continue;
    }
    if (model.values.env.ggValue(owner) !== "object" || namespaceImport(owner, model.scopes)) continue;
    if (how === "define" && globalMethodCall(target.parent as Node, model.scopes)?.[0] !== "Object") continue;
    // What gg has under the member's name, as the catalogue makes it (a write of the name does not change that); for a
    // key that walks a list of constants (`for (const k of ["memo", "lastError"]) delete files[k]`), under each of them.
    const path = how === "define" ? undefined : ggPathOf(owner, model.scopes);
    const keys = name !== undefined ? [name] : how === "define" ? undefined : walkedKeys(target, model.scopes);
    const members = path === undefined || keys === undefined ? undefined : keys.map((k) => model.values.env.ggAt([...path.path, k]));
    const member = members === undefined || members.length === 0 ? undefined : members.every((m) => m === "absent") ? "absent" : members.every((m) => m !== "absent" && m !== undefined) ? members[0] : undefined;
    // `delete files.cache` of a member gg lacks deletes nothing, and throws nothing; `files.readJson ??= f` of one it
    // lacks always writes, and `&&=` never does; of one it has, `??=` and `||=` never write (an operation is a function).
    if (how === "delete" && member === "absent") continue;
    if (how === "logical" && member !== "absent") continue;
    if (how === "and" && member === "absent") continue;
    // A definer's finding spans its call (`Object.defineProperty(files, "x", …)`).
    report(target, how === "define" ? (target.parent as Node) : target, name, messages.ggWrite);
  }
  return found;
}

// The names that may hold gg or one of its namespaces, by the text alone: `gg`, the names imported from "gg", and names
// declared (or assigned) from a read rooted at one of those, to a few steps.
function namesThatMayHoldGg(source: Source): ReadonlySet<string> {
  const names = new Set<string>(["gg", "globalThis"]);
  const declared: [Node, Node][] = [];
  for (const node of source.nodes) {
    if ((node.kind === SyntaxKind.ImportSpecifier || node.kind === SyntaxKind.NamespaceImport || node.kind === SyntaxKind.ImportClause) && fields(node).name !== undefined) names.add(fields(fields(node).name as Node).text ?? "");
    else if (node.kind === SyntaxKind.VariableDeclaration && fields(node).initializer !== undefined) declared.push([fields(node).name as Node, fields(node).initializer as Node]);
    else if (node.kind === SyntaxKind.BinaryExpression && fields(node).operatorToken?.kind === SyntaxKind.EqualsToken) declared.push([fields(node).left as Node, fields(node).right as Node]);
  }
  for (let round = 0; round < 3; round++) {
    for (const [name, init] of declared) {
      // `Object.create(files)` inherits the namespace's members.
      const i = unparenthesised(init);
      const created = i.kind === SyntaxKind.CallExpression && fields(i).arguments?.length === 1 ? (fields(i).arguments?.[0] as Node) : undefined;
      if (!names.has(rootName(init) ?? "") && !(created !== undefined && names.has(rootName(created) ?? ""))) continue;
      // `const { files: fs } = gg` or `const fs = gg.files`: every name the declaration binds.
      const visit = (n: Node): void => {
        if (n.kind === SyntaxKind.Identifier) names.add(fields(n).text ?? "");
        n.forEachChild((c) => {
          visit(c);
          return undefined;
        });
      };
      visit(name);
    }
  }
  return names;
}

// The text of an element access's key, where the model fixes it (`files[key]` of `const key = "cache"`).
function constantKey(target: Node, constant: (expression: Node) => string | number | undefined): string | undefined {
  const key = target.kind === SyntaxKind.ElementAccessExpression ? (target as Node & { readonly argumentExpression?: Node }).argumentExpression : undefined;
  const value = key === undefined ? undefined : constant(key);
  return value === undefined ? undefined : String(value);
}

// The prototype `Object.create(proto)` made the value from, in place or held in a `const`; undefined for anything else.
function createdFrom(value: Node, scopes: Scopes): Node | undefined {
  const v = constValue(value, scopes);
  if (v?.kind !== SyntaxKind.CallExpression) return undefined;
  const named = globalMethodCall(v, scopes);
  const [proto, ...more] = fields(v).arguments ?? [];
  return named?.[0] === "Object" && named[1] === "create" && proto !== undefined && proto.kind !== SyntaxKind.SpreadElement && more.length === 0 ? proto : undefined;
}

// The name a member chain is read from (`files` of `files.readFile`, `gg` of `gg["files"].x`), if any.
function rootName(expression: Node): string | undefined {
  let e = unparenthesised(expression);
  while (e.kind === SyntaxKind.PropertyAccessExpression || e.kind === SyntaxKind.ElementAccessExpression || e.kind === SyntaxKind.NonNullExpression) e = unparenthesised(fields(e).expression as Node);
  return e.kind === SyntaxKind.Identifier ? fields(e).text : undefined;
}

// `g` of `import * as g from "gg"`: a write of its member is the module namespace's, which the compiler reports
// (TS2540, certain) already.
function namespaceImport(owner: Node, scopes: Scopes): boolean {
  const o = unparenthesised(owner);
  const d = o.kind === SyntaxKind.Identifier ? scopes.declarationOf(o) : undefined;
  return d?.kind === "import" && d.holder.kind === SyntaxKind.NamespaceImport;
}

// `Object.defineProperty(x, …)`, `Object.defineProperties(x, …)` or `Object.assign(x, { … })`: `x`, which it defines
// or sets members on (the library's own `Object`, asked once the model is built).
function definedOn(node: Node): { readonly at: Node; readonly how: Write } | undefined {
  if (node.kind !== SyntaxKind.CallExpression) return undefined;
  const callee = unparenthesised(fields(node).expression as Node);
  const method = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  const [target, ...sources] = fields(node).arguments ?? [];
  if (target === undefined || target.kind === SyntaxKind.SpreadElement) return undefined;
  if (method === "defineProperty" || method === "defineProperties") return { at: target, how: "define" };
  // `Object.assign(files, { dryRun: true })`: a source written in place with a member of its own sets it on the target.
  const sets = sources.some((s) => {
    const o = unparenthesised(s);
    return o.kind === SyntaxKind.ObjectLiteralExpression && ((o as Node & { readonly properties?: readonly Node[] }).properties ?? []).some((p) => p.kind === SyntaxKind.PropertyAssignment || p.kind === SyntaxKind.ShorthandPropertyAssignment || p.kind === SyntaxKind.MethodDeclaration);
  });
  return method === "assign" && sets ? { at: target, how: "define" } : undefined;
}

// The member access a node writes or deletes (`x.y = …`, `x[k] += 1`, `x.y++`, `delete x.y`, `x.y ??= …`), if any.
function writtenMember(node: Node): { readonly at: Node; readonly how: Write } | undefined {
  let target: Node | undefined;
  let how: Write = "write";
  if (node.kind === SyntaxKind.BinaryExpression) {
    const op = fields(node).operatorToken?.kind as SyntaxKind;
    if (isAssignmentOperator(op)) target = fields(node).left as Node;
    how = op === SyntaxKind.QuestionQuestionEqualsToken || op === SyntaxKind.BarBarEqualsToken ? "logical" : op === SyntaxKind.AmpersandAmpersandEqualsToken ? "and" : "write";
  } else if (node.kind === SyntaxKind.PrefixUnaryExpression || node.kind === SyntaxKind.PostfixUnaryExpression) {
    const op = fields(node).operator;
    if (op === SyntaxKind.PlusPlusToken || op === SyntaxKind.MinusMinusToken) target = fields(node).operand as Node;
  } else if (node.kind === SyntaxKind.DeleteExpression) {
    target = fields(node).expression as Node;
    how = "delete";
  }
  const t = target === undefined ? undefined : unparenthesised(target);
  if (t === undefined || (t.kind !== SyntaxKind.PropertyAccessExpression && t.kind !== SyntaxKind.ElementAccessExpression)) return undefined;
  // `files?.x` never appears as a target; an optional chain's `delete files?.x` stops where it is nullish.
  return outermostParentheses(t) === outermostParentheses(target as Node) && fields(t).questionDotToken === undefined ? { at: t, how } : undefined;
}
