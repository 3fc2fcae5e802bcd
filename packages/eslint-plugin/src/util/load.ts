import { statSync } from "node:fs";
import { resolve } from "node:path";
import { defaultCatalogue, formatProblems, loadCatalogueFile, namesOf, type Catalogue, type GgNames } from "@gg/catalogue";
import type { TSESLint } from "@typescript-eslint/utils";
import { LastFileCache } from "./last-file.js";

/** The catalogue a lint run uses, or why it has none. */
export type Loaded =
  | { readonly ok: true; readonly names: GgNames }
  | { readonly ok: false; readonly key: string; readonly message: string };

/**
 * Catalogue files loaded lately, by path and modification time, the one used last at the end: an editor that
 * re-saves a catalogue creates a new key each time, so only a few are kept.
 */
const KEPT = 4;
const byPathAndTime = new Map<string, Loaded>();
/** Broken catalogue → the one file whose lint reports it (re-linting that file reports it again); as bounded. */
const reportedOn = new Map<string, string>();
/** Files (by their SourceCode) on which one rule has already reported the broken catalogue. */
const reportedIn = new WeakSet<object>();

type AnyContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/**
 * What the file linted last loaded, with the settings it was loaded under: every catalogue rule of a file asks, and
 * all but the first get the answer without reading the settings or the file's modification time again.
 */
const byFile = new LastFileCache<object, { readonly settings: unknown; readonly loaded: Loaded }>();

/** Keeps `value` under `key` as the newest entry of `map`, dropping the oldest beyond `KEPT`. */
function keep<V>(map: Map<string, V>, key: string, value: V): V {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= KEPT) break;
    map.delete(oldest);
  }
  return value;
}

/** Whether a settings value is a catalogue a host loaded itself with @gg/catalogue (the LSP hands over its own). */
function isLoadedCatalogue(value: unknown): value is Catalogue {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Record<string, unknown>;
  return ["operations", "namespaces", "types", "failureCodes", "capabilities", "roles"].every((field) => Array.isArray(c[field]));
}

/** The `settings.gg.catalogue` value: a path, a loaded catalogue, or anything else a config wrote there. */
function settingsCatalogue(context: AnyContext): unknown {
  const gg: unknown = context.settings["gg"];
  if (typeof gg !== "object" || gg === null) return undefined;
  return (gg as Record<string, unknown>)["catalogue"];
}

/**
 * The catalogue the settings name: the default one; a path (relative to the working directory), read once per path
 * and modification time; or a catalogue object a host loaded itself, used as it is.
 */
export function loadFor(context: AnyContext): Loaded {
  const cached = byFile.get(context.sourceCode);
  if (cached?.settings === context.settings) return cached.loaded;
  const loaded = loadUncached(context);
  byFile.set(context.sourceCode, { settings: context.settings, loaded });
  return loaded;
}

function loadUncached(context: AnyContext): Loaded {
  const configured = settingsCatalogue(context);
  if (configured === undefined) return { ok: true, names: namesOf(defaultCatalogue()) };
  if (isLoadedCatalogue(configured)) return { ok: true, names: namesOf(configured) };
  if (typeof configured !== "string") {
    return { ok: false, key: "settings", message: "settings.gg.catalogue: expected the path of a catalogue file" };
  }
  const path = resolve(context.cwd, configured);
  let mtime = -1;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    // Unreadable: the loader names the problem below.
  }
  const key = `${path}\0${mtime}`;
  const cached = byPathAndTime.get(key);
  if (cached) return keep(byPathAndTime, key, cached);
  const result = loadCatalogueFile(path);
  const loaded: Loaded = result.ok
    ? { ok: true, names: namesOf(result.value) }
    : { ok: false, key, message: formatProblems(result.problems, configured) };
  return keep(byPathAndTime, key, loaded);
}

/**
 * Reports a broken catalogue once per lint run: on the first file linted with it, by the first gg rule that runs there,
 * at 1:1. Every other file and rule stays silent instead of failing the same way again.
 */
export function reportBrokenCatalogue(context: AnyContext, loaded: Extract<Loaded, { ok: false }>, report: (message: string) => void): void {
  const file = context.physicalFilename;
  const first = reportedOn.get(loaded.key);
  if (first !== undefined && first !== file) return;
  keep(reportedOn, loaded.key, file);
  if (reportedIn.has(context.sourceCode)) return;
  reportedIn.add(context.sourceCode);
  report(loaded.message);
}

/** How many catalogue files are kept loaded now, and at most: the cache is bounded. */
export function cachedCatalogues(): { readonly count: number; readonly limit: number } {
  return { count: byPathAndTime.size, limit: KEPT };
}
