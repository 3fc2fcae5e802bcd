/**
 * `createChecker`: the sealed, deterministic pre-execution check of one guest program against the whole catalogue.
 *
 * Positions in results are 1-based lines and columns; columns count UTF-16 code units, as TypeScript does
 * (an astral character such as `𐐀` takes two columns), and lines break at LF, CR, CRLF, U+2028 and U+2029.
 */
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import type TS from "typescript";
import ts from "./typescript.js";
import { CheckerError } from "./checker-error.js";
import { finalise, fromTypeScript, IMPLICIT_ANY_CODES, positionOf as sourcePosition } from "./diagnostics.js";
import type { ClassifyContext } from "./diagnostics.js";
import { createEnvironment } from "./environment.js";
import type { Environment } from "./environment.js";
import { forecast } from "./forecast.js";
import { bidiFindings, honestyFindings, importFindings, neutraliseDirectives } from "./honesty.js";
import type { Directive } from "./honesty.js";
import { undeclaredNamesInJs } from "./commonjs.js";
import { createSealedHost } from "./host.js";
import { breachPosition, checkLimits, DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, DEFAULT_MAX_SYNTAX_DEPTH, firstTooDeepNode } from "./limits.js";
import type { LimitBreach } from "./limits.js";
import * as messages from "./messages.js";
import { compilerOptionsFor, sourceFileOptions, VIRTUAL_ROOT } from "./options.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { findSites } from "./reach.js";
import type { Site } from "./reach.js";
import { createSdkIndex } from "./sdk-index.js";
import type { SdkIndex } from "./sdk-index.js";
import type { CallSite, Checker, CheckerOptions, CheckInput, CheckResult, Diagnostic, Language } from "./types.js";

/** Creates a checker bound to one catalogue. Reads the guest library once; a check itself never touches the disk. */
export function createChecker(options: CheckerOptions = {}): Checker {
  const catalogue = options.catalogue ?? defaultCatalogue();
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const maxSyntaxDepth = options.maxSyntaxDepth ?? DEFAULT_MAX_SYNTAX_DEPTH;
  const env = createEnvironment(renderTypeScript(catalogue));
  const sdk = createSdkIndex(catalogue, env.gg);
  assertOptionsAccepted(env);
  return {
    check(input: CheckInput): CheckResult {
      validateInput(input);
      const file = input.fileName ?? `program.${input.language}`;
      const breach = checkLimits(input.source, maxBytes, maxDepth);
      if (breach !== undefined) return limitResult(file, input, breach);
      try {
        return checkProgram(env, sdk, input, file, maxSyntaxDepth);
      } catch (error) {
        throw new CheckerError("internal", `The checker failed on this program: ${firstLine(error)}`);
      }
    },
    close() {},
  };
}

function checkProgram(env: Environment, sdk: SdkIndex, input: CheckInput, file: string, maxSyntaxDepth: number): CheckResult {
  const language = input.language;
  const path = `${VIRTUAL_ROOT}/program.${language}`;
  // The parser recurses on chains the bracket scan does not see (`!!!…`, `a ? 1 : a ? …`, `new new …`): a program
  // deep enough to overflow it is also deeper than the syntax limit, so both answers are the same too_deep, placed
  // at 1:1 so that the result does not depend on which one the thread's stack size picked.
  let original: TS.SourceFile;
  try {
    original = parse(path, input.source, language);
  } catch (error) {
    if (isStackOverflow(error)) return limitResult(file, input, { kind: "too_deep_syntax", offset: 0, limit: maxSyntaxDepth });
    throw error;
  }
  if (firstTooDeepNode(original, maxSyntaxDepth) !== undefined) {
    return limitResult(file, input, { kind: "too_deep_syntax", offset: 0, limit: maxSyntaxDepth });
  }
  const { text, directives } = neutraliseDirectives(original);
  const source = text === input.source ? original : parse(path, text, language);
  const { host, moduleLiterals } = createSealedHost(env, source);
  const program = ts.createProgram({ rootNames: [...env.roots, path], options: compilerOptionsFor(language), host });

  // Diagnostics first, before any other query of the checker: their content must not depend on what was asked before.
  const syntactic = program.getSyntacticDiagnostics(source);
  const checker = program.getTypeChecker();
  const tsSemantic = program.getSemanticDiagnostics(source);
  const semantic = language === "js" ? [...tsSemantic, ...undeclaredNamesInJs(source, checker, tsSemantic)] : tsSemantic;

  const sites = findSites(source, checker, sdk);
  return assembleResult({ input, file, sdk, source, checker, sites, syntactic, semantic: semantic.filter((d) => d.file === source), moduleLiterals, directives });
}

