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

type CreateChecker = () => OurChecker;

/** Creates our checker (library, this thread) with the default catalogue; close it when done. */
export async function createOurChecker(): Promise<OurChecker> {
  const module = (await import("@gg/checker")) as { createChecker?: CreateChecker };
  const create = module.createChecker;
  if (typeof create !== "function") throw new Error("@gg/checker exports no createChecker (is it built?)");
  return create();
}
