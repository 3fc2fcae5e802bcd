/**
 * Syntax newer than the guest's engine, which implements ECMAScript 2023: a program that uses it does not load,
 * in TypeScript and JavaScript alike, though the compiler accepts it (it knows later editions and proposals).
 * The list follows the language, by edition: ECMAScript 2024 added the regular expression `v` flag (the compiler
 * itself reports it, TS1501); 2025 added regular expression modifiers, duplicate named capture groups and import
 * attributes; 2026 added explicit resource management (`using`); decorators, `accessor` fields and
 * `import defer` / `import source` are proposals no edition the guest runs has.
 */
import { NodeFlags } from "../syntax/ast.js";
import type { ModifierLike } from "../syntax/ast.js";
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { executionOf } from "./execution/index.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

const PROPOSAL = "it is a later proposal, in no edition the guest runs";

/** One form of newer syntax the tree shows: what it is, since when, and where. */
export interface NewerForm {
  readonly start: number;
  readonly length: number;
  /** The end of the construct it belongs to (a parser may refuse it anywhere up to there). */
  readonly until: number;
  readonly what: string;
  readonly since: string;
  /** Text given to the `RegExp` constructor: the program loads, and the constructor throws when it runs. */
  readonly atRunTime: boolean;
  /** The compiler reports it itself (the `v` flag of a literal, TS1501): the TypeScript arm does not repeat it. */
  readonly compilerReports?: boolean;
  /** For text given to the constructor: the call (`new RegExp(…)`), which throws where it runs. */
  readonly call?: Node;
}

/** A finding for every syntax form newer than ECMAScript 2023 (the TypeScript arm, where no JavaScript parser can read the program). */
export function newerSyntaxFindings(source: Source): RawDiagnostic[] {
  return newerSyntaxForms(source)
    .filter((f) => f.compilerReports !== true)
    .map(asFinding);
}

/**
 * Findings of newer syntax given to the `RegExp` constructor: a run-time matter no parse of the program decides. The
 * SyntaxError is thrown where the call runs: certain only where it certainly runs, uncaught; a warning elsewhere (in a
 * `try` that falls back to another pattern, behind a feature test). A `RegExp` of the program's own is no constructor
 * of the language.
 */
export function newerRegexConstructorFindings(source: Source): RawDiagnostic[] {
  const forms = newerSyntaxForms(source).filter((f) => f.atRunTime);
  if (forms.length === 0) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const form of forms) {
    const callee = form.call === undefined ? undefined : (form.call as Node & { readonly expression: Node }).expression;
    if (callee !== undefined && model.scopes.declarationOf(callee) !== undefined) continue;
    const certain = form.call === undefined || model.fails(form.call);
    found.push({ ...asFinding(form), certain, advisory: !certain });
  }
  return found;
}

/** Whether a form is a proposal of no edition (a parser refuses it at every edition). */
export function isProposal(form: NewerForm): boolean {
  return form.since === PROPOSAL;
}

function asFinding(f: NewerForm): RawDiagnostic {
  const message = f.atRunTime ? messages.newerRegexConstructor(f.what, f.since) : messages.newerSyntax(f.what, f.since);
  return { start: f.start, length: f.length, code: GG.newerSyntax, message, certain: true };
}

