import { statSync } from "node:fs";
import { resolve } from "node:path";
import { defaultCatalogue, formatProblems, loadCatalogueFile, namesOf, type GgNames } from "@gg/catalogue";
import type { TSESLint } from "@typescript-eslint/utils";

/** The catalogue a lint run uses, or why it has none. */
export type Loaded =
  | { readonly ok: true; readonly names: GgNames }
  | { readonly ok: false; readonly key: string; readonly message: string };

const byPathAndTime = new Map<string, Loaded>();
/** Broken catalogue → the one file whose lint reports it (re-linting that file reports it again). */
const reportedOn = new Map<string, string>();
/** Files (by their SourceCode) on which one rule has already reported the broken catalogue. */
const reportedIn = new WeakSet<object>();

type AnyContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** The `settings.gg.catalogue` path, if any. */
function settingsPath(context: AnyContext): string | undefined {
  const gg: unknown = context.settings["gg"];
  if (typeof gg !== "object" || gg === null) return undefined;
  const path: unknown = (gg as Record<string, unknown>)["catalogue"];
  return typeof path === "string" ? path : undefined;
}

/** Loads the catalogue named by the settings (relative to the working directory), cached per path and mtime. */
export function loadFor(context: AnyContext): Loaded {
  const configured = settingsPath(context);
  if (configured === undefined) return { ok: true, names: namesOf(defaultCatalogue()) };
  const path = resolve(context.cwd, configured);
  let mtime = -1;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    // Unreadable: the loader names the problem below.
  }
  const key = `${path}\0${mtime}`;
  const cached = byPathAndTime.get(key);
  if (cached) return cached;
  const result = loadCatalogueFile(path);
  const loaded: Loaded = result.ok
    ? { ok: true, names: namesOf(result.value) }
    : { ok: false, key, message: formatProblems(result.problems, configured) };
  byPathAndTime.set(key, loaded);
  return loaded;
}

/**
 * Reports a broken catalogue once per lint run: on the first file linted with it, by the first gg rule that runs there,
 * at 1:1. Every other file and rule stays silent instead of failing the same way again.
 */
export function reportBrokenCatalogue(context: AnyContext, loaded: Extract<Loaded, { ok: false }>, report: (message: string) => void): void {
  const file = context.physicalFilename;
  const first = reportedOn.get(loaded.key);
  if (first !== undefined && first !== file) return;
  reportedOn.set(loaded.key, file);
  if (reportedIn.has(context.sourceCode)) return;
  reportedIn.add(context.sourceCode);
  report(loaded.message);
}
