import type { TSESLint } from "@typescript-eslint/utils";
import { createRule } from "./create-rule.js";
import type { GgNames } from "@gg/catalogue";
import { resolverFor } from "./resolve.js";
import type { Resolver } from "./resolve.js";
import { withCatalogue } from "./with-catalogue.js";

/** What a catalogue rule reads one file with: the catalogue's names, the file, and the resolver of its gg names. */
export interface CatalogueFile {
  readonly names: GgNames;
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  readonly resolver: Resolver;
}

type RuleSpec<M extends string> = Parameters<typeof createRule<[], M>>[0];

/** A catalogue rule as written: its own declarative meta, and a body that gets the file set up. */
export type CatalogueRuleSpec<M extends string> = Omit<RuleSpec<M>, "defaultOptions" | "create"> & {
  create(context: Readonly<TSESLint.RuleContext<M, []>>, file: CatalogueFile): TSESLint.RuleListener;
};

/**
 * Creates a gg rule that reads the catalogue (no options): its body runs with the catalogue's names, the file's source and resolver;
 * when the catalogue is broken it does nothing but report why, once per run (`withCatalogue`).
 */
export function createCatalogueRule<M extends string>(rule: CatalogueRuleSpec<M>): ReturnType<typeof createRule<[], M>> {
  return createRule<[], M>({
    name: rule.name,
    meta: rule.meta,
    defaultOptions: [],
    create(context) {
      return withCatalogue(context, (names) => {
        const sourceCode = context.sourceCode;
        return rule.create(context, { names, sourceCode, resolver: resolverFor(sourceCode, names) });
      });
    },
  });
}
