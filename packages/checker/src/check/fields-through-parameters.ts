/**
 * A field a gg record lacks, read through a parameter of the program's own function and used (GG1016):
 * `function firstLine(result) { return result.output.split("\n")[0]; }` called as `firstLine(shell.run(c))`, where a
 * command's result has `stdout`, not `output`. The parameter is untyped, so the compiler says nothing; but the call
 * hands it what the operation returns, plain data with the catalogue's fields only, so `result.output` is `undefined`
 * there and reading on from it (or calling it, or iterating it) throws a TypeError whenever that call runs.
 *
 * The finding stands at the call's argument, as for a table's key a call hands (keys-through-parameters.ts): the read
 * runs on every entry of the function, the parameter is plain and never written, the argument is an operation's call
 * (in place or held in a `const`) whose result is a record of the catalogue or an optional one, and the program adds
 * no member of that name anywhere. Certain where the call runs uncaught. JavaScript only: in TypeScript a parameter
 * has a type the compiler checks.
 */
import type { Catalogue, Operation } from "@gg/catalogue";
import { tsFieldName, tsFunctionName, tsTypeName } from "@gg/catalogue";
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { reachedOnEveryEntry } from "./execution/every-entry.js";
import { constValue, fields, isAsync, OBJECT_PROTOTYPE, unparenthesised } from "./execution/syntax.js";
import { isGuarded, isUsedOn } from "./classify.js";
import { functionName } from "./keys-through-parameters.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import type { Site } from "./reach.js";

/** A finding for each call that hands a function's parameter a gg record lacking a field the function uses. */
export function fieldsThroughParameterFindings(source: Source, sites: ReadonlyMap<Node, Site>, catalogue: Catalogue): RawDiagnostic[] {
  // Asked of the syntax first, so that most programs build no model here: a member of a parameter's, used, in a
  // function called by its name with a record an operation answers (in place, or by a name declared with one).
  const recordCalls = new Set([...sites.values()].filter((s) => s.call !== undefined && recordOf(s, catalogue) !== undefined).map((s) => s.call as Node));
  if (recordCalls.size === 0) return [];
  const nodes = source.nodes as readonly Node[];
  const reads: Node[] = [];
  const called = new Set<string>();
  for (const n of nodes) {
    if (n.kind !== SyntaxKind.PropertyAccessExpression || fields(n).questionDotToken !== undefined || unparenthesised(fields(n).expression as Node).kind !== SyntaxKind.Identifier || !isUsedOn(n) || isGuarded(n)) continue;
    const fn = parameterFunction(unparenthesised(fields(n).expression as Node));
    const name = fn === undefined ? undefined : functionName(fn);
    if (name === undefined) continue;
    reads.push(n);
    called.add(name);
  }
  if (reads.length === 0 || !handsRecord(nodes, called, recordCalls)) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const read of reads) {
    const member = fields(read).name?.text ?? "";
    const d = model.scopes.declarationOf(unparenthesised(fields(read).expression as Node));
    if (d === undefined || d.kind !== "parameter" || d.writes > 0 || d.holder.kind !== SyntaxKind.Parameter || fields(d.holder).name !== d.identifier || fields(d.holder).initializer !== undefined) continue;
    if (OBJECT_PROTOTYPE.has(member) || model.facts.anyMember || model.facts.memberWrites.has(member) || model.facts.prototypeWrites.has(member)) continue;
    const fn = d.holder.parent as Node;
    const name = functionName(fn);
    // In an async function, the failure rejects the promise the call returns: where nothing handles it, and no `await`
    // before the read may wait for ever, it fails the program all the same.
    const async = isAsync(fn);
    if (name === undefined || !reachedOnEveryEntry(read, fn, true) || (async && waitsBefore(read, fn, model))) continue;
    for (const { arg, call } of model.handedAt(d.holder) ?? []) {
      const site = arg === undefined ? undefined : operationCallOf(arg, sites, model);
      const record = site === undefined ? undefined : recordOf(site, catalogue);
      if (arg === undefined || site === undefined || record === undefined || record.fields.includes(member)) continue;
      const start = source.start(arg);
      const certain = model.fails(arg) && (!async || model.rejectionFails(call));
      const shown = source.text.slice(source.start(read), read.end);
      const operation = `gg.${site.operation.namespace}.${tsFunctionName(site.operation.key)}`;
      found.push({ start, length: arg.end - start, code: GG.nullishRead, message: messages.fieldHandedAbsent(name, d.name, messages.clipped(shown), operation, record.type, member), certain, advisory: !certain });
    }
  }
  return found;
}

