/**
 * A gg call given, for a parameter that takes text, a value that is always `undefined` or `null` (GG1017):
 * `files.readFile(input)` after `const [input] = []`, `files.readFile(cfg.input)` of a literal without `input`,
 * `files.readFile(path)` of a `let path;` nothing wrote yet, `this.path` of a class that sets it to `null` and nothing
 * else; and, through a parameter of the program's own function, a value every call of it hands that is no text (left
 * out, `null`, `{ id: 1 }`). The guest's lowering checks that each text parameter is given text before the call
 * crosses to the host, so such a call throws a TypeError whenever it runs.
 *
 * As for GG1016, the execution model's values decide "always", never a type's opinion (the compiler's `string |
 * undefined` may well be text at run time). It is certain where the call runs uncaught, the callee is gg's own (not
 * a stand-in the program may put in its place), and the program does not test the value first. JavaScript only: in
 * TypeScript the compiler refuses such an argument already.
 */
import type { Operation } from "@gg/catalogue";
import { tsFunctionName } from "@gg/catalogue";
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import { constValue, fields, unparenthesised } from "./execution/syntax.js";
import { reachedOnEveryEntry } from "./execution/every-entry.js";
import { candidate, namesThatMayHoldNothing, testedFirst } from "./nullish-reads.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import type { Site } from "./reach.js";
import type { EngineDiagnostic } from "../engine-interface.js";
import type { Scopes } from "./execution/scopes.js";

/** A finding (GG1017) for each text argument of a gg call that is always undefined or null. */
export function nullishArgumentFindings(source: Source, sites: ReadonlyMap<Node, Site>, semantic: readonly EngineDiagnostic[] = []): RawDiagnostic[] {
  const asked: Asked[] = [];
  const written: Asked[] = [];
  for (const site of sites.values()) {
    const call = site.call;
    // A call through `.apply(self, list)` hands on a list whose elements the text may not show.
    if (call === undefined || site.callback === true || (site.through === true && calledBy(call) !== "call")) continue;
    const args = (call.arguments ?? []) as readonly Node[];
    const skip = site.through === true ? 1 : 0;
    for (let i = skip; i < args.length; i++) {
      const argument = args[i] as Node;
      // After a spread, which parameter an argument meets is not in the text.
      if (argument.kind === SyntaxKind.SpreadElement) break;
      if (!isTextParameter(site.operation, i - skip)) continue;
      if (mayBeMissing(unparenthesised(argument))) asked.push({ argument, site, index: i - skip });
      // `writeFile(p, { ...JSON.parse(t), version })`: an object spreading what the compiler types `any` is `any` to
      // it, and it says nothing; the value is an object all the same.
      if (NEVER_TEXT.has(unparenthesised(argument).kind) || unparenthesised(argument).kind === SyntaxKind.Identifier) written.push({ argument, site, index: i - skip });
    }
  }
  const inPlace = writtenNoText(source, written, semantic);
  if (asked.length === 0) return inPlace;
  const found = [...inPlace, ...throughParameters(source, asked)];
  // Asked of the syntax first, as GG1016 does, so that a program whose arguments cannot hold nothing builds no model.
  const named = namesThatMayHoldNothing(source);
  let nulled: ReadonlySet<string> | undefined;
  const ask = asked.filter(({ argument }) => {
    const a = unparenthesised(argument);
    if (spelledNothing(a)) return true;
    // `this.path` of a class that sets `this.path = null` (or declares `path;` or `path = null`) and may set nothing else.
    if (a.kind === SyntaxKind.PropertyAccessExpression && unparenthesised(fields(a).expression as Node).kind === SyntaxKind.ThisKeyword) return (nulled ??= membersSetToNothing(source)).has(fields(a).name?.text ?? "");
    // A name given a member of anything else (`const path = entry.name`, most of them) is not asked about: the question
    // costs a model, and the model fixes no such value to be missing.
    if (a.kind === SyntaxKind.Identifier) return named.arguments.has(fields(a).text ?? "");
    // A member or element that may be missing (`cfg.input`, `ARGS[1]`), or a built-in's answer that may find nothing
    // (`line.match(re)`); a call of anything else (`lines.join("\n")`) answers something.
    const callee = a.kind === SyntaxKind.CallExpression ? unparenthesised(fields(a).expression as Node) : undefined;
    if (a.kind === SyntaxKind.CallExpression && !(callee?.kind === SyntaxKind.PropertyAccessExpression && MAY_FIND_NOTHING.has(fields(callee).name?.text ?? ""))) return false;
    // `JSON.stringify(x)` gives no text where `x` is undefined: the model asks what it is given.
    if (callee?.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "stringify") return true;
    return candidate(a, named);
  });
  if (ask.length === 0) return found;
  const model = executionOf(source);
  for (const { argument, site, index } of ask) {
    if (found.some((f) => f.start === source.start(argument))) continue;
    const known = model.values.of(argument);
    if (known.nullish !== true) continue;
    const call = site.call as Node;
    const callee = fields(call).expression as Node;
    const certain = model.fails(argument) && !(site.through !== true && model.values.calleeMayBeOwnFunction(callee)) && !testedFirst(argument, model);
    const start = source.start(argument);
    const text = source.text.slice(start, argument.end);
    const operation = `gg.${site.operation.namespace}.${tsFunctionName(site.operation.key)}`;
    const parameter = site.operation.params[index]?.name ?? "";
    found.push({ start, length: argument.end - start, code: GG.nullishArgument, message: messages.nullishArgument(messages.clipped(text), known.exactly ?? "undefined or null", operation, parameter, spelledNothing(unparenthesised(argument))), certain, advisory: !certain });
  }
  return found;
}

