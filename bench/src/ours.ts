/** Our checker as the benchmark sees it: loaded from the built `@gg/checker`, typed by the part it uses. */

/** The slice of `@gg/checker`'s result the benchmark reads. */
export interface OurResult {
  readonly verdict: string;
  readonly diagnostics: readonly { readonly code: string; readonly severity: string; readonly message: string; readonly line: number }[];
}

/** The slice of `@gg/checker`'s `Checker` the benchmark calls. */
export interface OurChecker {
  check(input: { source: string; language: "ts" | "js"; fileName?: string }): OurResult;
  close?(): void;
  /** The same checker on the opt-in native engine (TypeScript 7 in a child process); close it when done. */
  createNative?(): OurChecker;
}

type CreateChecker = () => OurChecker;

/**
 * Creates our checker (library, this thread) with the default catalogue. `withNative` also loads the opt-in native
 * engine's entry point (TypeScript 7's API), which a figure that measures memory must not carry.
 */
export async function createOurChecker(withNative = false): Promise<OurChecker> {
  const module = (await import("@gg/checker")) as { createChecker?: CreateChecker };
  const create = module.createChecker;
  if (typeof create !== "function") throw new Error("@gg/checker exports no createChecker (is it built?)");
  const checker = create();
  if (!withNative) return { check: (input) => checker.check(input) };
  const native = (await import("@gg/checker/native")) as { createNativeChecker?: CreateChecker };
  const createNative = native.createNativeChecker;
  if (typeof createNative !== "function") throw new Error("@gg/checker/native exports no createNativeChecker (is it built?)");
  return { check: (input) => checker.check(input), createNative: () => createNative() };
}
