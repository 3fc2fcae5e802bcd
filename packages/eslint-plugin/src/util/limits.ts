/**
 * The plugin's limits: the gg checker's, from the scan both share in `@gg/catalogue`, so a too-large or too-deep
 * program gets the same verdict, at the same position, from ESLint as from the checker, the service and the LSP.
 * The plugin always applies the defaults: a rule option could not change what the checker accepts.
 */
export { checkLimits, DEFAULT_MAX_BYTES as MAX_BYTES, DEFAULT_MAX_DEPTH as MAX_DEPTH, lineColumnOf as positionOf } from "@gg/catalogue";