/** What either engine has found in one program, before it becomes a result. */
export interface EngineFindings {
  readonly input: CheckInput;
  readonly file: string;
  readonly sdk: SdkIndex;
  readonly source: TS.SourceFile;
  /** Answers the classification's type questions (TypeScript 6's checker, or the native engine's adapter). */
  readonly checker: ClassifyContext["checker"];
  readonly sites: readonly Site[];
  readonly syntactic: readonly TS.Diagnostic[];
  /** Semantic diagnostics of the program's own file. */
  readonly semantic: readonly TS.Diagnostic[];
  readonly moduleLiterals: readonly TS.StringLiteralLike[];
  readonly directives: readonly Directive[];
}

/** Turns an engine's findings into the result: our own findings, classified diagnostics, directives, reach, forecast. */
export function assembleResult(found: EngineFindings): CheckResult {
  const { input, file, sdk, source, checker, sites, syntactic, semantic, moduleLiterals, directives } = found;
  const language = input.language;
  const callSites = new Map<TS.CallExpression, Site>();
  for (const s of sites) if (s.call !== undefined) callSites.set(s.call, s);
  const ctx: ClassifyContext = { source, checker, sdk, callSites, malformed: new Set(), language };

  const ours = [...honestyFindings(source), ...importFindings(moduleLiterals, source), ...bidiFindings(source.text)];
  // Where we report an import or a reference ourselves, tsc's "cannot find module/file" at the same place is noise.
  const covered = ours.filter((d) => d.code === messages.GG.importNotGg || d.code === messages.GG.reference);
  const isCovered = (d: TS.Diagnostic): boolean =>
    d.start !== undefined && covered.some((c) => d.start !== undefined && d.start >= c.start && d.start < c.start + Math.max(c.length, 1));

  const raw: RawDiagnostic[] = ours.filter((d) => !d.certain);
  for (const d of syntactic) if (!isCovered(d) && isError(d)) raw.push(fromTypeScript(d, ctx, true));
  // Our certain findings (an import other than "gg", a reference, an ambient declaration) always stay, but a
  // directive over one of them tried to hide it and gets its finding, as over TypeScript's.
  const checked: RawDiagnostic[] = ours.filter((d) => d.certain);
  for (const d of semantic) {
    if (!isCovered(d) && isReported(d) && !IMPLICIT_ANY_CODES.has(d.code)) checked.push(fromTypeScript(d, ctx, false));
  }
  raw.push(...applyDirectives(checked, directives, source));

  const diagnostics = finalise(raw, source, language);
  const placed = sites.map((site) => {
    const pos = sourcePosition(source, site.start);
    return { site, line: pos.line + 1, column: pos.character + 1 };
  });
  const calls: CallSite[] = sites.map((s) => ({ operation: s.operation.id, ...range(source, s.start, s.end) }));
  const result: CheckResult = {
    file,
    language,
    verdict: diagnostics.some((d) => d.severity === "error") ? "fail" : "pass",
    diagnostics,
    reaches: [...new Set(sites.map((s) => s.operation.id))].sort(),
    calls,
  };
  if (input.grant === undefined) return result;
  const f = forecast(sdk.catalogue, input.grant, language, placed, ctx.malformed);
  return { ...result, refusals: f.refusals, malformed: f.malformed };
}

/**
 * TypeScript would honour `@ts-ignore`, `@ts-expect-error` and `@ts-nocheck`; the checker does the same for
 * uncertain findings, but a certain one stays and the directive that tried to hide it gets a finding of its own.
 */
function applyDirectives(checked: RawDiagnostic[], directives: readonly Directive[], source: TS.SourceFile): RawDiagnostic[] {
  if (directives.length === 0) return checked;
  const lineDirectives = new Map<number, Directive>();
  let nocheck: Directive | undefined;
  for (const d of directives) {
    if (d.kind === "ts-nocheck") nocheck = d;
    else lineDirectives.set(d.line, d);
  }
  const used = new Set<Directive>();
  const out: RawDiagnostic[] = [];
  const starts = source.getLineStarts();
  for (const d of checked) {
    const directive = nocheck ?? precedingDirective(d.start, lineDirectives, source, starts);
    if (directive === undefined) {
      out.push(d);
      continue;
    }
    used.add(directive);
    if (!d.certain) continue;
    out.push(d);
    const line = source.getLineAndCharacterOfPosition(d.start).line + 1;
    out.push({ start: directive.start, length: directive.length, code: messages.GG.directive, message: messages.directiveCannotHide(`@${directive.kind}`, d.code, line), certain: true });
  }
  if (nocheck === undefined) {
    for (const d of lineDirectives.values()) {
      if (d.kind === "ts-expect-error" && !used.has(d)) {
        out.push({ start: d.start, length: d.length, code: "TS2578", message: messages.UNUSED_EXPECT_ERROR, certain: false });
      }
    }
  }
  return out;
}

