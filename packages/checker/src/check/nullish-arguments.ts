/**
 * A gg call given, for a parameter that takes text, a value that is always `undefined` or `null` (GG1017):
 * `files.readFile(input)` after `const [input] = []`, `files.readFile(cfg.input)` of a literal without `input`,
 * `files.readFile(path)` of a `let path;` nothing wrote yet. The guest's lowering checks that each text parameter is
 * given text before the call crosses to the host, so such a call throws a TypeError whenever it runs.
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
import { fields, unparenthesised } from "./execution/syntax.js";
import { candidate, namesThatMayHoldNothing, testedFirst } from "./nullish-reads.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import type { Site } from "./reach.js";

/** A finding (GG1017) for each text argument of a gg call that is always undefined or null. */
export function nullishArgumentFindings(source: Source, sites: ReadonlyMap<Node, Site>): RawDiagnostic[] {
  const asked: { readonly argument: Node; readonly site: Site; readonly index: number }[] = [];
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
      if (isTextParameter(site.operation, i - skip) && mayBeMissing(unparenthesised(argument))) asked.push({ argument, site, index: i - skip });
    }
  }
  if (asked.length === 0) return [];
  // Asked of the syntax first, as GG1016 does, so that a program whose arguments cannot hold nothing builds no model.
  const named = namesThatMayHoldNothing(source);
  const ask = asked.filter(({ argument }) => {
    const a = unparenthesised(argument);
    if (spelledNothing(a)) return true;
    // A name given a member of anything else (`const path = entry.name`, most of them) is not asked about: the question
    // costs a model, and the model fixes no such value to be missing.
    if (a.kind === SyntaxKind.Identifier) return named.arguments.has(fields(a).text ?? "");
    // A member or element that may be missing (`cfg.input`, `ARGS[1]`), or a built-in's answer that may find nothing
    // (`line.match(re)`); a call of anything else (`lines.join("\n")`) answers something.
    const callee = a.kind === SyntaxKind.CallExpression ? unparenthesised(fields(a).expression as Node) : undefined;
    if (a.kind === SyntaxKind.CallExpression && !(callee?.kind === SyntaxKind.PropertyAccessExpression && MAY_FIND_NOTHING.has(fields(callee).name?.text ?? ""))) return false;
    return candidate(a, named);
  });
  if (ask.length === 0) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const { argument, site, index } of ask) {
    const known = model.values.of(argument);
    if (known.nullish !== true) continue;
    const call = site.call as Node;
    const callee = fields(call).expression as Node;
    const certain = model.fails(argument) && !(site.through !== true && model.values.calleeMayBeOwnFunction(callee)) && !testedFirst(argument, model);
    const start = source.start(argument);
    const text = source.text.slice(start, argument.end);
    const operation = `gg.${site.operation.namespace}.${tsFunctionName(site.operation.key)}`;
    const parameter = site.operation.params[index]?.name ?? "";
    found.push({ start, length: argument.end - start, code: GG.nullishArgument, message: messages.nullishArgument(text.length > 60 ? `${text.slice(0, 57)}...` : text, known.exactly ?? "undefined or null", operation, parameter, spelledNothing(unparenthesised(argument))), certain, advisory: !certain });
  }
  return found;
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
const MAY_FIND_NOTHING: ReadonlySet<string> = new Set(["match", "exec", "at", "codePointAt"]);

// `null`, `undefined` or `void 0` written in place.
function spelledNothing(argument: Node): boolean {
  return argument.kind === SyntaxKind.NullKeyword || argument.kind === SyntaxKind.VoidExpression || (argument.kind === SyntaxKind.Identifier && fields(argument).text === "undefined");
}

// `call` or `apply` of `f.call(…)`, the way a call through one of them calls its function.
function calledBy(call: Node): string | undefined {
  const callee = unparenthesised(fields(call).expression as Node);
  return callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
}
