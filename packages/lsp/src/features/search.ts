/**
 * The custom `gg/search` request: `{ query, limit? }` → the catalogue's documentation search hits,
 * only what the grant allows when one is configured.
 */
import { search, type SearchHit } from "@gg/catalogue";
import type { FeatureContext } from "./context.js";

/** The method name of the documentation search request. */
export const SEARCH_METHOD = "gg/search" as const;

/** Parameters of `gg/search`. */
export interface SearchParams {
  readonly query: string;
  readonly limit?: number | null;
}

/** Registers `gg/search`. */
export function register(context: FeatureContext): void {
  // The parameters are checked before the handler runs (`params.ts`): a string query, and a positive integer limit if any.
  context.handle(SEARCH_METHOD, (params: SearchParams): SearchHit[] => {
    const { catalogue, grant } = context.settings();
    const options = params.limit === undefined || params.limit === null ? { arm: "typescript" as const } : { arm: "typescript" as const, limit: params.limit };
    return search(catalogue, params.query, grant, options);
  });
}
