/**
 * The checker's own passes over a program, in one ordered list: each reads the program's facts (its tree and text,
 * the gg names, the compiler's semantic diagnostics) and may ask the compiler, and returns its findings. result.ts
 * runs the list; a new pass is a row here (and the row of each code it emits in registry.ts names it).
 *
 * Not passes of this list: the limits (before any parser), reach (which finds the operations a program calls, not
 * findings), the names the compiler's reading of JavaScript invents (commonjs.ts: they join the compiler's own
 * diagnostics, before classification), classification itself (classify.ts) and the suppression directives.
 */
import type { EngineDiagnostic, EngineProgram } from "../engine-interface.js";
import type { Node, Source } from "../syntax/tree.js";
import type { Language } from "../types.js";
import { earlyCallFindings } from "./early-call.js";
import { certainThrowFindings } from "./certain-throws.js";
import { globalThisFindings } from "./global-this.js";
import { libraryOnlyGlobalFindings } from "./library-only-globals.js";
import { bidiFindings, dynamicImportFindings, honestyFindings, importFindings } from "./honesty.js";
import type { GgNames } from "./names.js";
import { newerRegexConstructorFindings, newerSyntaxFindings } from "./newer-syntax.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { refusedArgumentFindings } from "./refused-arguments.js";
import { strictAccessorFindings } from "./strict-accessors.js";
import { strictThisFindings } from "./strict-this.js";
import { detachedMethodFindings } from "./detached-methods.js";
import { initOrderFindings } from "./init-order.js";
import { accessorFindings } from "./accessors.js";
import { nullishReadFindings } from "./nullish-reads.js";
import { nullishArgumentFindings } from "./nullish-arguments.js";
import type { Site } from "./reach.js";
import { prototypeLessFindings } from "./prototype-less.js";
import { ggWriteFindings } from "./gg-writes.js";
import { forgottenAwaitFindings } from "./forgotten-awaits.js";
import { fieldsThroughParameterFindings } from "./fields-through-parameters.js";

/** What every pass reads of one program. */
export interface ProgramFacts {
  readonly language: Language;
  readonly source: Source;
  readonly names: GgNames;
  /** Semantic diagnostics of the program's own file, the compiler's and ours (commonjs.ts). */
  readonly semantic: readonly EngineDiagnostic[];
  /**
   * Whether the program loads: every TypeScript program; a JavaScript program when the guest's parse accepts it.
   * Of a program that never runs, nothing can fail when it runs: only passes about its text apply.
   */
  readonly loads: boolean;
  /** The calls of gg operations reach found, with their sites (their results are typed by the catalogue); none before reach has run. */
  readonly operationCalls?: ReadonlyMap<Node, Site>;
}

/** One pass of the checker's own. */
export interface Pass {
  readonly name: string;
  /** It reads the program's syntax alone (no compiler, no diagnostics): it may run while the compiler checks. */
  readonly syntaxOnly?: boolean;
  /** Whether the pass has anything to say about such a program. */
  appliesTo(facts: ProgramFacts): boolean;
  run(facts: ProgramFacts, program: EngineProgram): RawDiagnostic[];
}

const loaded = (facts: ProgramFacts): boolean => facts.loads;

