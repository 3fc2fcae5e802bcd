/**
 * Many programs of one language checked side by side, as separate modules of one project: the compiler parses,
 * binds and checks them in one go (and on several threads), instead of one snapshot per program. Every program is
 * a module, so what one declares is its own; the few that could reach beyond their module — by declaring into the
 * global scope or another module, by naming another file, or by a suppression directive the checker must evaluate
 * first — and those too deep to check are left out, to be checked alone. The results are the same bytes as alone.
 */
import type { CheckInput, CheckResult } from "../types.js";
import { reachesBeyondItsModule } from "./beyond-module.js";
import { unboundNamesInJs, undeclaredNamesInJs } from "./commonjs.js";
import { mayHoldDirectives } from "./directives.js";
import type { Engine, EngineDiagnostic, EngineProgram } from "../engine-interface.js";
import type { GgNames } from "./names.js";
import { ggShapeOf } from "./names.js";
import { knowGg } from "./execution/index.js";
import { compilerText } from "./hashbang.js";
import { loadingOf } from "./load.js";
import type { Loading } from "./load.js";
import { findSitesOfBatch } from "./reach.js";
import { assembleResult } from "./result.js";
import { createSource } from "../syntax/tree.js";
import type { Source } from "../syntax/tree.js";

/** One program of a batch. */
export interface BatchItem {
  readonly input: CheckInput;
  readonly file: string;
}

/** Whether a program's text alone keeps it out of a batch (a suppression directive is evaluated on its own text first). */
export function mustCheckAlone(input: CheckInput): boolean {
  return mayHoldDirectives(input.source);
}

/**
 * Checks a batch of programs of one language. Answers a result for each program it checked in the batch and
 * `undefined` for each one to check alone.
 */
export function checkBatch(engine: Engine, names: GgNames, items: readonly BatchItem[], maxSyntaxDepth: number): (CheckResult | undefined)[] {
  const language = items[0]?.input.language;
  if (language === undefined) return [];
  const texts = items.map((i) => compilerText(i.input.source));
  let programs = engine.openBatch(language, texts);
  const sources = programs.map((p, i) => createSource(p.tree, texts[i] as string, maxSyntaxDepth));
  // Whether JavaScript loads, asked once the tree's depth is bounded; a program too deep for the parse is checked alone.
  const loadings = sources.map((s, i): Loading | undefined => (s === undefined || language !== "js" ? undefined : loadingOf((items[i] as BatchItem).input.source)));
  const inBatch = sources.map((s, i) => s !== undefined && loadings[i]?.kind !== "too_deep" && !reachesBeyondItsModule(s));
  if (inBatch.some((ok) => !ok)) {
    // Checked without the programs left out: they must not be bound or checked beside the others.
    const reopened = engine.openBatch(language, texts.filter((_, i) => inBatch[i]));
    let k = 0;
    programs = items.map((_, i) => (inBatch[i] ? (reopened[k++] as EngineProgram) : (programs[i] as EngineProgram)));
    k = 0;
    sources.forEach((_, i) => {
      if (inBatch[i]) sources[i] = createSource((reopened[k++] as EngineProgram).tree, texts[i] as string, maxSyntaxDepth);
    });
  }
  for (const s of sources) if (s !== undefined) knowGg(s, ggShapeOf(names));
  const members = items.flatMap((item, i) => (inBatch[i] ? [{ item, index: i, program: programs[i] as EngineProgram, source: sources[i] as Source, loading: loadings[i] }] : []));
  const out: (CheckResult | undefined)[] = items.map(() => undefined);
  if (members.length === 0) return out;
  // A diagnostic of no file (a missing global type) cannot be told to one program: then each is checked alone.
  if (members[0]?.program.globalDiagnostics().length !== 0) return out;
  // Diagnostics first, before any other question: their content must not depend on what was asked before.
  const found = members.map((m) => {
    const syntactic = m.program.syntacticDiagnostics();
    const semantic = m.program.semanticDiagnostics();
    return { syntactic, semantic };
  });
  const sitesOf = findSitesOfBatch(members, names);
  members.forEach((m, k) => {
    const { syntactic, semantic } = found[k] as { syntactic: readonly EngineDiagnostic[]; semantic: readonly EngineDiagnostic[] };
    const all = language === "js" ? [...semantic, ...undeclaredNamesInJs(m.source, m.program, semantic, unboundNamesInJs(m.source))] : semantic;
    const sites = sitesOf[k] ?? [];
    out[m.index] = assembleResult({ input: m.item.input, file: m.item.file, names, source: m.source, program: m.program, sites, syntactic, semantic: all, directives: [], global: [], ...(m.loading === undefined ? {} : { loading: m.loading }) });
  });
  return out;
}
