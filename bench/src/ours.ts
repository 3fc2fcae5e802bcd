/** Our checker as the benchmark sees it: loaded from the built `@gg/checker`, typed by the part it uses. */

/** The slice of `@gg/checker`'s result the benchmark reads. */
export interface OurResult {
  readonly verdict: string;
  readonly diagnostics: readonly { readonly code: string; readonly severity: string; readonly message: string; readonly line: number }[];
}

/** The slice of `@gg/checker`'s `Checker` the benchmark calls. */
export interface OurChecker {
  check(input: { source: string; language: "ts" | "js"; fileName?: string }): OurResult;
  close(): void;
}

/** The limits a benchmark may raise: the size limit (bytes) and the time limit of one check (ms). */
export interface OurLimits {
  readonly maxBytes?: number;
  readonly timeoutMs?: number;
}

type CreateChecker = (options?: OurLimits) => OurChecker;

/** Creates our checker (library, this thread) with the default catalogue (and its limits, unless raised); close it when done. */
export async function createOurChecker(limits: OurLimits = {}): Promise<OurChecker> {
  const module = (await import("@gg/checker")) as { createChecker?: CreateChecker };
  const create = module.createChecker;
  if (typeof create !== "function") throw new Error("@gg/checker exports no createChecker (is it built?)");
  return create(limits);
}

/** The checker's compiler options for a language, as `tsc` would read them from a tsconfig. */
export type CompilerOptionsFor = (language: "ts" | "js") => Readonly<Record<string, unknown>>;

/** `compilerOptionsFor` of the built `@gg/checker`: a baseline that runs `tsc` as the checker would uses it. */
export async function loadCompilerOptions(): Promise<CompilerOptionsFor> {
  const module = (await import("@gg/checker")) as { compilerOptionsFor?: CompilerOptionsFor };
  const options = module.compilerOptionsFor;
  if (typeof options !== "function") throw new Error("@gg/checker exports no compilerOptionsFor (is it built?)");
  return options;
}
