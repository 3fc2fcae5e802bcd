/**
 * The custom `gg/search` request: `{ query, limit? }` → the catalogue's documentation search hits,
 * only what the grant allows when one is configured.
 */
import { ErrorCodes, ResponseError } from "vscode-languageserver";
import { search, type SearchHit } from "@gg/catalogue";
import { badSearchQuery } from "../messages.js";
import type { FeatureContext } from "./context.js";

/** The method name of the documentation search request. */
export const SEARCH_METHOD = "gg/search";

/** Parameters of `gg/search`. */
export interface SearchParams {
  readonly query: string;
  readonly limit?: number;
}

/** Registers `gg/search`. */
export function register(context: FeatureContext): void {
  context.connection.onRequest(
    SEARCH_METHOD,
    context.guard((params: unknown): SearchHit[] | ResponseError<void> => {
      if (!isSearchParams(params)) return new ResponseError(ErrorCodes.InvalidParams, badSearchQuery);
      const { catalogue, grant } = context.settings();
      const options = params.limit === undefined ? { arm: "typescript" as const } : { arm: "typescript" as const, limit: params.limit };
      return search(catalogue, params.query, grant, options);
    }),
  );
}

function isSearchParams(value: unknown): value is SearchParams {
  if (typeof value !== "object" || value === null) return false;
  const { query, limit } = value as { query?: unknown; limit?: unknown };
  return typeof query === "string" && (limit === undefined || (typeof limit === "number" && Number.isInteger(limit) && limit > 0));
}