// Whether a statement of the async function's body before the one that holds `read` may wait for ever.
function waitsBefore(read: Node, fn: Node, model: ExecutionModel): boolean {
  const body = fields(fn).body;
  if (body?.kind !== SyntaxKind.Block) return false;
  const statements = fields(body).statements ?? [];
  const at = statements.findIndex((s) => s.pos <= read.pos && read.end <= s.end);
  return statements.slice(0, Math.max(at, 0)).some((s) => model.settling.stops(s, fn));
}

// The function around a name that declares it as a plain parameter, by the syntax.
function parameterFunction(name: Node): Node | undefined {
  const text = fields(name).text;
  for (let n = name.parent; n !== undefined; n = n.parent) {
    const params = fields(n).parameters;
    if (params !== undefined && params.some((p) => fields(p).name?.kind === SyntaxKind.Identifier && fields(p).name?.text === text)) return n;
  }
  return undefined;
}

// Whether some call of a function named in `called` hands it, by the syntax, a record an operation answers: the
// operation's call in place, or a name some declaration gives such a call.
function handsRecord(nodes: readonly Node[], called: ReadonlySet<string>, recordCalls: ReadonlySet<Node>): boolean {
  const held = new Set<string>();
  for (const n of nodes) {
    const init = n.kind === SyntaxKind.VariableDeclaration ? fields(n).initializer : undefined;
    if (init !== undefined && fields(n).name?.kind === SyntaxKind.Identifier && recordCalls.has(unparenthesised(init))) held.add(fields(n).name?.text ?? "");
  }
  return nodes.some((n) => {
    if (n.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesised(fields(n).expression as Node);
    if (callee.kind !== SyntaxKind.Identifier || !called.has(fields(callee).text ?? "")) return false;
    return (fields(n).arguments ?? []).some((a) => {
      const v = unparenthesised(a);
      return recordCalls.has(v) || (v.kind === SyntaxKind.Identifier && held.has(fields(v).text ?? ""));
    });
  });
}

// The operation call an argument is: in place, or held in a `const` declared once.
function operationCallOf(arg: Node, sites: ReadonlyMap<Node, Site>, model: ExecutionModel): Site | undefined {
  const a = unparenthesised(arg);
  const held = a.kind === SyntaxKind.Identifier ? constValue(a, model.scopes) : a;
  const site = held === undefined ? undefined : sites.get(unparenthesised(held));
  return site?.through === true || site?.callback === true ? undefined : site;
}

// The record an operation returns (or may return, for an optional one): its type's name and its fields as the program
// spells them; undefined for anything else. Asked once per operation of a catalogue: the answer depends on the
// catalogue alone, never on a program.
function recordOf(site: Site, catalogue: Catalogue): Returned | undefined {
  let known = records.get(catalogue);
  if (known === undefined) records.set(catalogue, (known = new Map()));
  if (!known.has(site.operation)) known.set(site.operation, returnedRecord(site.operation, catalogue));
  return known.get(site.operation);
}

type Returned = { readonly type: string; readonly fields: readonly string[] };
const records = new WeakMap<Catalogue, Map<Operation, Returned | undefined>>();

function returnedRecord(operation: Operation, catalogue: Catalogue): Returned | undefined {
  let result = operation.result;
  if (result?.kind === "option") result = result.element;
  if (result?.kind !== "named") return undefined;
  const name = result.name;
  const type = catalogue.types.find((t) => t.name === name);
  return type?.kind === "record" ? { type: tsTypeName(type.name), fields: type.fields.map((f) => tsFieldName(f.name)) } : undefined;
}
