import type { TSESLint } from "@typescript-eslint/utils";
import type { GgNames } from "@gg/catalogue";
import { loadFor, reportBrokenCatalogue } from "./load.js";

/**
 * Runs a rule's body with the catalogue; when the catalogue is broken the rule does nothing except, once per run,
 * report why (messageId `brokenCatalogue`).
 */
export function withCatalogue<M extends string, O extends readonly unknown[]>(
  context: Readonly<TSESLint.RuleContext<M | "brokenCatalogue", O>>,
  body: (names: GgNames) => TSESLint.RuleListener,
): TSESLint.RuleListener {
  const loaded = loadFor(context);
  if (loaded.ok) return body(loaded.names);
  reportBrokenCatalogue(context, loaded, (problems) =>
    context.report({ loc: { line: 1, column: 0 }, messageId: "brokenCatalogue", data: { problems } }),
  );
  return {};
}
