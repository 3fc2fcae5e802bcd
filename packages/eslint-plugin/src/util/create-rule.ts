import { repositoryFileUrl } from "@gg/catalogue";
import { ESLintUtils } from "@typescript-eslint/utils";

/** What a gg rule's `meta.docs` says beside its description and URL. */
export interface GgRuleDocs {
  /** On in `gg.configs.recommended` and `gg.configs.strict`; false makes the rule opt-in. */
  readonly recommended: boolean;
  /**
   * The TypeScript diagnostic codes (2304 for TS2304) that report what this rule reports, at the same place: where both
   * run (the LSP runs the checker beside the rules) such a pair is shown once, with the rule's message and fixes.
   */
  readonly duplicatesTypeScript?: readonly number[];
  /** The same for the checker's own codes (`GG1007` for GG1007): shown once beside the rule's finding. */
  readonly duplicatesChecker?: readonly string[];
}

// A rule's page is the repository's copy (the link works before a release), under the project's one base.
const namedRule = ESLintUtils.RuleCreator<GgRuleDocs>((name) => repositoryFileUrl(`packages/eslint-plugin/docs/rules/${name}.md`));

type Spec<O extends readonly unknown[], M extends string> = Parameters<typeof namedRule<O, M>>[0];
type Rule<O extends readonly unknown[], M extends string> = ReturnType<typeof namedRule<O, M>>;

const NO_OPTIONS: readonly never[] = Object.freeze([]);

/** Creates a gg rule whose `meta.docs.url` points at its doc page. */
export function createRule<O extends readonly unknown[], M extends string>(spec: Spec<O, M>): Rule<O, M> {
  const rule = namedRule<O, M>(spec);
  const defaults = spec.meta.defaultOptions ?? spec.defaultOptions ?? [];
  if (defaults.length > 0) return rule;
  // With no defaults the options a rule gets are always `[]`: RuleCreator would deep-clone an empty array for every
  // rule on every file (measurable on a lint run of many small files), so hand the rule one frozen empty array.
  return { ...rule, create: (context) => spec.create(context, NO_OPTIONS as unknown as O) };
}
