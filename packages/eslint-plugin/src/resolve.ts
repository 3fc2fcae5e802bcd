/**
 * `@gg/eslint-plugin/resolve`: the one syntax-level reading of gg names, on ESLint's scope manager. The rules read
 * every name through it, and the LSP's hover and completion ask it about the `SourceCode` its lint run parsed, so an
 * editor and a CI answer "what does this name refer to?" the same way.
 */
export { createResolver, isDeclared, MAX_RESOLVE_DEPTH, resolverFor, staticMemberName, variableOf, type Resolver } from "./util/resolve.js";
export { failureStringAt, ggImportAt, ggNameAt, memberObjectAt, type FailureStringAt, type GgImportAt, type NameAt } from "./util/at-offset.js";
export { comparedFailureField, failureField, type FailureField } from "./util/failure-field.js";