// A finding for each argument written in place as no text, where the compiler has none there.
function writtenNoText(source: Source, all: readonly Asked[], semantic: readonly EngineDiagnostic[]): RawDiagnostic[] {
  // A name is asked about only where some declaration gives a name such a value
  // (`const updated = { ...pkg, version }`).
  const held = all.some(({ argument }) => unparenthesised(argument).kind === SyntaxKind.Identifier) ? namesGivenNoText(source) : new Set<string>();
  const named = all.filter(({ argument }) => {
    const a = unparenthesised(argument);
    return a.kind !== SyntaxKind.Identifier || held.has(fields(a).text ?? "");
  });
  // Where the compiler says anything of the call's arguments (too many of them, one of another type), it has spoken
  // of this call already.
  const starts = named.length === 0 ? [] : semantic.map((d) => d.start).sort((a, b) => a - b);
  const written = named.filter(({ site }) => !((site.call as Node & { readonly arguments?: readonly Node[] }).arguments ?? []).some((a) => anyWithin(starts, source.start(a), a.end)));
  if (written.length === 0) return [];
  const model = executionOf(source);
  return written.filter(({ argument }) => neverTextByForm(argument, model.scopes)).map(({ argument, site, index }) => {
    const callee = fields(site.call as Node).expression as Node;
    const certain = model.fails(argument) && !(site.through !== true && model.values.calleeMayBeOwnFunction(callee));
    const start = source.start(argument);
    const operation = `gg.${site.operation.namespace}.${tsFunctionName(site.operation.key)}`;
    const message = messages.argumentWrittenNoText(messages.clipped(source.text.slice(start, argument.end), 40), operation, site.operation.params[index]?.name ?? "");
    return { start, length: argument.end - start, code: GG.nullishArgument, message, certain, advisory: !certain };
  });
}

// Whether a sorted list holds a number from `from` up to (not including) `to`.
function anyWithin(sorted: readonly number[], from: number, to: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && (sorted[lo] as number) < to;
}

// The names declared with a value written in place that is never text.
function namesGivenNoText(source: Source): Set<string> {
  const names = new Set<string>();
  for (const node of source.nodes) {
    const init = node.kind === SyntaxKind.VariableDeclaration ? fields(node).initializer : undefined;
    if (init !== undefined && fields(node).name?.kind === SyntaxKind.Identifier && NEVER_TEXT.has(unparenthesised(init).kind)) names.add(fields(node).name?.text ?? "");
  }
  return names;
}

// The names of members the text sets to nothing: `this.x = null` (or `undefined`, `void 0`), a field `x;` or `x = null`.
function membersSetToNothing(source: Source): ReadonlySet<string> {
  const names = new Set<string>();
  for (const node of source.nodes) {
    if (node.kind === SyntaxKind.PropertyDeclaration) {
      const init = fields(node).initializer;
      const name = fields(node).name;
      if (name?.kind === SyntaxKind.Identifier && (init === undefined || spelledNothing(unparenthesised(init)))) names.add(fields(name).text ?? "");
    } else if (node.kind === SyntaxKind.BinaryExpression && fields(node).operatorToken?.kind === SyntaxKind.EqualsToken) {
      const target = unparenthesised(fields(node).left as Node);
      if (target.kind === SyntaxKind.PropertyAccessExpression && unparenthesised(fields(target).expression as Node).kind === SyntaxKind.ThisKeyword && spelledNothing(unparenthesised(fields(node).right as Node))) names.add(fields(target).name?.text ?? "");
    }
  }
  return names;
}

