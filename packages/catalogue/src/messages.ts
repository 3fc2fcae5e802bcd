// Every user-facing text of @gg/catalogue, kept together so they can be reviewed as a set.

const q = (s: string): string => JSON.stringify(s);
const tick = (s: string): string => `\`${s}\``;

/** Problems the loaders report (catalogue and grant files). */
export const problem = {
  unreadable: (path: string, reason: string) => `cannot read ${path}: ${reason}`,
  jsonSyntax: (detail: string) => `invalid JSON: ${detail}`,
  duplicateJsonKey: (key: string, line: number, column: number, firstLine: number, firstColumn: number) =>
    `duplicate key ${q(key)} at line ${line}, column ${column} (first at line ${firstLine}, column ${firstColumn})`,
  expected: (what: string, got: string) => `expected ${what}, got ${got}`,
  missingKey: (key: string) => `missing required key ${q(key)}`,
  unknownKey: (key: string, allowed: readonly string[]) => `unknown key ${q(key)} (expected one of ${allowed.map(q).join(", ")})`,
  empty: (what: string) => `${what} must not be empty`,
  duplicate: (what: string, value: string, firstPath: string) => `duplicate ${what} ${q(value)} (first at ${firstPath})`,
  malformed: (what: string, value: string, rule: string) => `malformed ${what} ${q(value)}: ${rule}`,
  duplicateKey: (key: string, firstId: string, firstPath: string) =>
    `key ${q(key)} is already used by ${q(firstId)} at ${firstPath}: keys are unique across the whole catalogue, because a failure carries the key alone`,
  spellingClash: (spelling: string, otherId: string) => `its TypeScript spelling ${q(spelling)} is already used by ${q(otherId)}`,
  unknownCapability: (id: string) => `unknown capability ${q(id)}`,
  unknownRole: (role: string) => `ending names undeclared role ${q(role)}`,
  unknownBindingKind: (kind: string) => `unknown binding kind ${q(kind)} (expected "capability", "ending", "machine" or "always")`,
  machineOnlyFor: (id: string, machineId: string) =>
    `${q(id)} cannot have a machine binding: the only machine-bound operation is ${q(machineId)}`,
  machineRequired: (machineId: string, kind: string) => `${q(machineId)} must have a machine binding, not ${q(kind)}`,
  undeclaredType: (name: string) => `undeclared type ${q(name)}`,
  malformedType: (text: string, detail: string) => `malformed type ${q(text)}: ${detail}`,
  reservedTypeName: (name: string, tsName: string) => `type name ${q(name)} is reserved: gg.${tsName} is declared by every SDK`,
  reservedWord: (name: string, spelling: string) => `${q(name)} cannot be used: its TypeScript spelling ${q(spelling)} is a reserved word`,
  missingUnavailable: () => `failure codes must include "unavailable": it is the code every refusal carries`,
  multiLineSummary: () => `summary must be one line`,
  unknownOperation: (id: string) => `unknown operation ${q(id)}`,
  grantUnknownCapability: (id: string) => `unknown capability ${q(id)}`,
  grantUnknownRole: (role: string) => `unknown role ${q(role)}`,
  grantMachine: (id: string) =>
    `${q(id)} cannot be allowlisted: it is bought by standing in a machine state with somewhere to go, which no configuration can grant`,
} as const;

/** The refusal text, in the program's own spelling; never a word about what would unlock the call. */
export const refusal = {
  notAvailable: (qualified: string) => `${tick(qualified)} is not available.`,
  useInstead: (alternatives: readonly string[]) => `Use ${orList(alternatives.map(tick))} instead.`,
} as const;

/** Texts of the documentation view. */
export const docs = {
  operationLine: (id: string) => `Operation ${tick(id)}.`,
  unshortened: (qualified: string) => `Without the line: ${tick(qualified)}.`,
  notFound: (name: string) => `no operation is named ${q(name)}`,
} as const;

/** "a", "a or b", "a, b or c". */
function orList(items: readonly string[]): string {
  return joinList(items, "or");
}

/** "a", "a and b", "a, b and c". */
function andList(items: readonly string[]): string {
  return joinList(items, "and");
}

