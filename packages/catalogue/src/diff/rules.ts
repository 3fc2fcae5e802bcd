// The one table of catalogue-change ids: each id's level and what it means. The README's table is generated from it
// (scripts/gen-readme-diff-table.mjs), so an id, a level or a meaning is written here and nowhere else.

/**
 * How a change reaches a stored program. `breaking`: a program that compiles and runs today can fail to compile or
 * to run. `refusal`: only who is refused at run time changes. `info`: no program that works today stops working.
 */
export type ChangeLevel = "breaking" | "refusal" | "info";

/** The levels in the order every listing uses: the worst first. */
export const CHANGE_LEVELS: readonly ChangeLevel[] = ["breaking", "refusal", "info"];

/** One kind of change: its stable id, its level and, for people, what it is and why it has that level. */
export interface ChangeRule {
  readonly id: string;
  readonly level: ChangeLevel;
  readonly meaning: string;
}

// Levels are judged from what a stored TypeScript or JavaScript program does with the SDK: it calls operations
// positionally, passes object literals for records, reads results and record fields, compares enum values and
// failure codes with `===`, and may name a type (`gg.files.DirEntry`). A parameter or a field of a record that some
// parameter takes is "written" by programs; a result, and a field of any other record, is "read" by them.
// Widening what is written and narrowing what is read are safe; the opposite is not. In the type lattice
// u16 ⊂ u32 ⊂ u64, u16 ⊂ s32, T ⊂ option<T>, and list<T> and option<T> follow T.
const RULES = [
  { id: "operation-removed", level: "breaking", meaning: "An operation is gone: a call to it no longer compiles in TypeScript and throws in JavaScript." },
  { id: "operation-added", level: "info", meaning: "A new operation: no existing program calls it." },
  {
    id: "operation-renamed",
    level: "breaking",
    meaning:
      "A likely rename: exactly one operation was removed and exactly one added with the same parameter types, result and binding. Breaking, because the old spelling vanishes. With more than one candidate on either side no rename is suggested: the removal and the additions are reported, each naming its candidates.",
  },
  { id: "binding-kind-changed", level: "refusal", meaning: "The operation is bought another way (`capability`, `ending`, `machine`, `always`): who is refused changes." },
  { id: "binding-capability-changed", level: "refusal", meaning: "The operation needs another capability: grants holding the old one are refused." },
  { id: "binding-role-changed", level: "refusal", meaning: "The operation ends the session for another role: agents of the old role are refused." },
  { id: "parameter-added-required", level: "breaking", meaning: "A parameter a call must pass: existing calls lack it." },
  {
    id: "parameter-added-optional",
    level: "info",
    meaning: "A parameter a call may leave out (a trailing `option<T>`, optional in TypeScript): existing calls still compile and run.",
  },
  { id: "parameter-removed", level: "breaking", meaning: "A parameter is gone: a call passing it has too many arguments." },
  {
    id: "parameter-renamed",
    level: "info",
    meaning: "A parameter at the same position has a new name: calls are positional in the SDK, so none is affected.",
  },
  {
    id: "parameter-moved",
    level: "breaking",
    meaning: "A parameter keeps its name but not its position: a positional call passes its value to another parameter.",
  },
  { id: "parameter-retyped", level: "breaking", meaning: "A parameter's type changed other than by widening: values programs pass may no longer be accepted." },
  { id: "parameter-widened", level: "info", meaning: "A parameter accepts more values than before (u16 to u32, T to `option<T>`): every value passed today still is." },
  { id: "parameter-made-optional", level: "info", meaning: "A parameter may now be left out (it joined the trailing run of `option<T>` parameters)." },
  { id: "parameter-made-required", level: "breaking", meaning: "A parameter may no longer be left out: calls that omit it no longer compile." },
  {
    id: "result-retyped",
    level: "breaking",
    meaning: "The result's type changed other than by narrowing: code written for the old result (a string, a record, never undefined) may not hold.",
  },
  { id: "result-narrowed", level: "info", meaning: "The result has fewer possible values than before (`option<T>` to T, u32 to u16): code written for the old result still holds." },
  { id: "type-added", level: "info", meaning: "A new declared type." },
  { id: "type-removed", level: "breaking", meaning: "A declared type is gone: TypeScript that names it no longer compiles." },
  { id: "type-kind-changed", level: "breaking", meaning: "A declared type changed between record and enum: everything a program does with it changes." },
  {
    id: "type-moved",
    level: "breaking",
    meaning:
      "A type's TypeScript name changed (`gg.files.DirEntry` to `gg.DirEntry`) because the namespaces that use it changed: TypeScript that names it no longer compiles.",
  },
  {
    id: "record-field-added-required",
    level: "breaking",
    meaning: "A required field in a record some parameter takes: the object literals programs pass lack it.",
  },
  { id: "record-field-added-optional", level: "info", meaning: "An `option<T>` field (optional in TypeScript): literals that lack it still compile." },
  {
    id: "record-field-added-to-result",
    level: "info",
    meaning: "A required field in a record no parameter takes: programs only read such records, and a field they do not read harms nothing.",
  },
  {
    id: "record-field-removed",
    level: "breaking",
    meaning: "A field is gone: reading it no longer compiles, and a literal that sets it is an excess property.",
  },
  {
    id: "record-field-retyped",
    level: "breaking",
    meaning: "A field's type changed in a way some program can notice: widened where programs read it, narrowed where they write it, or otherwise.",
  },
  { id: "record-field-widened", level: "info", meaning: "A field of a record only parameters take accepts more values: every literal written today still fits." },
  { id: "record-field-narrowed", level: "info", meaning: "A field of a record only read by programs has fewer possible values: code written for the old field still holds." },
  {
    id: "enum-case-added",
    level: "info",
    meaning:
      "A new enum case: every value programs pass or compare with still exists. (A TypeScript exhaustiveness check with `never` over a returned enum meets an unhandled case.)",
  },
  {
    id: "enum-case-removed",
    level: "breaking",
    meaning: "An enum case is gone: passing it, or comparing with it (`kind === \"symlink\"`), no longer compiles in TypeScript.",
  },
  { id: "failure-code-added", level: "info", meaning: "A new failure code: code that branches on the others still does." },
  { id: "failure-code-removed", level: "breaking", meaning: "A failure code is gone: `e.code === \"not_found\"` no longer compiles in TypeScript." },
  { id: "role-added", level: "info", meaning: "A new role." },
  {
    id: "role-removed",
    level: "refusal",
    meaning: "A role is gone: grants naming it are invalid, and its endings were removed or re-bound (each reported on its own).",
  },
  { id: "capability-added", level: "info", meaning: "A new capability." },
  {
    id: "capability-removed",
    level: "refusal",
    meaning: "A capability is gone: grants naming it are invalid, and its operations were removed or re-bound (each reported on its own).",
  },
  { id: "summary-changed", level: "info", meaning: "An operation's one-line summary changed: documentation only." },
] as const satisfies readonly ChangeRule[];

/** Every change id (kebab-case, stable). */
export type ChangeId = (typeof RULES)[number]["id"];

/** Every kind of change, grouped by what it touches; ids are stable and never reused. */
export const CHANGE_RULES: readonly (ChangeRule & { readonly id: ChangeId })[] = RULES;

const levels = new Map<string, ChangeLevel>(RULES.map((r) => [r.id, r.level]));

/** The level of a change id. */
export function levelOf(id: ChangeId): ChangeLevel {
  return levels.get(id) as ChangeLevel;
}