/** The directive TypeScript would apply to a finding at `pos`: on the line above, across blank and `//` comment lines. */
function precedingDirective(pos: number, byLine: ReadonlyMap<number, Directive>, source: TS.SourceFile, starts: readonly number[]): Directive | undefined {
  for (let line = source.getLineAndCharacterOfPosition(pos).line - 1; line >= 0; line--) {
    const directive = byLine.get(line);
    if (directive !== undefined) return directive;
    const text = source.text.slice(starts[line], starts[line + 1] ?? source.text.length).trim();
    if (text !== "" && !/^\/\/.*$/.test(text)) return undefined;
  }
  return undefined;
}

/** Parses the program's file as the checks see it (parents set, module indicator of the fixed options). */
export function parse(path: string, text: string, language: Language): TS.SourceFile {
  return ts.createSourceFile(path, text, sourceFileOptions(language), true, language === "ts" ? ts.ScriptKind.TS : ts.ScriptKind.JS);
}

/** An error-category diagnostic. */
function isError(d: TS.Diagnostic): boolean {
  return d.category === ts.DiagnosticCategory.Error;
}

/** A diagnostic the checker reports: an error or a warning. */
function isReported(d: TS.Diagnostic): boolean {
  return d.category === ts.DiagnosticCategory.Error || d.category === ts.DiagnosticCategory.Warning;
}

/** The 1-based range of two offsets of the program. */
function range(source: TS.SourceFile, start: number, end: number): { line: number; column: number; endLine: number; endColumn: number } {
  const s = sourcePosition(source, start);
  const e = sourcePosition(source, end);
  return { line: s.line + 1, column: s.character + 1, endLine: e.line + 1, endColumn: e.character + 1 };
}

/** The result of a program refused by a limit (too large, too deep). */
export function limitResult(file: string, input: CheckInput, breach: LimitBreach): CheckResult {
  let diagnostic: Diagnostic;
  if (breach.kind === "too_large") {
    diagnostic = { code: messages.GG.tooLarge, severity: "error", message: messages.tooLarge(breach.bytes, breach.limit), line: 1, column: 1, endLine: 1, endColumn: 1 };
  } else {
    const { line, column } = breachPosition(input.source, breach.offset);
    const message = breach.kind === "too_deep" ? messages.tooDeep(breach.limit) : messages.tooDeepSyntax(breach.limit);
    diagnostic = { code: messages.GG.tooDeep, severity: "error", message, line, column, endLine: line, endColumn: column + 1 };
  }
  const result: CheckResult = { file, language: input.language, verdict: "fail", diagnostics: [diagnostic], reaches: [], calls: [] };
  return input.grant === undefined ? result : { ...result, refusals: [], malformed: [] };
}

/** Throws `bad_request` unless the input has the shape of a check. */
export function validateInput(input: CheckInput): void {
  if (typeof input !== "object" || input === null) throw new CheckerError("bad_request", "A check needs { source, language }.");
  if (typeof input.source !== "string") throw new CheckerError("bad_request", "`source` must be a string.");
  if (input.language !== "ts" && input.language !== "js") throw new CheckerError("bad_request", '`language` must be "ts" or "js".');
  if (input.fileName !== undefined && typeof input.fileName !== "string") throw new CheckerError("bad_request", "`fileName` must be a string.");
}

/**
 * The fixed options must be accepted by this TypeScript as they are: a deprecation would otherwise surface in every
 * result. Options diagnostics need no type checker, so this costs a parse of an empty file.
 */
function assertOptionsAccepted(env: Environment): void {
  for (const language of ["ts", "js"] as const) {
    const path = `${VIRTUAL_ROOT}/program.${language}`;
    const { host } = createSealedHost(env, parse(path, "export {};\n", language));
    const program = ts.createProgram({ rootNames: [...env.roots, path], options: compilerOptionsFor(language), host });
    const problems = program.getOptionsDiagnostics();
    if (problems.length > 0) {
      throw new CheckerError("internal", `The checker's compiler options were refused: ${ts.flattenDiagnosticMessageText(problems[0]?.messageText, " ")}`);
    }
  }
}

/** A RangeError from a call stack that overflowed. */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/** The first line of an error's message, host paths replaced. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Internal messages may carry host paths; keep only the first line and no path.
  return (text.split("\n")[0] ?? "").replace(/(?:[A-Za-z]:)?[\\/][^\s'"]*/g, "<path>");
}