/** Every syntax form newer than ECMAScript 2023 the tree shows, in the tree's order. */
export function newerSyntaxForms(source: Source): NewerForm[] {
  const found: NewerForm[] = [];
  const add = (node: Node, what: string, since: string, length?: number, atRunTime = false, whole: Node = node, call?: Node): void => {
    const start = source.start(node);
    found.push({ start, length: length ?? node.end - start, until: whole.end, what, since, atRunTime, ...(call === undefined ? {} : { call }) });
  };
  for (const node of source.nodes) {
    switch (node.kind) {
      case SyntaxKind.VariableDeclarationList: {
        const flags = node.flags & NodeFlags.BlockScoped;
        if (flags === NodeFlags.Using || flags === NodeFlags.AwaitUsing) {
          add(node, flags === NodeFlags.AwaitUsing ? "An `await using` declaration" : "A `using` declaration", "it came in ECMAScript 2026", flags === NodeFlags.AwaitUsing ? 11 : 5);
        }
        break;
      }
      case SyntaxKind.Decorator:
        add(node, "A decorator", PROPOSAL, undefined, false, node.parent ?? node);
        break;
      case SyntaxKind.PropertyDeclaration: {
        const accessor = ((node as Node & { readonly modifiers?: readonly ModifierLike[] }).modifiers ?? []).find((m) => m.kind === SyntaxKind.AccessorKeyword);
        if (accessor !== undefined) add(accessor, "An `accessor` field", PROPOSAL, undefined, false, node);
        break;
      }
      case SyntaxKind.ImportAttributes:
        add(node, "An import attribute (`with { … }`)", "it came in ECMAScript 2025", undefined, false, node.parent ?? node);
        break;
      case SyntaxKind.ImportClause: {
        const phase = (node as Node & { readonly phaseModifier?: SyntaxKind }).phaseModifier;
        if (phase === SyntaxKind.DeferKeyword) add(node.parent ?? node, "`import defer`", PROPOSAL);
        break;
      }
      case SyntaxKind.CallExpression:
      case SyntaxKind.NewExpression: {
        const call = node as Node & { readonly expression: Node & { readonly text?: string }; readonly arguments?: readonly Node[] };
        const args = call.arguments ?? [];
        if (call.expression.kind === SyntaxKind.ImportKeyword && args.length > 1) add(args[1] as Node, "An import attribute (the second argument of `import()`)", "it came in ECMAScript 2025", undefined, false, node);
        // `new RegExp("(?i:a)")`, `RegExp("a", "v")`: the same syntax, a SyntaxError when the constructor runs.
        if (call.expression.kind === SyntaxKind.Identifier && call.expression.text === "RegExp") {
          const [pattern, flags] = args.map((a) => (isStringLiteral(a) ? (a as Node & { readonly text: string }).text : undefined));
          const newer = pattern === undefined ? undefined : newerRegexSyntax(`/${pattern}/`);
          const flag = { what: "The regular expression `v` flag", since: "it came in ECMAScript 2024" };
          if (newer !== undefined) add(args[0] as Node, newer.what, newer.since, undefined, true, args[0] as Node, node);
          else if (flags?.includes("v") === true) add(args[1] as Node, flag.what, flag.since, undefined, true, args[1] as Node, node);
        }
        break;
      }
      case SyntaxKind.RegularExpressionLiteral: {
        const literal = (node as Node & { readonly text: string }).text;
        const newer = newerRegexSyntax(literal);
        const start = source.start(node);
        if (newer !== undefined) add(node, newer.what, newer.since);
        else if (/\/[a-z]*v[a-z]*$/.test(literal)) found.push({ start, length: node.end - start, until: node.end, what: "The regular expression `v` flag", since: "it came in ECMAScript 2024", atRunTime: false, compilerReports: true });
        break;
      }
    }
  }
  return found;
}

/**
 * What a regular expression literal (`/pattern/flags`) uses that came after ECMAScript 2023: modifiers
 * (`(?i:…)`) and a name given to two capture groups (ECMAScript 2025). The `v` flag the compiler reports itself.
 */
export function newerRegexSyntax(literal: string): { what: string; since: string } | undefined {
  const end = literal.lastIndexOf("/");
  const pattern = literal.slice(1, end);
  const names = new Set<string>();
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") {
      inClass = true;
      continue;
    }
    if (c !== "(" || pattern[i + 1] !== "?") continue;
    const rest = pattern.slice(i + 2);
    if (/^[ims]*(?:-[ims]+)?:/.test(rest) && !rest.startsWith(":")) {
      return { what: "A regular expression modifier (`(?i:…)`)", since: "it came in ECMAScript 2025" };
    }
    const named = /^<([^=!>][^>]*)>/.exec(rest);
    if (named !== null) {
      const name = named[1] as string;
      if (names.has(name)) return { what: `A capture group name used twice (\`${name}\`)`, since: "it came in ECMAScript 2025" };
      names.add(name);
    }
  }
  return undefined;
}

function isStringLiteral(node: Node): boolean {
  return node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral;
}
