/**
 * A check's findings become its result: the compiler's diagnostics classified, ours added, suppression directives
 * applied, positions made 1-based (UTF-16 columns), everything sorted so that equal inputs give equal bytes, and
 * the reach and (with a grant) the refusal forecast attached.
 */
import { jsLoadPolicy, tsCodeSet, UNUSED_EXPECT_ERROR } from "../codes.js";
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import type { CallSite, CheckInput, CheckResult, Diagnostic, Language } from "../types.js";
import { ownersOfMissingMembers } from "./ask-ahead.js";
import { fromEngine, inBranchTypesRuleOut } from "./classify.js";
import { nodeAt, SyntaxKind } from "../syntax/tree.js";
import type { ClassifyContext } from "./classify.js";
import type { Directive } from "./directives.js";
import type { EngineDiagnostic, EngineProgram } from "../engine-interface.js";
import { executionOf } from "./execution/index.js";
import { forecast } from "./forecast.js";
import type { Loading } from "./load.js";
import { loadFinding } from "./load-finding.js";
import { newerSyntaxForms } from "./newer-syntax.js";
import { runPasses } from "./passes.js";
import type { EarlyFindings } from "./passes.js";
import type { GgNames } from "./names.js";
import { createLines } from "./positions.js";
import type { Lines } from "./positions.js";
import type { Site } from "./reach.js";
import type { Node, Source } from "../syntax/tree.js";

// The compiler's "possibly undefined or null" codes.
const POSSIBLY_NULLISH = tsCodeSet("possibly-undefined");
const MISSING_MEMBER = tsCodeSet("missing-member");
const NOT_ITERABLE = tsCodeSet("not-iterable");
// The compiler's word on an argument of the wrong type.
const NOT_ASSIGNABLE: ReadonlySet<number> = new Set([2345, 2322]);

/** What a check found in one program, before it becomes a result. */
export interface Findings {
  readonly input: CheckInput;
  readonly file: string;
  readonly names: GgNames;
  readonly source: Source;
  readonly program: EngineProgram;
  readonly sites: readonly Site[];
  readonly syntactic: readonly EngineDiagnostic[];
  /** Semantic diagnostics of the program's own file, the compiler's and ours. */
  readonly semantic: readonly EngineDiagnostic[];
  readonly directives: readonly Directive[];
  /** Diagnostics of no file: an empty program has none, so the program caused them. */
  readonly global: readonly EngineDiagnostic[];
  /** JavaScript: whether the program loads (check/load.ts); TypeScript programs have none. */
  readonly loading?: Loading;
  /** The syntax-only passes' findings of a program that loads, run while the compiler checked it. */
  readonly early?: EarlyFindings;
}

/** Turns the findings into the result: our own findings, classified diagnostics, directives, reach, forecast. */
export function assembleResult(found: Findings): CheckResult {
  const { input, file, names, source, program, sites } = found;
  const language = input.language;
  const callSites = new Map<Node, Site>();
  const callbackSites = new Map<number, Site>();
  for (const s of sites) {
    if (s.call !== undefined) callSites.set(s.call, s);
    else if (s.callback === true) callbackSites.set(s.start, s);
  }
  const ctx: ClassifyContext = { source, program, names, callSites, callbackSites, malformed: new Set(), language };

  const lines = createLines(source.text);
  const raw = found.loading?.kind === "refused" ? unloadableFindings(found, found.loading) : loadedFindings(found, ctx, lines);
  const diagnostics = finalise(raw, source.text, lines, language);
  const calls: CallSite[] = sites.map((s) => ({ operation: s.operation.id, ...range(lines, s.start, s.end) }));
  const result: CheckResult = {
    file,
    language,
    verdict: diagnostics.some((d) => d.severity === "error") ? "fail" : "pass",
    diagnostics,
    reaches: [...new Set(sites.map((s) => s.operation.id))].sort(),
    calls,
  };
  if (input.grant === undefined) return result;
  const placed = sites.map((site) => {
    const pos = lines.shown(site.start);
    return { site, line: pos.line + 1, column: pos.character + 1 };
  });
  const f = forecast(names.catalogue, input.grant, language, placed, ctx.malformed);
  return { ...result, refusals: f.refusals, malformed: f.malformed };
}

