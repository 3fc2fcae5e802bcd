// Public API of @gg/catalogue: types first, then functions by job.
export type { Arm, Binding, Catalogue, Field, Grant, Operation, Param, PrimitiveName, Problem, TypeDef, TypeRef } from "./types.js";
export type { Result } from "./result.js";
export { ARMS } from "./types.js";

export { parseCatalogue, validateCatalogue, loadCatalogueFile, MACHINE_OPERATION } from "./load.js";
export { defaultCatalogue, DEFAULT_CATALOGUE_PATH } from "./default.js";
export { PROJECT_HOME, REPOSITORY_FILES_URL, repositoryFileUrl } from "./links.js";
export type { JsonRanges } from "./json-text.js";
export { jsonDuplicateKeys, jsonValueRanges, parseJsonText } from "./json-text.js";
export { formatProblems } from "./problems.js";
export { parseTypeRef, formatTypeRef, PRIMITIVES } from "./type-ref.js";

export { tsFunctionName, tsTypeName, tsFieldName } from "./naming.js";
export { typeHome, tsQualifiedTypeName, tsTypeText, tsSignature, renderTypeScript } from "./sdk/typescript.js";
export { tsTypeDeclaration } from "./sdk/typescript.js";
export { GUEST_CONSOLE_METHODS, GUEST_DECLARATIONS, renderGuestTypes } from "./sdk/guest.js";
export type { GgName, GgNameOf, GgNames, SdkName } from "./names.js";
export { SDK, SDK_ROOT_NAMES, namesOf, membersOf, memberOf, resolveGgPath, ggPathOf, qualifiedGgName } from "./names.js";

export { parseGrant, validateGrant, loadGrantFile, isGranted } from "./grant.js";
export type { Refusal } from "./refusal.js";
export { refusalFor } from "./refusal.js";
export type { Spelling } from "./spelling.js";
export { spell, namespaceImportLine, findOperation, operationByKey, isArm } from "./spelling.js";
export type { SearchHit, SearchOptions } from "./search.js";
export { search, tokenize } from "./search.js";
export { closest, editDistance } from "./closest.js";
export type { DocView, ViewResult } from "./view.js";
export { view } from "./view.js";
export type { LimitBreach } from "./limits.js";
export { checkLimits, DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, LIMIT_CODES, limitMessages } from "./limits.js";
export type { LineEnds, ProgramLanguage } from "./text/index.js";
export { BOM, bomLength, closingText, firstTooDeep, languageOfPath, lineColumnOf, lineStarts, NOT_PROGRAMS, offsetAt, positionAt, PROGRAM_EXTENSIONS, PROGRAM_GLOB, stripBom } from "./text/index.js";

// Catalogue changes: what a new version of the table does to stored programs (gg-catalogue diff).
export type { CatalogueChange } from "./diff/change.js";
export type { ChangeId, ChangeLevel, ChangeRule } from "./diff/rules.js";
export { CHANGE_RULES, CHANGE_LEVELS, levelOf } from "./diff/rules.js";
export type { DiffOptions } from "./diff/diff.js";
export { diffCatalogues, compareChanges } from "./diff/diff.js";
export type { DiffReport } from "./diff/report.js";
export { diffReport, formatDiff } from "./diff/report.js";