type Asked = { readonly argument: Node; readonly site: Site; readonly index: number };

/**
 * `files.writeFile(path, data)` in `function save(path, data)`, where every call of `save` hands `data` a value that is
 * no text (`save("a.json", { id: 1 })`), leaves it out, or hands it `null`: the gg call throws whenever it runs. Asked
 * of the syntax first: only a parameter of a function called by its name, at least one call of which writes such a
 * value in place or leaves the argument out, builds the model here.
 */
function throughParameters(source: Source, asked: readonly Asked[]): RawDiagnostic[] {
  // The enclosing function's name and the parameter's place, for each argument that names one of its parameters.
  const candidates: { readonly ask: Asked; readonly fn: string; readonly place: number }[] = [];
  for (const ask of asked) {
    const a = unparenthesised(ask.argument);
    if (a.kind !== SyntaxKind.Identifier) continue;
    const owner = parameterOwner(a);
    if (owner !== undefined) candidates.push({ ask, ...owner });
  }
  if (candidates.length === 0) return [];
  const calls = new Map<string, Node[]>();
  // The names a `const` declares with a value written in place that is never text (`const summary = { … }`).
  const constants = new Set<string>();
  for (const node of source.nodes) {
    if (node.kind === SyntaxKind.VariableDeclaration && fields(node).name?.kind === SyntaxKind.Identifier && fields(node).initializer !== undefined && NEVER_TEXT.has(unparenthesised(fields(node).initializer as Node).kind)) constants.add(fields(fields(node).name as Node).text ?? "");
    if (node.kind !== SyntaxKind.CallExpression) continue;
    const callee = unparenthesised(fields(node).expression as Node);
    if (callee.kind !== SyntaxKind.Identifier) continue;
    const name = fields(callee).text ?? "";
    const list = calls.get(name) ?? [];
    list.push(node);
    calls.set(name, list);
  }
  const ask = candidates.filter(({ fn, place }) => (calls.get(fn) ?? []).some((call) => {
    const args = fields(call).arguments ?? [];
    if (args.slice(0, place + 1).some((x) => x.kind === SyntaxKind.SpreadElement)) return false;
    const given = args[place];
    const g = given === undefined ? undefined : unparenthesised(given);
    return g === undefined || NEVER_TEXT.has(g.kind) || spelledNothing(g) || (g.kind === SyntaxKind.Identifier && constants.has(fields(g).text ?? ""));
  }));
  if (ask.length === 0) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const { ask: { argument, site, index }, fn } of ask) {
    const d = model.scopes.declarationOf(unparenthesised(argument));
    if (d === undefined || d.kind !== "parameter" || d.writes > 0 || d.holder.kind !== SyntaxKind.Parameter || fields(d.holder).name !== d.identifier) continue;
    const handed = model.handedTo(d.holder);
    if (handed === undefined) continue;
    const callee = fields(site.call as Node).expression as Node;
    const operation = `gg.${site.operation.namespace}.${tsFunctionName(site.operation.key)}`;
    const parameter = site.operation.params[index]?.name ?? "";
    if (!handed.every((v) => v === "left out" || neverText(v, model))) {
      // `save("b.json", summary)` beside `save("a.txt", text)`: that call fails, where the function hands the value
      // straight on at its first step, so every entry reaches the gg call.
      const direct = fields(d.holder).initializer === undefined && reachedOnEveryEntry(site.call as Node, d.holder.parent as Node) && !(site.through !== true && model.values.calleeMayBeOwnFunction(callee)) && !testedFirst(argument, model);
      for (const { arg } of direct ? (model.handedAt(d.holder) ?? []) : []) {
        if (arg === undefined || !neverText(arg, model)) continue;
        const at = source.start(arg);
        const certain = model.fails(arg);
        found.push({ start: at, length: arg.end - at, code: GG.nullishArgument, message: messages.argumentHandedNoText(fn, d.name, messages.clipped(source.text.slice(at, arg.end), 40), operation, parameter), certain, advisory: !certain });
      }
      continue;
    }
    const certain = model.fails(argument) && !(site.through !== true && model.values.calleeMayBeOwnFunction(callee)) && !testedFirst(argument, model);
    const start = source.start(argument);
    const first = handed[0] as Node | "left out";
    const shown = first === "left out" ? undefined : source.text.slice(source.start(first), first.end);
    found.push({ start, length: argument.end - start, code: GG.nullishArgument, message: messages.argumentNeverText(d.name, fn, shown === undefined ? undefined : messages.clipped(shown, 40), operation, parameter), certain, advisory: !certain });
  }
  return found;
}