function joinList(items: readonly string[], word: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`;
}

/**
 * Texts of `gg-catalogue diff`: one short line per change. Names come spelled in the program's arm; types are in the
 * catalogue's notation (`option<u32>`), which says more than TypeScript's (u16 and u32 are both `number` there).
 */
export const diff = {
  operationAdded: () => "added",
  operationRemoved: () => "removed",
  operationRenamed: (from: string, to: string) => `likely renamed from ${tick(from)} to ${tick(to)} (same parameter types, result and binding)`,
  removedWithCandidates: (candidates: readonly string[]) =>
    `removed; ${andList(candidates.map(tick))} ${candidates.length === 1 ? "has" : "have"} its parameter types, result and binding, but so does another, so no rename is suggested`,
  addedWithCandidates: (candidates: readonly string[]) =>
    `added with the parameter types, result and binding of removed ${andList(candidates.map(tick))}, but so is another, so no rename is suggested`,
  rebound: (before: string, after: string) => `re-bound: was ${before}, now ${after}`,
  bindingCapability: (capability: string) => `capability ${q(capability)}`,
  bindingEnding: (role: string) => `the ending of role ${q(role)}`,
  bindingMachine: () => "the machine state",
  bindingAlways: () => "always available",
  parameterAddedRequired: (name: string, type: string, position: number) => `new required parameter ${tick(`${name}: ${type}`)} at position ${position}`,
  parameterAddedOptional: (name: string, type: string, position: number) => `new optional parameter ${tick(`${name}: ${type}`)} at position ${position}`,
  parameterRemoved: (name: string, type: string, position: number) => `parameter ${tick(`${name}: ${type}`)} removed (was at position ${position})`,
  parameterRenamed: (from: string, to: string) => `parameter ${tick(from)} renamed to ${tick(to)}; calls are positional, so none is affected`,
  parameterMoved: (from: number, to: number) => `moved from position ${from} to ${to}: a positional call passes its value to another parameter`,
  parameterRetyped: (before: string, after: string) => `type changed from ${tick(before)} to ${tick(after)}`,
  parameterWidened: (before: string, after: string) => `widened from ${tick(before)} to ${tick(after)}: every value passed today is still accepted`,
  parameterMadeOptional: () => "may now be left out",
  parameterMadeRequired: () => "may no longer be left out",
  resultRetyped: (before: string, after: string) => `result type changed from ${tick(before)} to ${tick(after)}`,
  resultNarrowed: (before: string, after: string) => `result narrowed from ${tick(before)} to ${tick(after)}: code written for the old result still holds`,
  typeAdded: (kind: string) => `new ${kind} type`,
  typeRemoved: (kind: string) => `${kind} type removed`,
  typeKindChanged: (before: string, after: string) => `changed from ${before} to ${after}`,
  typeMoved: (from: string, to: string) => `its TypeScript name moves from ${tick(from)} to ${tick(to)}`,
  fieldAddedRequired: (type: string) => `new required field of type ${tick(type)} in a record programs pass`,
  fieldAddedOptional: (type: string) => `new optional field of type ${tick(type)}`,
  fieldAddedToResult: (type: string) => `new field of type ${tick(type)} in a record programs only read`,
  fieldRemoved: (type: string) => `field of type ${tick(type)} removed`,
  fieldRetyped: (before: string, after: string) => `type changed from ${tick(before)} to ${tick(after)}`,
  fieldWidened: (before: string, after: string) => `widened from ${tick(before)} to ${tick(after)} in a record programs only pass`,
  fieldNarrowed: (before: string, after: string) => `narrowed from ${tick(before)} to ${tick(after)} in a record programs only read`,
  enumCaseAdded: () => "new enum case",
  enumCaseRemoved: () => "enum case removed",
  failureCodeAdded: () => "new failure code",
  failureCodeRemoved: () => "failure code removed",
  roleAdded: () => "new role",
  roleRemoved: () => "role removed",
  capabilityAdded: () => "new capability",
  capabilityRemoved: () => "capability removed",
  summaryChanged: (before: string, after: string) => `summary changed from ${q(before)} to ${q(after)}`,
} as const;

/** Texts of the gg-catalogue command line. */
export const cli = {
  usage: (detail: string) => `gg-catalogue: ${detail}; see gg-catalogue --help`,
  unknownCommand: (name: string, near?: string) => `unknown command ${q(name)}${near === undefined ? "" : ` (did you mean ${near}?)`}`,
  noCommand: () => "no command given",
  missingArgument: (what: string) => `missing ${what}`,
  unknownOption: (option: string, near?: string) => `unknown option ${q(option)}${near === undefined ? "" : ` (did you mean ${near}?)`}`,
  extraArgument: (value: string) => `unexpected argument ${q(value)}`,
  optionNotFor: (option: string, command: string) => `--${option} does not apply to ${command}`,
  badArm: (value: string, arms: readonly string[]) => `unknown arm ${q(value)} (expected one of ${arms.join(", ")})`,
  badLimit: (value: string) => `--limit expects a positive whole number, got ${q(value)}`,
  valid: (file: string, operations: number, types: number) => `${file}: valid (${operations} operations, ${types} types)`,
  validGrant: (file: string) => `${file}: valid grant`,
  notFound: (name: string) => `no operation is named ${q(name)}`,
  noHits: (query: string) => `nothing matches ${q(query)}`,
  granted: (qualified: string) => `${tick(qualified)} is available.`,
  internal: (detail: string) => `gg-catalogue: internal error: ${detail}`,
} as const;
