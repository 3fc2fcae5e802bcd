// Every user-facing text of @gg/catalogue, kept together so they can be reviewed as a set.

const q = (s: string): string => JSON.stringify(s);
const tick = (s: string): string => `\`${s}\``;

/** Problems the loaders report (catalogue and grant files). */
export const problem = {
  unreadable: (path: string, reason: string) => `cannot read ${path}: ${reason}`,
  jsonSyntax: (detail: string) => `invalid JSON: ${detail}`,
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
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** Texts of the gg-catalogue command line. */
export const cli = {
  usage: (detail: string) => `gg-catalogue: ${detail}\nRun "gg-catalogue --help" for usage.`,
  unknownCommand: (name: string) => `unknown command ${q(name)}`,
  noCommand: () => "no command given",
  missingArgument: (what: string) => `missing ${what}`,
  unknownOption: (option: string) => `unknown option ${q(option)}`,
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
