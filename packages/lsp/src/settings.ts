/**
 * The server's settings: which catalogue and which grant, read from initialization options and
 * `workspace/configuration` (section `gg`). A broken file never replaces the last good one.
 */
import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import {
  DEFAULT_CATALOGUE_PATH,
  defaultCatalogue,
  formatProblems,
  loadCatalogueFile,
  parseCatalogue,
  loadGrantFile,
  type Catalogue,
  type Grant,
} from "@gg/catalogue";
import { catalogueBroken, grantBroken, settingIgnored } from "./messages.js";

/** The settings as a client may send them (every field optional, anything may be wrong). */
export interface RawSettings {
  readonly catalogue?: string | null;
  readonly grant?: string | null;
  readonly debounceMs?: number;
}

/** What the features read. */
export interface Settings {
  readonly catalogue: Catalogue;
  /** Absolute path of the catalogue file in use (the shipped one by default). */
  readonly catalogueFile: string | undefined;
  readonly grant: Grant | undefined;
  /** Absolute path of the grant file configured, when one is (even while it is broken). */
  readonly grantFile: string | undefined;
  /** While edits keep coming, the least time between the starts of two checks of one document. */
  readonly debounceMs: number;
  /**
   * Grows whenever the catalogue changes, so cached analyses can tell they are stale. Not with the grant or the
   * debounce: diagnostics never depend on them, so changing either re-checks nothing.
   */
  readonly generation: number;
}

/** The outcome of applying new raw settings. */
export interface ApplyOutcome {
  /** Error texts to show the user, each at most once per distinct problem. */
  readonly errors: readonly string[];
  /** True when the catalogue, the grant or the debounce changed. */
  readonly changed: boolean;
}

/** Holds the current settings and applies new ones. */
export interface SettingsStore {
  current(): Settings;
  apply(raw: unknown): ApplyOutcome;
}

/** Default least time between the starts of two checks of one document while edits keep coming (an idle one is checked at once). */
export const DEFAULT_DEBOUNCE_MS = 150;

/** Reads `{ catalogue, grant, debounceMs }` from whatever a client sent, also accepting it nested under `gg`. */
export function readRawSettings(raw: unknown): RawSettings {
  if (!isRecord(raw)) return {};
  const inner = isRecord(raw["gg"]) ? raw["gg"] : raw;
  const result: { catalogue?: string | null; grant?: string | null; debounceMs?: number } = {};
  const catalogue = inner["catalogue"];
  const grant = inner["grant"];
  const debounce = inner["debounceMs"];
  if (typeof catalogue === "string" || catalogue === null) result.catalogue = catalogue;
  if (typeof grant === "string" || grant === null) result.grant = grant;
  if (typeof debounce === "number" && Number.isFinite(debounce) && debounce >= 0) result.debounceMs = Math.min(debounce, 10_000);
  return result;
}

/** What is wrong with the settings a client sent: each value of the wrong type, which is ignored (said, not silent). */
export function settingsProblems(raw: unknown): string[] {
  if (!isRecord(raw)) return raw === undefined || raw === null ? [] : [settingIgnored("the settings", "an object", raw)];
  const inner = isRecord(raw["gg"]) ? raw["gg"] : raw;
  const problems: string[] = [];
  for (const key of ["catalogue", "grant"] as const) {
    const value = inner[key];
    if (value !== undefined && value !== null && typeof value !== "string") problems.push(settingIgnored(key, "a path (a string) or null", value));
  }
  const debounce = inner["debounceMs"];
  if (debounce !== undefined && !(typeof debounce === "number" && Number.isFinite(debounce) && debounce >= 0)) {
    problems.push(settingIgnored("debounceMs", "a number of milliseconds, 0 or more", debounce));
  }
  return problems;
}

/** Creates a store; relative paths resolve against `baseDir` (the workspace root). */
export function createSettingsStore(options: { baseDir?: string } = {}): SettingsStore {
  const baseDir = options.baseDir ?? process.cwd();
  let settings: Settings = {
    catalogue: defaultCatalogue(),
    catalogueFile: DEFAULT_CATALOGUE_PATH,
    grant: undefined,
    grantFile: undefined,
    debounceMs: DEFAULT_DEBOUNCE_MS,
    generation: 0,
  };
  let cataloguePath: string | undefined;
  // The text of the catalogue file in use, to tell a re-sent setting from a changed file.
  let catalogueText: string | undefined;
  let grantPath: string | undefined;
  // The problem last shown for each path: shown once, and again only after the file was good in between.
  const reported = new Map<string, string>();

  function report(errors: string[], path: string, text: string): void {
    if (reported.get(path) === text) return;
    reported.set(path, text);
    errors.push(text);
  }

  return {
    current: () => settings,
    apply(input) {
      const raw = readRawSettings(input);
      const errors: string[] = settingsProblems(input);
      let { catalogue, catalogueFile, grant, debounceMs } = settings;
      let changed = false;
      let catalogueChanged = false;

      if (raw.catalogue !== undefined) {
        const wanted = raw.catalogue === null || raw.catalogue === "" ? undefined : absolute(baseDir, raw.catalogue);
        if (wanted === undefined) {
          if (cataloguePath !== undefined) {
            catalogue = defaultCatalogue();
            catalogueFile = DEFAULT_CATALOGUE_PATH;
            cataloguePath = undefined;
            catalogueText = undefined;
            changed = catalogueChanged = true;
          }
        } else {
          const text = readText(wanted);
          // The file in use, unchanged (settings re-sent): keep it, or the checker's thread restarts and every document is re-checked.
          const same = wanted === cataloguePath && text !== undefined && text === catalogueText;
          // An unreadable file is loaded anyway, for the loader's message.
          const loaded = same ? undefined : text === undefined ? loadCatalogueFile(wanted) : parseCatalogue(text);
          if (loaded === undefined) {
            reported.delete(wanted);
          } else if (loaded.ok) {
            reported.delete(wanted);
            catalogue = loaded.value;
            catalogueFile = wanted;
            cataloguePath = wanted;
            catalogueText = text;
            changed = catalogueChanged = true;
          } else {
            report(errors, wanted, catalogueBroken(wanted, formatProblems(loaded.problems, wanted)));
          }
        }
      }

      const grantWanted = raw.grant !== undefined ? raw.grant : grantPath;
      if (raw.grant !== undefined || changed) {
        const wanted = grantWanted === null || grantWanted === undefined || grantWanted === "" ? undefined : absolute(baseDir, grantWanted);
        if (wanted === undefined) {
          if (grant !== undefined) changed = true;
          grant = undefined;
          grantPath = undefined;
        } else {
          const loaded = loadGrantFile(wanted, catalogue);
          if (loaded.ok) {
            reported.delete(wanted);
            grant = loaded.value;
            grantPath = wanted;
            changed = true;
          } else {
            report(errors, wanted, grantBroken(wanted, formatProblems(loaded.problems, wanted)));
          }
        }
      }

      if (raw.debounceMs !== undefined && raw.debounceMs !== debounceMs) {
        debounceMs = raw.debounceMs;
        changed = true;
      }
      const grantFile = grantWanted === null || grantWanted === undefined || grantWanted === "" ? undefined : absolute(baseDir, grantWanted);
      if (changed || grantFile !== settings.grantFile) {
        settings = { catalogue, catalogueFile, grant, grantFile, debounceMs, generation: settings.generation + (catalogueChanged ? 1 : 0) };
      }
      return { errors, changed };
    },
  };
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function absolute(baseDir: string, path: string): string {
  return isAbsolute(path) ? path : resolve(baseDir, path);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