// Values written in place that are never text.
const NEVER_TEXT: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.ObjectLiteralExpression, SyntaxKind.ArrayLiteralExpression, SyntaxKind.NumericLiteral, SyntaxKind.BigIntLiteral,
  SyntaxKind.TrueKeyword, SyntaxKind.FalseKeyword, SyntaxKind.ArrowFunction, SyntaxKind.FunctionExpression,
]);

/**
 * Whether a value is never text by its form: written in place as an object, a list, a function, a number or a boolean,
 * or a `const` declared once with one. Members written to it later leave it an object.
 */
export function neverTextByForm(value: Node, scopes: Scopes): boolean {
  const v = unparenthesised(value);
  const held = v.kind === SyntaxKind.Identifier ? constValue(v, scopes) : undefined;
  return NEVER_TEXT.has(v.kind) || (held !== undefined && NEVER_TEXT.has(held.kind));
}

// Whether a value handed in is never text: written in place as something else, or always undefined or null.
function neverText(value: Node, model: ReturnType<typeof executionOf>): boolean {
  const v = unparenthesised(value);
  // `save(p, summary)` of `const summary = { … }`: what the constant holds.
  const held = v.kind === SyntaxKind.Identifier ? constValue(v, model.scopes) : undefined;
  return NEVER_TEXT.has(v.kind) || spelledNothing(v) || model.values.of(v).nullish === true || (held !== undefined && NEVER_TEXT.has(held.kind));
}

// The function whose plain parameter a name is, by its name (`function save(…)`, `const save = (…) => …`), and the
// parameter's place; undefined where the name is no such parameter of the function around it.
function parameterOwner(name: Node): { readonly fn: string; readonly place: number } | undefined {
  const text = fields(name).text;
  for (let n = name.parent; n !== undefined; n = n.parent) {
    if (n.kind !== SyntaxKind.FunctionDeclaration && n.kind !== SyntaxKind.ArrowFunction && n.kind !== SyntaxKind.FunctionExpression) continue;
    const place = (fields(n).parameters ?? []).findIndex((p) => fields(p).name?.kind === SyntaxKind.Identifier && fields(fields(p).name as Node).text === text);
    if (place < 0) continue;
    const holder = n.kind === SyntaxKind.FunctionDeclaration ? n : n.parent?.kind === SyntaxKind.VariableDeclaration ? n.parent : undefined;
    const named = holder === undefined ? undefined : fields(holder).name;
    return named?.kind === SyntaxKind.Identifier ? { fn: fields(named).text ?? "", place } : undefined;
  }
  return undefined;
}

/** Whether the operation's parameter at `index` takes text, which the guest's lowering checks is text. */
function isTextParameter(operation: Operation, index: number): boolean {
  const type = operation.params[index]?.type;
  return type?.kind === "primitive" && type.name === "string";
}

// Whether an argument's form lets it be missing: text written in place, a template, a `+` (which makes text or a
// number) or a call the model does not follow never is, and is not asked about.
function mayBeMissing(argument: Node): boolean {
  switch (argument.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
    case SyntaxKind.TemplateExpression:
    case SyntaxKind.NumericLiteral:
    case SyntaxKind.ArrowFunction:
    case SyntaxKind.FunctionExpression:
    case SyntaxKind.ObjectLiteralExpression:
    case SyntaxKind.ArrayLiteralExpression:
      return false;
    case SyntaxKind.BinaryExpression:
      return fields(argument).operatorToken?.kind !== SyntaxKind.PlusToken;
    default:
      return true;
  }
}

// Built-ins whose answer may be undefined or null.
const MAY_FIND_NOTHING: ReadonlySet<string> = new Set(["match", "exec", "at", "codePointAt", "stringify"]);

// `null`, `undefined` or `void 0` written in place.
function spelledNothing(argument: Node): boolean {
  return argument.kind === SyntaxKind.NullKeyword || argument.kind === SyntaxKind.VoidExpression || (argument.kind === SyntaxKind.Identifier && fields(argument).text === "undefined");
}

// `call` or `apply` of `f.call(…)`, the way a call through one of them calls its function.
function calledBy(call: Node): string | undefined {
  const callee = unparenthesised(fields(call).expression as Node);
  return callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
}
