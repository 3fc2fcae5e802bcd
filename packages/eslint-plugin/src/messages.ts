// Every text a gg rule shows a person, in one place so they can be reviewed as a set.
// Placeholders are filled from the catalogue; no operation name is written here.
// `{{didYouMean}}` ends the sentence: "; did you mean `x`?", else the names there are ("; it exports `a`, `b`."), or ".".
import { LIMIT_CODES, limitMessages as checkerLimitMessages } from "@gg/catalogue";

const brokenCatalogue = "The gg catalogue could not be loaded, so the gg rules that read it checked nothing:\n{{problems}}";

/** no-unqualified-name */
export const noUnqualifiedNameMessages = {
  brokenCatalogue,
  unqualifiedNamespace: "`{{name}}` is not in scope: write `{{importLine}}`, or use `{{qualified}}`.",
  unqualifiedMember: "`{{name}}` is not in scope: it is `{{qualified}}`; write `{{importLine}}` and use `{{shortened}}`, or use `{{qualified}}`.",
  unqualifiedRoot: "`{{name}}` is not in scope: write `{{importLine}}`, or use `{{qualified}}`.",
  addImport: "Add `{{importLine}}`{{andUse}}.",
  qualify: "Use `{{qualified}}`.",
  useShortened: "Use `{{shortened}}` (the program already imports `{{namespace}}`).",
} as const;

/** valid-import */
export const validImportMessages = {
  brokenCatalogue,
  defaultImport: "\"gg\" has no default export: write `import * as {{local}} from \"gg\"`, or import its namespaces by name (`{{example}}`).",
  subpath: "\"{{source}}\" is not a module: gg is one module, \"gg\"; write `{{example}}`.",
  requireCall: "`require(\"{{source}}\")` does not load gg: write `{{example}}`.",
  dynamicImport: "`import(\"{{source}}\")` does not load gg: write `{{example}}` at the top of the program.",
  notExportedMember: "\"gg\" does not export `{{name}}`: it is `{{shortened}}`; import `{{namespace}}` and use `{{shortened}}`.",
  notExported: "\"gg\" does not export `{{name}}`{{didYouMean}}",
  useNamespaceImport: "Import `{{namespace}}` and use `{{shortened}}`.",
  useExport: "Import `{{name}}` instead.",
  useNamespaceSpecifier: "Write `import * as {{local}} from \"gg\"`.",
  useGgSource: "Import from \"gg\".",
  useImportLine: "Write `{{example}}`.",
} as const;

/** known-operation */
export const knownOperationMessages = {
  brokenCatalogue,
  unknownOperation: "`{{qualified}}` names nothing in the catalogue{{didYouMean}}",
  unknownNamespace: "`{{qualified}}` is not a gg namespace{{didYouMean}}",
  replace: "Use `{{replacement}}`.",
} as const;

/** operation-key */
export const operationKeyMessages = {
  brokenCatalogue,
  spellingNotKey: "A failure's `operation` is the operation's key `\"{{key}}\"`, not `\"{{value}}\"` ({{what}}).",
  unknownKey: "`\"{{value}}\"` is not the key of any gg operation, so this comparison never holds{{didYouMean}}",
  unknownCode: "`\"{{value}}\"` is not a gg failure code ({{codes}}), so this comparison never holds{{didYouMean}}",
  replace: "Use `\"{{replacement}}\"`.",
} as const;

/** call-arguments */
export const callArgumentsMessages = {
  brokenCatalogue,
  tooFew: "`{{callee}}` needs {{expected}}: `{{signature}}`; this call passes {{actual}}.",
  tooMany: "`{{callee}}` takes {{expected}}: `{{signature}}`; this call passes {{actual}}.",
  wrongType: "Argument {{index}} of `{{callee}}` (`{{param}}`) must be {{expected}}, not {{actual}}: `{{signature}}`.",
  unknownField: "`{{field}}` is not a field of {{type}} (argument {{index}} of `{{callee}}`); its fields are {{fields}}.",
  missingField: "Argument {{index}} of `{{callee}}` lacks the field `{{field}}` that {{type}} requires.",
  addMissing: "Pass {{params}}: `{{values}}` for now, then write the value you mean.",
  removeExtra: "Remove the extra argument{{plural}}.",
  renameField: "Use the field `{{field}}`.",
  useValue: "Write `{{value}}`.",
} as const;

/** no-explicit-exit */
export const noExplicitExitMessages = {
  explicitExit: "`{{name}}` does not exist in a gg program (the TypeScript arm refuses it at compile time; the JavaScript arm files it as program_unknown_name): let the program run to its end, return from the function you are in or throw, or end the session through `gg.session`.",
  returnInstead: "Return from this function instead.",
  throwInstead: "Throw instead: the program stops here and the turn records why.",
} as const;

/** no-dynamic-reach */
export const noDynamicReachMessages = {
  brokenCatalogue,
  computedMember: "`{{object}}[…]` reaches a gg member chosen at run time, so no check can know which operation it calls: name it, as in `{{example}}`.",
  globalLookup: "`{{object}}[…]` looks a name up at run time, so no check can know what it reaches: name what you call.",
  evalCall: "`{{name}}` runs code no check has read: write the code in the program itself.",
  reflectCall: "`{{name}}(…)` on `{{object}}` reaches a gg member chosen at run time: name it, as in `{{example}}`.",
  nameMember: "Name it: `{{replacement}}`.",
  inlineCode: "Write the code in the program itself.",
} as const;

/** The plugin's parser, before it parses: the gg checker's GG9001/GG9002 texts (shared in @gg/catalogue), prefixed with their kind and code. */
export const limitMessages = {
  tooLarge: (bytes: number, limit: number): string => `too_large (${LIMIT_CODES.tooLarge}): ${checkerLimitMessages.tooLarge(bytes, limit)}`,
  tooDeep: (limit: number): string => `too_deep (${LIMIT_CODES.tooDeep}): ${checkerLimitMessages.tooDeep(limit)}`,
} as const;
