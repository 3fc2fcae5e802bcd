/**
 * @gg/lsp: the gg language server. The process entry is `gg-lsp --stdio` (dist/main.js);
 * `startServer` wires the features onto any connection (tests use in-memory streams).
 */
export type { Settings, RawSettings, SettingsStore } from "./settings.js";
export type { Finding, QuickFix } from "./analysis/merge.js";
export type { SearchParams } from "./features/search.js";
export type { ServerOptions } from "./server.js";
export { startServer, CONFIGURATION_SECTION, SERVER_NAME } from "./server.js";
export { SEARCH_METHOD } from "./features/search.js";
export { createSettingsStore, readRawSettings, DEFAULT_DEBOUNCE_MS } from "./settings.js";