/** The findings of a program that loads (every TypeScript program; a JavaScript program the parse accepts). */
function loadedFindings(found: Findings, ctx: ClassifyContext, lines: Lines): RawDiagnostic[] {
  const { source, program, names, syntactic, semantic, directives, global } = found;
  const language = found.input.language;
  // What classify will ask of each missing member's owner, asked in one batch.
  program.askAhead(ownersOfMissingMembers(source, semantic));
  // A finding of our passes in a branch the values' types rule out (`Array.isArray(list) ? … : require("fs")`) never runs.
  const ours = runPasses({ language, source, names, semantic, loads: true, operationCalls: ctx.callSites }, program, found.early).map((d) => (language === "js" && d.certain && d.length > 0 && inBranchTypesRuleOut(nodeAt(source, d.start), ctx) ? { ...d, certain: false, advisory: true } : d));
  // A diagnostic of no file (`Disposable` missing for a `using`) counts, but where the syntax that caused it is
  // reported already, it only repeats it.
  if (!ours.some((d) => d.code === GG.newerSyntax)) {
    for (const d of global) ours.push({ start: 0, length: 0, code: `TS${d.code}`, message: messages.withoutToolingAdvice(d.message), certain: true });
  }
  // Where we report an import or a reference ourselves, tsc's "cannot find module/file" at the same place is noise.
  // So is its "does not exist on type 'typeof globalThis'" where we name the missing global (GG1008).
  const covers = coverage(ours.filter((d) => d.code === GG.importNotGg || d.code === GG.reference || d.code === GG.dynamicImport || d.code === GG.globalThis));
  // Where we say a value is always undefined or null (GG1016), tsc's "possibly undefined" of that value, or its missing
  // member on the elements a pattern takes of it, says less.
  const nullish = coverage(ours.filter((d) => d.code === GG.nullishRead));
  // Where we say a gg call's text argument is always undefined or null (GG1017), tsc's "not assignable" of it says
  // less; the call is malformed, as a certain argument finding makes it.
  const nullishArguments = ours.filter((d) => d.code === GG.nullishArgument);
  for (const d of nullishArguments) if (d.certain) markMalformed(source, d.start, ctx);
  const nullishArgument = coverage(nullishArguments);
  // Where we say a frozen list refuses a method that writes to it (GG1012 over `QUEUE.push`), tsc's "no `push` on a
  // readonly array" at the method's name says less.
  const refusedEnds = new Set(ours.filter((d) => d.code === GG.refusedArgument).map((d) => d.start + d.length));
  // Where we say the `await` is forgotten (GG1021), tsc's missing member of the promise, or its "not iterable", at the
  // same place says less.
  const forgotten = coverage(ours.filter((d) => d.code === GG.forgottenAwait));
  const isCovered = (d: EngineDiagnostic): boolean => covers(d) || ((POSSIBLY_NULLISH.has(d.code) || (MISSING_MEMBER.has(d.code) && inPattern(source, d.start))) && nullish(d)) || (NOT_ASSIGNABLE.has(d.code) && nullishArgument(d)) || (MISSING_MEMBER.has(d.code) && refusedEnds.has(d.end)) || ((MISSING_MEMBER.has(d.code) || NOT_ITERABLE.has(d.code)) && forgotten(d));

  const raw: RawDiagnostic[] = ours.filter((d) => !d.certain);
  for (const d of syntactic) {
    const finding = !isCovered(d) && d.category === "error" ? inJavaScript(fromEngine(d, ctx, true), language, true) : undefined;
    if (finding !== undefined) raw.push(finding);
  }
  // Our certain findings (an import other than "gg", a reference, an ambient declaration) always stay, but a
  // directive over one of them tried to hide it and gets its finding, as over the compiler's.
  const checked: RawDiagnostic[] = ours.filter((d) => d.certain);
  // A JavaScript program that loads, but that TypeScript's parser refuses, is not the program TypeScript checked:
  // its findings on that reading are warnings.
  const misread = language === "js" && syntactic.some((d) => d.category === "error");
  // Where the compiler's diagnostics start that the checker drops (the implicit-any family, and those our own
  // findings cover): tsc reports them, so a directive over one of them is used, as in tsc, not reported unused.
  const dropped: number[] = [];
  for (const d of semantic) {
    if (d.category !== "error" && d.category !== "warning") continue;
    const finding = isCovered(d) ? undefined : inJavaScript(fromEngine(d, ctx, false), language, misread);
    if (finding !== undefined) checked.push(finding);
    else dropped.push(d.start);
  }
  raw.push(...applyDirectives(withoutRepeatedNullish(source, language, checked), dropped, directives, source.text, lines));
  return withoutRepeatedNullish(source, language, raw, checked);
}

