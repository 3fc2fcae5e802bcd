/**
 * Built-ins called with what they refuse whatever the values (GG1012), where the compiler's types say nothing:
 *
 * - the `RegExp` constructor given constant text that is no pattern, or flags that are none (`new RegExp("*.js")`):
 *   a SyntaxError where the call runs;
 * - `replaceAll` or `matchAll` of a string given a regular expression literal without the `g` flag: a TypeError.
 *
 * Each is certain where the call runs, uncaught (in JavaScript, `replaceAll`'s receiver a string by its value); the program replacing the built-in (`globalThis.RegExp = …`,
 * `String.prototype.replaceAll = …`, a member written by a computed key on a built-in) makes it uncertain.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import type { EngineProgram } from "../engine-interface.js";
import type { Language } from "../types.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { newerRegexSyntax } from "./newer-syntax.js";
import { unparenthesised } from "../syntax/parentheses.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { typeTrustOf } from "./type-trust.js";

type Call = Node & { readonly expression: Node; readonly arguments?: readonly Node[] };

// String methods that refuse a regular expression without the `g` flag.
const GLOBAL_ONLY: ReadonlySet<string> = new Set(["replaceAll", "matchAll"]);

/** A finding (GG1012) for every call of a built-in with arguments it always refuses. */
export function refusedArgumentFindings(source: Source, program: EngineProgram, language: Language, operationCalls: ReadonlySet<Node>): RawDiagnostic[] {
  if (!source.text.includes("RegExp") && !source.text.includes("replaceAll") && !source.text.includes("matchAll")) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  const add = (at: Node, call: Node, message: string): void => {
    const certain = model.fails(call);
    const start = source.start(at);
    found.push({ start, length: at.end - start, code: GG.refusedArgument, message, certain, advisory: !certain });
  };
  for (const node of source.nodes) {
    if (node.kind !== SyntaxKind.CallExpression && node.kind !== SyntaxKind.NewExpression) continue;
    const call = node as Call;
    const args = call.arguments ?? [];
    const callee = unparenthesised(call.expression);
    if (callee.kind === SyntaxKind.Identifier && text(callee) === "RegExp") {
      const refused = refusedPattern(args, model, callee);
      if (refused !== undefined) add(refused.at, node, messages.refusedRegExp(refused.reason));
      continue;
    }
    const method = callee.kind === SyntaxKind.PropertyAccessExpression ? text((callee as Node & { readonly name: Node }).name) : undefined;
    if (method === undefined || !GLOBAL_ONLY.has(method) || node.kind !== SyntaxKind.CallExpression) continue;
    const first = args[0] === undefined ? undefined : unparenthesised(args[0]);
    if (first?.kind !== SyntaxKind.RegularExpressionLiteral || flagsOf(text(first) ?? "").includes("g")) continue;
    const receiver = (callee as Node & { readonly expression: Node }).expression;
    if (model.facts.anyMember || model.facts.memberWrites.has(method) || model.facts.prototypeWrites.has(method) || model.facts.memberWrites.has(`String.${method}`)) continue;
    // In TypeScript the compiler holds the program to its types; in JavaScript a type is a claim unless the value says so.
    if (program.primitiveKind(receiver) !== "string" || (language === "js" && !typeTrustOf(model, (c) => operationCalls.has(c)).byValue(receiver))) continue;
    add(first, node, messages.refusedNonGlobalRegExp(method));
  }
  return found;
}

// What a `RegExp(pattern, flags)` call refuses, where both are written as constant text: the argument and the reason.
function refusedPattern(args: readonly Node[], model: ExecutionModel, callee: Node): { at: Node; reason: string } | undefined {
  if (model.scopes.declarationOf(callee) !== undefined || model.setsGlobal("RegExp")) return undefined;
  const [pattern, flags] = args.map((a) => unparenthesised(a));
  // Text written in place, or a constant of it (`const PATTERN = "*.js"`).
  const textOf = (n: Node): string | undefined => {
    const value = literalText(n) ?? model.values.constant(n);
    return typeof value === "string" ? value : undefined;
  };
  const patternText = pattern === undefined ? undefined : textOf(pattern);
  const flagsText = flags === undefined ? "" : textOf(flags);
  if (patternText === undefined || flagsText === undefined) return undefined;
  // Syntax of a later edition, and the `v` flag, are GG1006's.
  if (newerRegexSyntax(`/${patternText}/`) !== undefined || flagsText.includes("v")) return undefined;
  try {
    // The host's engine parses patterns of ECMAScript 2023 and later: what it refuses, the guest refuses too.
    new RegExp(patternText, flagsText);
    return undefined;
  } catch (error) {
    // The engine's words after its own prefix (`Invalid regular expression: /(/: Unterminated group`).
    const said = error instanceof Error ? error.message : String(error);
    const reason = said.slice(said.lastIndexOf(": ") + 2) || said;
    const badFlags = flagsText !== "" && !/^(?!.*(.).*\1)[dgimsuy]*$/.test(flagsText);
    return { at: (badFlags ? flags : pattern) as Node, reason };
  }
}

function literalText(node: Node): string | undefined {
  return node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral ? text(node) : undefined;
}

function flagsOf(literal: string): string {
  return literal.slice(literal.lastIndexOf("/") + 1);
}

function text(node: Node): string | undefined {
  return (node as Node & { readonly text?: string }).text;
}
