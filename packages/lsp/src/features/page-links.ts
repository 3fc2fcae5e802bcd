/**
 * The address of the page that explains a diagnostic's code, for `codeDescription.href`. The addresses are
 * @gg/checker's, and the checker must not load before `initialize` is answered (tests/layers.test.ts): they are
 * loaded with the first analysis, which loads the checker anyway, so this costs no start-up time.
 */
type Links = Pick<typeof import("@gg/checker"), "diagnosticPageUrl" | "rulePageUrl">;

let links: Links | undefined;

/** Loads the addresses once; later calls resolve at once. */
export async function loadPageLinks(): Promise<void> {
  links ??= await import("@gg/checker");
}

/** The page of a checker code (`TS2304`, `GG1004`), else of the rule that reported the finding; undefined before loading. */
export function pageLink(code: string, rule: string | undefined): string | undefined {
  if (links === undefined) return undefined;
  return links.diagnosticPageUrl(code) ?? (rule === undefined ? undefined : links.rulePageUrl(rule));
}