/** Every pass, in the order its findings are gathered. */
export const PASSES = [
  // Ambient declarations and `/// <reference>` directives (GG1003, GG1002).
  { name: "honesty", appliesTo: loaded, run: (facts, program) => honestyFindings(facts.source, program) },
  // Imports of anything but "gg" (GG1001).
  { name: "imports", syntaxOnly: true, appliesTo: loaded, run: (facts) => importFindings(facts.source) },
  // `import()` (GG1007).
  { name: "dynamic-import", syntaxOnly: true, appliesTo: loaded, run: (facts) => dynamicImportFindings(facts.source) },
  // Syntax of a later edition (GG1006). In JavaScript the parse decided it (load.ts): what is left is text given
  // to the `RegExp` constructor, which throws when it runs.
  { name: "newer-syntax", syntaxOnly: true, appliesTo: (facts) => facts.loads && facts.language === "ts", run: (facts) => newerSyntaxFindings(facts.source) },
  { name: "newer-regex-constructor", syntaxOnly: true, appliesTo: (facts) => facts.loads && facts.language === "js", run: (facts) => newerRegexConstructorFindings(facts.source) },
  // Properties of `globalThis` the guest lacks (GG1008).
  { name: "global-this", appliesTo: loaded, run: (facts, program) => globalThisFindings(facts.source, program, facts.names, facts.semantic) },
  // Globals the compiler's library declares that the guest lacks: `Intl` (GG1011).
  { name: "library-only-globals", syntaxOnly: true, appliesTo: loaded, run: (facts) => libraryOnlyGlobalFindings(facts.source) },
  // Built-ins called with what they always refuse (GG1012).
  { name: "refused-arguments", appliesTo: loaded, run: (facts, program) => refusedArgumentFindings(facts.source, program, facts.language, facts.operationCalls ?? new Map()) },
  // Reads strict code refuses: `arguments.callee`, a function's `caller` (GG1013).
  { name: "strict-accessors", appliesTo: loaded, run: (facts) => strictAccessorFindings(facts.source) },
  // `this` of a function only ever called without a receiver: undefined in strict code (GG1013).
  { name: "strict-this", appliesTo: loaded, run: (facts) => strictThisFindings(facts.source) },
  // A built-in's method taken off its object and called without it: `list.forEach(seen.add)` (GG1013).
  { name: "detached-methods", appliesTo: loaded, run: (facts, program) => detachedMethodFindings(facts.source, program, facts.operationCalls ?? new Map()) },
  // A subclass's field used by a method its base's constructor calls, before the subclass defines it (GG1014).
  { name: "init-order", appliesTo: loaded, run: (facts) => initOrderFindings(facts.source) },
  // A write to a getter without a setter, an accessor that runs itself (GG1015).
  { name: "accessors", appliesTo: loaded, run: (facts) => accessorFindings(facts.source) },
  // A member of a value that is always undefined or null (GG1016).
  // TypeScript's own strict checks refuse most of these already ("possibly null"), so only JavaScript asks.
  { name: "nullish-reads", appliesTo: (facts) => facts.loads && facts.language === "js", run: (facts) => nullishReadFindings(facts.source) },
  // A field a gg record lacks, used through a parameter of the program's function that a call hands the record
  // (GG1016).
  { name: "fields-through-parameters", appliesTo: (facts) => facts.loads && facts.language === "js", run: (facts) => fieldsThroughParameterFindings(facts.source, facts.operationCalls ?? new Map(), facts.names.catalogue) },
  // A gg call given, for text, a value that is always undefined or null (GG1017). The compiler refuses these in
  // TypeScript.
  { name: "nullish-arguments", appliesTo: (facts) => facts.loads && facts.language === "js", run: (facts) => nullishArgumentFindings(facts.source, facts.operationCalls ?? new Map(), facts.semantic) },
  // An object made without a prototype used as if it had one (GG1018).
  { name: "prototype-less", appliesTo: loaded, run: (facts, program) => prototypeLessFindings(facts.source, program) },
  // A write to gg or one of its namespaces, which the guest freezes (GG1019).
  // The compiler refuses these in TypeScript (a namespace's function, a missing member), so only JavaScript asks.
  { name: "gg-writes", appliesTo: (facts) => facts.loads && facts.language === "js", run: (facts) => ggWriteFindings(facts.source) },
  // An async function's call used as the value it resolves to, the `await` forgotten (GG1021). The compiler refuses
  // these in TypeScript.
  { name: "forgotten-awaits", syntaxOnly: true, appliesTo: (facts) => facts.loads && facts.language === "js", run: (facts) => forgottenAwaitFindings(facts.source) },
  // Calls before the declarations they read (GG1009).
  { name: "early-call", syntaxOnly: true, appliesTo: loaded, run: (facts) => earlyCallFindings(facts.source) },
  // A `throw` reached on every run, which nothing catches (GG1020).
  { name: "certain-throws", syntaxOnly: true, appliesTo: loaded, run: (facts) => certainThrowFindings(facts.source) },
  // Bidirectional control characters (GG1005): about the text, so also of a program that does not load.
  { name: "bidi", syntaxOnly: true, appliesTo: () => true, run: (facts) => bidiFindings(facts.source.text) },
] as const satisfies readonly Pass[];

/** The name of a pass of the list. */
export type PassName = (typeof PASSES)[number]["name"];

/** Findings of the syntax-only passes, run before the rest (`runSyntaxPasses`), by pass name. */
export type EarlyFindings = ReadonlyMap<string, readonly RawDiagnostic[]>;

/**
 * Runs the passes that read syntax alone and apply to the program, while the compiler computes its diagnostics;
 * `runPasses` takes their findings, given the same facts but the diagnostics.
 */
export function runSyntaxPasses(facts: Omit<ProgramFacts, "semantic">, program: EngineProgram): EarlyFindings {
  const full: ProgramFacts = { ...facts, semantic: [] };
  const early = new Map<string, readonly RawDiagnostic[]>();
  for (const pass of PASSES as readonly Pass[]) if (pass.syntaxOnly === true && pass.appliesTo(full)) early.set(pass.name, pass.run(full, program));
  return early;
}

/** The findings of every pass that applies to the program, in the list's order (those run early taken as they were). */
export function runPasses(facts: ProgramFacts, program: EngineProgram, early?: EarlyFindings): RawDiagnostic[] {
  const found: RawDiagnostic[] = [];
  for (const pass of PASSES as readonly Pass[]) {
    if (!pass.appliesTo(facts)) continue;
    found.push(...(early?.get(pass.name) ?? pass.run(facts, program)));
  }
  return found;
}
