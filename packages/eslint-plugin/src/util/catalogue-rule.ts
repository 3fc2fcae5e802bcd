import type { GgNames } from "@gg/catalogue";
import type { TSESLint } from "@typescript-eslint/utils";
import { createRule } from "./create-rule.js";
import { resolverFor } from "./resolve.js";
import type { Resolver } from "./resolve.js";
import { withCatalogue } from "./with-catalogue.js";

/** What a catalogue rule reads one file with: the catalogue's names, the file, and the resolver of its gg names. */
export interface CatalogueFile {
  readonly names: GgNames;
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  readonly resolver: Resolver;
}

/** The one message every catalogue rule has besides its own: the factory adds it, and reports it. */
const brokenCatalogueMessages = {
  brokenCatalogue: "The gg catalogue could not be loaded, so the gg rules that read it checked nothing:\n{{problems}}",
} as const;

/** The message id of a broken catalogue's report. */
export type BrokenCatalogue = keyof typeof brokenCatalogueMessages;

type RuleSpec<M extends string> = Parameters<typeof createRule<[], M>>[0];

/** A catalogue rule as written: its own declarative meta (its own messages only), and a body that gets the file set up. */
export type CatalogueRuleSpec<M extends string> = Omit<RuleSpec<M>, "defaultOptions" | "create"> & {
  create(context: Readonly<TSESLint.RuleContext<M, []>>, file: CatalogueFile): TSESLint.RuleListener;
};

/**
 * Creates a gg rule that reads the catalogue (no options): its body runs with the catalogue's names, the file's source
 * and resolver; when the catalogue is broken it does nothing but report why, once per run (`withCatalogue`), with the
 * `brokenCatalogue` message this factory adds to the rule's own.
 */
export function createCatalogueRule<M extends string>(rule: CatalogueRuleSpec<M>): ReturnType<typeof createRule<[], M | BrokenCatalogue>> {
  return createRule<[], M | BrokenCatalogue>({
    name: rule.name,
    meta: { ...rule.meta, messages: { ...rule.meta.messages, ...brokenCatalogueMessages } },
    defaultOptions: [],
    create(context) {
      return withCatalogue(context, (names) => {
        const sourceCode = context.sourceCode;
        // The body reports its own messages only: the context is the same object, typed for them.
        return rule.create(context as unknown as Readonly<TSESLint.RuleContext<M, []>>, { names, sourceCode, resolver: resolverFor(sourceCode, names) });
      });
    },
  });
}
