/**
 * The refusal forecast: given a grant, each reached call the host would refuse, with the host's own message in
 * the program's spelling. A call whose arguments do not type-check fails inside the guest, before the gate:
 * it is malformed, never refused. The forecast never changes the verdict, the diagnostics or the reach.
 */
import { refusalFor } from "@gg/catalogue";
import type { Catalogue, Grant } from "@gg/catalogue";
import type { Site } from "./reach.js";
import type { ForecastRefusal, Language, MalformedCall } from "../types.js";

/** A site with its 1-based position. */
export interface PlacedSite {
  readonly site: Site;
  readonly line: number;
  readonly column: number;
}

/** Refusals and malformed calls of the program's call sites under `grant`. `malformed` holds the calls whose arguments do not type-check. */
export function forecast(
  catalogue: Catalogue,
  grant: Grant,
  language: Language,
  sites: readonly PlacedSite[],
  malformed: ReadonlySet<Site>,
): { refusals: ForecastRefusal[]; malformed: MalformedCall[] } {
  const arm = language === "ts" ? "typescript" : "javascript";
  const refusals: ForecastRefusal[] = [];
  const bad: MalformedCall[] = [];
  const isCall = (site: Site): boolean => site.call !== undefined || site.callback === true;
  const called = new Set(sites.filter((p) => isCall(p.site)).map((p) => p.site.operation.id));
  for (const { site, line, column } of sites) {
    // Calls reach the gate: a call, or a reference handed to a call that calls it (`paths.forEach(files.deleteFile)`).
    // An operation the program only takes as a value (`const r = files.readFile.bind(null, "b")`) is called where
    // reach cannot follow: it is refused wherever that is, said once at the reference.
    if (!isCall(site)) {
      const refusal = called.has(site.operation.id) ? undefined : refusalFor(catalogue, site.operation, grant, arm);
      if (refusal !== undefined) refusals.push({ operation: site.operation.id, key: refusal.operation, message: refusal.message, line, column, elsewhere: true });
      continue;
    }
    if (malformed.has(site)) {
      bad.push({ operation: site.operation.id, line, column });
      continue;
    }
    const refusal = refusalFor(catalogue, site.operation, grant, arm);
    if (refusal !== undefined) {
      refusals.push({ operation: site.operation.id, key: refusal.operation, message: refusal.message, line, column });
    }
  }
  return { refusals, malformed: bad };
}
