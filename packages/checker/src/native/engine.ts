/**
 * The native engine (opt-in, `createNativeChecker()` from `@gg/checker/native`): the same check as checker.ts, with the
 * questions that need a type checker answered by TypeScript 7 in a sealed child process. What needs no type
 * checker stays in this thread, on the TypeScript 6 parse, exactly as the default engine does it: limits,
 * directives, honesty, imports, bidirectional text, positions and the final form of results.
 */
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import type TS from "typescript";
import type { Diagnostic as NativeDiagnostic, Project } from "typescript7/unstable/sync";
import ts from "../typescript.js";
import { assembleResult, firstLine, isStackOverflow, limitResult, parse, validateInput } from "../checker.js";
import { CheckerError } from "../checker-error.js";
import { createEnvironment } from "../environment.js";
import type { Environment } from "../environment.js";
import { neutraliseDirectives } from "../honesty.js";
import { createSealedHost } from "../host.js";
import { checkLimits, DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, DEFAULT_MAX_SYNTAX_DEPTH, firstTooDeepNode } from "../limits.js";
import { compilerOptionsFor } from "../options.js";
import { createSdkIndex } from "../sdk-index.js";
import type { Checker, CheckerOptions, CheckInput, CheckResult, Language } from "../types.js";
import { createClassifyChecker } from "./classify-checker.js";
import { createGgSymbols } from "./gg-symbols.js";
import type { GgSymbols } from "./gg-symbols.js";
import { indexNativeTree } from "./nodes.js";
import type { NodeMap } from "./nodes.js";
import { findSitesNative } from "./reach.js";
import type { AliasCache } from "./reach.js";
import { programPath, startSession } from "./session.js";
import type { FsSpy, NativeSession } from "./session.js";

/** What one language's checks share across the engine's life. */
interface LanguageState {
  readonly gg: GgSymbols;
  readonly lastingAliases: AliasCache["lasting"];
}

/** Creates a checker on the native engine. `spy` (tests) hears every path the native process asks about. */
export function createNativeChecker(options: CheckerOptions = {}, spy?: FsSpy): Checker {
  const catalogue = options.catalogue ?? defaultCatalogue();
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const maxSyntaxDepth = options.maxSyntaxDepth ?? DEFAULT_MAX_SYNTAX_DEPTH;
  const ggText = renderTypeScript(catalogue);
  const env = createEnvironment(ggText);
  // This gg.d.ts tree is the engine's own and no TypeScript 6 program binds it: give it the parents that
  // diagnostics.ts walks (`declaration.getSourceFile()`).
  (ts as unknown as { setParentRecursive(node: TS.Node, incremental: boolean): void }).setParentRecursive(env.gg, false);
  const sdk = createSdkIndex(catalogue, env.gg);
  let session: NativeSession;
  try {
    session = startSession(ggText, spy);
  } catch (error) {
    throw new CheckerError("internal", `The native engine did not start: ${firstLine(error)}`);
  }
  let states: Record<Language, LanguageState>;
  try {
    for (const language of ["ts", "js"] as const) assertProjectAccepted(session.project(language));
    const state = (language: Language): LanguageState => ({ gg: createGgSymbols(session.project(language), sdk), lastingAliases: new Map() });
    states = { ts: state("ts"), js: state("js") };
  } catch (error) {
    session.close();
    throw error instanceof CheckerError ? error : new CheckerError("internal", `The native engine did not start: ${firstLine(error)}`);
  }
  return {
    check(input: CheckInput): CheckResult {
      validateInput(input);
      const file = input.fileName ?? `program.${input.language}`;
      const breach = checkLimits(input.source, maxBytes, maxDepth);
      if (breach !== undefined) return limitResult(file, input, breach);
      try {
        return checkNative(env, sdk, session, states[input.language], input, file, maxSyntaxDepth);
      } catch (error) {
        throw new CheckerError("internal", `The checker failed on this program: ${firstLine(error)}`);
      }
    },
    close() {
      session.close();
    },
  };
}

function checkNative(env: Environment, sdk: ReturnType<typeof createSdkIndex>, session: NativeSession, state: LanguageState, input: CheckInput, file: string, maxSyntaxDepth: number): CheckResult {
  const language = input.language;
  const path = programPath(language);
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
  const moduleLiterals = moduleLiteralsOf(env, source, language);

  const project = session.update(language, source.text);
  // Diagnostics first, as the default engine does.
  const syntactic = project.program.getSyntacticDiagnostics(path).map((d) => asTypeScript(d, source));
  const semantic = project.program.getSemanticDiagnostics(path).filter((d) => d.fileName === path).map((d) => asTypeScript(d, source));
  let nodeMap: NodeMap | undefined;
  const nodes = (): NodeMap => {
    if (nodeMap === undefined) {
      const tree = project.program.getSourceFile(path);
      if (tree === undefined) throw new Error("the native engine has no tree of the program");
      nodeMap = indexNativeTree(tree);
    }
    return nodeMap;
  };
  const sites = findSitesNative(source, {
    project,
    path,
    gg: state.gg,
    augments: augments(source),
    nodes,
    operationNames: new Set(sdk.functions.keys()),
    aliases: { lasting: state.lastingAliases, local: new Map() },
  });
  const checker = createClassifyChecker({ project, gg: state.gg, nodes });

  return assembleResult({ input, file, sdk, source, checker, sites, syntactic, semantic, moduleLiterals, directives });
}

/**
 * The module specifiers of the program, as the default engine collects them: TypeScript 6 building a program of
 * the program's file alone (no library: collecting them reads only the file). Nothing is resolved or read.
 */
function moduleLiteralsOf(env: Environment, source: TS.SourceFile, language: Language): readonly TS.StringLiteralLike[] {
  const { host, moduleLiterals } = createSealedHost(env, source);
  ts.createProgram({ rootNames: [source.fileName], options: { ...compilerOptionsFor(language), noLib: true }, host });
  return moduleLiterals;
}

/** `declare global` or `declare module "x"`: the program may merge declarations into gg.d.ts's symbols. */
function augments(source: TS.SourceFile): boolean {
  return source.statements.some(
    (s) => ts.isModuleDeclaration(s) && (ts.isStringLiteral(s.name) || (s.flags & ts.NodeFlags.GlobalAugmentation) !== 0),
  );
}

/** A native diagnostic as the TypeScript 6 diagnostic diagnostics.ts reads: the same code, place and text. */
function asTypeScript(d: NativeDiagnostic, source: TS.SourceFile): TS.Diagnostic {
  return { file: source, start: d.pos, length: d.end - d.pos, code: d.code, category: d.category as number as TS.DiagnosticCategory, messageText: flatten(d) };
}

/** The message and its chain, one per line, indented by depth: `ts.flattenDiagnosticMessageText(…, "\n")`. */
function flatten(d: NativeDiagnostic): string {
  let out = d.text;
  const walk = (chain: readonly NativeDiagnostic[] | undefined, indent: number): void => {
    for (const c of chain ?? []) {
      out += `\n${"  ".repeat(indent)}${c.text}`;
      walk(c.messageChain, indent + 1);
    }
  };
  walk(d.messageChain, 1);
  return out;
}

/** The project's options and files must be accepted as they are, or every result would carry the complaint. */
function assertProjectAccepted(project: Project): void {
  const problems = [...project.program.getConfigFileParsingDiagnostics(), ...project.program.getProgramDiagnostics(), ...project.program.getGlobalDiagnostics()];
  const first = problems[0];
  if (first !== undefined) throw new CheckerError("internal", `The native engine's compiler options were refused: ${flatten(first)}`);
}