// The gg call whose argument starts at `start` joins the malformed calls the forecast names.
function markMalformed(source: Source, start: number, ctx: ClassifyContext): void {
  for (let n: Node | undefined = nodeAt(source, start); n !== undefined; n = n.parent) {
    const site = ctx.callSites.get(n);
    if (site !== undefined) {
      ctx.malformed.add(site);
      return;
    }
  }
}

// Whether the node at `start` is part of a destructuring pattern (`groups` of `const { groups } = …`).
function inPattern(source: Source, start: number): boolean {
  for (let n: Node | undefined = nodeAt(source, start); n !== undefined; n = n.parent) {
    if (n.kind === SyntaxKind.ObjectBindingPattern || n.kind === SyntaxKind.ArrayBindingPattern) return true;
    if (n.kind === SyntaxKind.VariableDeclaration) return false;
  }
  return false;
}

/**
 * Where the compiler certainly finds the member that gives a value missing (`config.output.name`, `config["limits"]`),
 * its finding names the cause: our GG1016 on that value's own reads, or GG1017 on it handed to gg, repeats it, and goes.
 */
function withoutRepeatedNullish(source: Source, language: Language, findings: RawDiagnostic[], certainFrom: readonly RawDiagnostic[] = findings): RawDiagnostic[] {
  // The findings that will be errors (see `finalise`).
  const causes = certainFrom.filter((d) => d.advisory !== true && (language === "ts" || d.certain) && (d.code === "TS7053" || MISSING_MEMBER.has(Number(d.code.slice(2))))).map((d) => d.start);
  if (causes.length === 0) return findings;
  const within = (from: number, to: number): boolean => causes.some((at) => from <= at && at < to);
  return findings.filter((d) => {
    if (d.code !== GG.nullishRead && d.code !== GG.nullishArgument) return true;
    if (within(d.start, d.start + d.length)) return false;
    // `op("a")` of `const op = gg.files.copyFile`: the cause stands where the name got its value.
    const name = nodeAt(source, d.start);
    const holder = name.kind === SyntaxKind.Identifier ? executionOf(source).scopes.declarationOf(name)?.holder : undefined;
    return holder === undefined || !within(holder.pos, holder.end);
  });
}

/**
 * The findings of a JavaScript program that does not load: the load error, with TypeScript's syntax findings as
 * context (warnings; the one at the same place is the same cause) and bidirectional characters. Nothing of a
 * program that never runs can fail when it runs, so no other finding is reported.
 */
function unloadableFindings(found: Findings, loading: Extract<Loading, { kind: "refused" }>): RawDiagnostic[] {
  const { source, program, names, syntactic, semantic } = found;
  const errors = syntactic.filter((d) => d.category === "error" && jsLoadPolicy(d.code) !== "dropped");
  // TypeScript's parser, where it stops at the very place, usually says more than "Unexpected token".
  const sameStart = errors.find((d) => d.start === loading.offset);
  const load = loadFinding(loading, source.text, newerSyntaxForms(source), sameStart === undefined ? undefined : messages.withoutToolingAdvice(sameStart.message));
  const raw: RawDiagnostic[] = [load];
  for (const d of errors) {
    const samePlace = d.start <= load.start && load.start < Math.max(d.end, d.start + 1);
    if (samePlace) continue;
    raw.push({ start: d.start, length: d.end - d.start, code: `TS${d.code}`, message: messages.withoutToolingAdvice(d.message), certain: false });
  }
  raw.push(...runPasses({ language: program.language, source, names, semantic, loads: false }, program));
  return raw;
}

/**
 * A compiler finding as JavaScript takes it: a code about loading is a warning or dropped (codes.ts), since the
 * parse decided; a finding of TypeScript's parser, or on a reading its parser refused (`warn`), is a warning.
 */
function inJavaScript(finding: RawDiagnostic | undefined, language: Language, warn: boolean): RawDiagnostic | undefined {
  if (finding === undefined || language !== "js") return finding;
  const policy = jsLoadPolicy(Number(finding.code.slice(2))) ?? (warn ? "warning" : undefined);
  if (policy === "dropped") return undefined;
  return policy === "warning" ? { ...finding, certain: false } : finding;
}

/**
 * Whether a diagnostic starts inside one of the findings' spans (an empty span covers its own offset). Asked of
 * every diagnostic, so the spans are sorted once and each question is a binary search: the span reaching furthest
 * among those that start at or before the diagnostic decides.
 */
