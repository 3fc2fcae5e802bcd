/**
 * `@gg/lsp/analysis`: the transport-free readings behind hover and completion, for tools that want the editor's answer
 * without a connection (the cross-package tests compare it with the rules' and the checker's). Loads ESLint and the
 * plugin's resolver: never reached from the server's start-up path.
 */
export { createLintRunner, type LintPlugin, type LintRunner } from "./lint.js";
export { normaliseConfig } from "./config-array.js";
export { readSyntax, type DocumentSyntax, type Parse, type ReadAt } from "./syntax.js";
export { ggNameAt, type NameAtCursor } from "./name-at.js";
export { completionSiteAt, type CompletionSite } from "./completion-site.js";
