/**
 * The refusal forecast: given a grant, each reached call the host would refuse, with the host's own message in
 * the program's spelling. A call whose arguments do not type-check fails inside the guest, before the gate:
 * it is malformed, never refused. The forecast never changes the verdict, the diagnostics or the reach.
 */
import { refusalFor, tsFunctionName } from "@gg/catalogue";
import type { Catalogue, Grant } from "@gg/catalogue";
import type { Site } from "./reach.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node } from "../syntax/tree.js";
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
  // Calls reach found through a value (`read("a")` after `const read = files.readFile`, `ops[0]("b")`): the
  // references such a value came from are listed as those calls already, and need no word of their own.
  const indirect = sites.filter((p) => p.site.call !== undefined && p.site.through !== true && !namesItself(p.site));
  for (const { site, line, column } of sites) {
    // Calls reach the gate: a call, or a reference handed to a call that calls it (`paths.forEach(files.deleteFile)`).
    // An operation the program only takes as a value (`const r = files.readFile.bind(null, "b")`) is called where
    // reach cannot follow: it is refused wherever that is, said at the reference — every such reference, also where
    // the same operation is called directly elsewhere, unless reach found a later call through a value of it.
    if (!isCall(site)) {
      const followed = indirect.some((p) => p.site.operation.id === site.operation.id && p.site.start >= site.end);
      const refusal = followed ? undefined : refusalFor(catalogue, site.operation, grant, arm);
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

/** Whether a call names its operation's function itself (`files.readFile(…)`, `g.files["readFile"](…)`), not a value holding it. */
function namesItself(site: Site): boolean {
  const callee = (site.call as Node & { readonly expression?: Node }).expression;
  const name = tsFunctionName(site.operation.key);
  if (callee?.kind === SyntaxKind.PropertyAccessExpression) return (callee as Node & { readonly name?: Node & { readonly text?: string } }).name?.text === name;
  if (callee?.kind === SyntaxKind.ElementAccessExpression) return (callee as Node & { readonly argumentExpression?: Node & { readonly text?: string } }).argumentExpression?.text === name;
  return false;
}
