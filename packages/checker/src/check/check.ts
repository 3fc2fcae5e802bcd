/**
 * The one pipeline of a check, written once against the engine interface: open the program, bound its syntax
 * depth, evaluate suppression directives, gather the compiler's diagnostics and ours, find what it reaches, and
 * assemble the result.
 */
import type { CheckInput, CheckResult } from "../types.js";
import { reachesBeyondItsModule } from "./beyond-module.js";
import { unboundNamesInJs, undeclaredNamesInJs } from "./commonjs.js";
import { neutraliseDirectives } from "./directives.js";
import type { Engine } from "../engine-interface.js";
import { compilerText } from "./hashbang.js";
import { limitResult } from "./limits.js";
import { loadingOf } from "./load.js";
import type { GgNames } from "./names.js";
import { ggShapeOf } from "./names.js";
import { knowGg } from "./execution/index.js";
import { runSyntaxPasses } from "./passes.js";
import { findSites, firstAsked, planReach } from "./reach.js";
import { assembleResult } from "./result.js";
import { createSource } from "../syntax/tree.js";

/**
 * Checks one program that is within the size and bracket limits. `readSource` reads the tree for the passes (tests
 * hand one in that counts how often the passes scan the program).
 */
export function checkProgram(engine: Engine, names: GgNames, input: CheckInput, file: string, maxSyntaxDepth: number, readSource: typeof createSource = createSource): CheckResult {
  const language = input.language;
  const tooDeep = (): CheckResult => limitResult(file, input, { kind: "too_deep_syntax", offset: 0, limit: maxSyntaxDepth });
  const read = compilerText(input.source);
  let program = engine.open(language, read);
  let source = readSource(program.tree, read, maxSyntaxDepth);
  if (source === undefined) return tooDeep();
  knowGg(source, ggShapeOf(names));
  // The compiler must see directives disarmed: the checker decides which findings they may hide.
  const { text, directives } = neutraliseDirectives(program.tree, read);
  if (text !== read) {
    program = engine.open(language, text);
    source = readSource(program.tree, text, maxSyntaxDepth);
    if (source === undefined) return tooDeep();
    knowGg(source, ggShapeOf(names));
  }
  // The compiler computes the diagnostics while this thread reads the program's syntax. Diagnostics are the
  // program's first questions: their content must not depend on what was asked before. Not before the depth is
  // known to be within the limit: the compiler is never asked to check a program the limits refuse.
  program.diagnosticsAhead();
  // Whether JavaScript loads is the parse's answer, asked only now that the limits bound how deep it recurses.
  const loading = language === "js" ? loadingOf(input.source) : undefined;
  if (loading?.kind === "too_deep") return tooDeep();
  const beyond = reachesBeyondItsModule(source);
  const plan = planReach(source, names);
  const unbound = language === "js" ? unboundNamesInJs(source) : [];
  const early = loading?.kind === "refused" ? undefined : runSyntaxPasses({ language, source, names, loads: true }, program);
  const syntactic = program.syntacticDiagnostics();
  const semantic = program.semanticDiagnostics();
  // A program that cannot reach beyond its module cannot cause a diagnostic of no file: no round trip for them.
  const global = beyond ? program.globalDiagnostics() : [];
  // JavaScript asks about its undeclared names, and reach about its calls, in one round trip.
  const all = language === "js" ? [...semantic, ...undeclaredNamesInJs(source, program, semantic, unbound, firstAsked(plan))] : semantic;
  const sites = findSites(source, program, names, plan);
  return assembleResult({ input, file, names, source, program, sites, syntactic, semantic: all, directives, global, ...(loading === undefined ? {} : { loading }), ...(early === undefined ? {} : { early }) });
}