function coverage(findings: readonly RawDiagnostic[]): (d: EngineDiagnostic) => boolean {
  const spans = findings.map((c) => ({ start: c.start, end: c.start + Math.max(c.length, 1) })).sort((a, b) => a.start - b.start);
  const reach: number[] = [];
  for (const s of spans) reach.push(Math.max(reach[reach.length - 1] ?? -1, s.end));
  return (d) => {
    let lo = 0;
    let hi = spans.length - 1;
    let last = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((spans[mid] as { start: number }).start <= d.start) {
        last = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return last >= 0 && d.start < (reach[last] as number);
  };
}

/**
 * TypeScript would honour `@ts-ignore`, `@ts-expect-error` and `@ts-nocheck`; the checker does the same for
 * uncertain findings, but a certain one stays and the directive that tried to hide it gets a finding of its own.
 * `dropped` are the starts of the compiler's findings the checker drops: they use a directive up, and show nothing.
 */
function applyDirectives(checked: RawDiagnostic[], dropped: readonly number[], directives: readonly Directive[], text: string, lines: Lines): RawDiagnostic[] {
  if (directives.length === 0) return checked;
  const lineDirectives = new Map<number, Directive>();
  let nocheck: Directive | undefined;
  for (const d of directives) {
    if (d.kind === "ts-nocheck") nocheck = d;
    else lineDirectives.set(d.line, d);
  }
  const used = new Set<Directive>();
  for (const start of dropped) {
    const directive = nocheck ?? precedingDirective(start, lineDirectives, text, lines);
    if (directive !== undefined) used.add(directive);
  }
  const out: RawDiagnostic[] = [];
  for (const d of checked) {
    const directive = nocheck ?? precedingDirective(d.start, lineDirectives, text, lines);
    if (directive === undefined) {
      out.push(d);
      continue;
    }
    used.add(directive);
    if (!d.certain) continue;
    out.push(d);
    const line = lines.at(d.start).line + 1;
    out.push({ start: directive.start, length: directive.length, code: GG.directive, message: messages.directiveCannotHide(`@${directive.kind}`, d.code, line), certain: true });
  }
  if (nocheck === undefined) {
    for (const d of lineDirectives.values()) {
      if (d.kind === "ts-expect-error" && !used.has(d)) {
        out.push({ start: d.start, length: d.length, code: `TS${UNUSED_EXPECT_ERROR}`, message: messages.UNUSED_EXPECT_ERROR, certain: false });
      }
    }
  }
  return out;
}

/** The directive TypeScript would apply to a finding at `pos`: on the line above, across blank and `//` comment lines. */
function precedingDirective(pos: number, byLine: ReadonlyMap<number, Directive>, text: string, lines: Lines): Directive | undefined {
  const starts = lines.starts;
  for (let line = lines.at(pos).line - 1; line >= 0; line--) {
    const directive = byLine.get(line);
    if (directive !== undefined) return directive;
    const content = text.slice(starts[line], starts[line + 1] ?? text.length).trim();
    if (content !== "" && !/^\/\/.*$/.test(content)) return undefined;
  }
  return undefined;
}

/** Positions, severities and order of the final result. JavaScript fails only on certain findings. */
function finalise(raw: readonly RawDiagnostic[], text: string, lines: Lines, language: Language): Diagnostic[] {
  const out = raw.map((r): Diagnostic => {
    const start = lines.shown(r.start);
    const end = lines.shown(Math.min(r.start + r.length, text.length));
    const error = r.advisory !== true && (language === "ts" || r.certain);
    return {
      code: r.code,
      severity: error ? "error" : "warning",
      // The compiler may name a file it knows; only the virtual ones exist, and their root means nothing to a reader.
      message: messages.withoutVirtualPaths(r.message),
      line: start.line + 1,
      column: start.character + 1,
      endLine: end.line + 1,
      endColumn: end.character + 1,
    };
  });
  return sortDiagnostics(out);
}

/** Sorted by position, then code, then the rest, so equal inputs give equal bytes. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic): [number, number, string, number, number, string] => [d.line, d.column, d.code, d.endLine, d.endColumn, d.message];
  return list.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      const x = ka[i] as number | string;
      const y = kb[i] as number | string;
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  });
}

/** The 1-based range of two offsets of the program. */
function range(lines: Lines, start: number, end: number): { line: number; column: number; endLine: number; endColumn: number } {
  const s = lines.shown(start);
  const e = lines.shown(end);
  return { line: s.line + 1, column: s.character + 1, endLine: e.line + 1, endColumn: e.character + 1 };
}
