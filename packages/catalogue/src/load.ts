// The catalogue loader: JSON text → validated Catalogue, or every problem with its JSON path.
import { readFileSync } from "node:fs";
import { createWalker, describe, element, member, type Walker } from "./json-path.js";
import { parseJsonText } from "./json-text.js";
import { problem } from "./messages.js";
import { TS_RESERVED_WORDS, tsFunctionName, tsTypeName } from "./naming.js";
import { fail, ok, type Result } from "./result.js";
import { SDK_ROOT_NAMES } from "./sdk/root-names.js";
import { namedTypesIn, parseTypeRef } from "./type-ref.js";
import type { Binding, Catalogue, Field, Operation, Param, TypeDef, TypeRef } from "./types.js";

/** The SDK's one machine-bound operation: a configuration cannot grant it, so the loader pins it. */
export const MACHINE_OPERATION = "delegation.transition_state";

/** Type names every SDK declares itself at `gg` (`gg.Failure`, …), so a catalogue type cannot take them. */
const RESERVED_TYPE_NAMES: readonly string[] = SDK_ROOT_NAMES;

const SNAKE = "lower-case words joined by \"_\"";
const KEBAB = "lower-case words joined by \"-\"";
const ID = /^([a-z][a-z0-9]*(?:_[a-z0-9]+)*)\.([a-z][a-z0-9]*(?:_[a-z0-9]+)*)$/;
const KEBAB_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CAPABILITY = /^[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)*$/;
const ROLE = /^[a-z][a-z0-9_-]*$/;
const CODE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

const ROOT_REQUIRED = ["capabilities", "roles", "failureCodes", "operations", "types"];
const ROOT_OPTIONAL = ["$schema"];

/** Parses catalogue JSON text; a syntax error or a duplicated key is a problem with line and column. */
export function parseCatalogue(text: string): Result<Catalogue> {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return fail(parsed.problems);
  return validateCatalogue(parsed.value);
}

/** Reads and parses a catalogue file; an unreadable file is a problem at path "". */
export function loadCatalogueFile(path: string): Result<Catalogue> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    return fail([{ path: "", message: problem.unreadable(path, reasonOf(e)) }]);
  }
  return parseCatalogue(text);
}

/** A short reason for a file-system error, without a stack. */
export function reasonOf(e: unknown): string {
  if (typeof e === "object" && e !== null && "code" in e) {
    const code = (e as { code: unknown }).code;
    if (code === "ENOENT") return "no such file";
    if (code === "EISDIR") return "it is a directory";
    if (code === "EACCES") return "permission denied";
    if (typeof code === "string") return code;
  }
  return e instanceof Error ? e.message : String(e);
}

/** Validates shape and meaning of a parsed catalogue, reporting every problem with its JSON path. */
export function validateCatalogue(data: unknown): Result<Catalogue> {
  const w = createWalker();
  const root = w.object(data, "", ROOT_REQUIRED, ROOT_OPTIONAL);
  if (!root) return fail(w.problems);
  const capabilities = w.stringList(root.capabilities, "capabilities", "capability", { test: CAPABILITY, rule: "dot-separated lower-case words" });
  const roles = w.stringList(root.roles, "roles", "role", { test: ROLE, rule: "a lower-case word" });
  const failureCodes = w.stringList(root.failureCodes, "failureCodes", "failure code", { test: CODE, rule: SNAKE });
  if (Array.isArray(root.failureCodes) && !failureCodes.includes("unavailable") && w.problems.every((p) => !p.path.startsWith("failureCodes"))) {
    w.report("failureCodes", problem.missingUnavailable());
  }

  // Type names are collected first so an operation may refer to a type declared after it; problems are then
  // reported operations first, types second: the order of the shipped file.
  const declared = declaredTypeNames(root.types);
  const operations = readOperations(w, root.operations, { capabilities, roles, declared });
  const types = readTypes(w, root.types, declared);

  if (w.problems.length > 0) return fail(w.problems);
  const namespaces: string[] = [];
  for (const op of operations) if (!namespaces.includes(op.namespace)) namespaces.push(op.namespace);
  return ok({ capabilities, roles, failureCodes, types, operations, namespaces });
}

/** First pass over `types`: the names declared, so references can be checked in any order. */
function declaredTypeNames(value: unknown): Set<string> {
  const names = new Set<string>();
  if (!Array.isArray(value)) return names;
  for (const t of value) {
    if (typeof t === "object" && t !== null && typeof (t as { name?: unknown }).name === "string") names.add((t as { name: string }).name);
  }
  return names;
}

function readTypes(w: Walker, value: unknown, declared: ReadonlySet<string>): TypeDef[] {
  const items = w.array(value, "types");
  const out: TypeDef[] = [];
  const seenNames = new Map<string, string>();
  const seenTs = new Map<string, string>();
  items?.forEach((item, i) => {
    const path = element("types", i);
    const kind = typeof item === "object" && item !== null ? (item as { kind?: unknown }).kind : undefined;
    const shape = kind === "enum" ? ["cases"] : kind === "record" ? ["fields"] : [];
    const t = w.object(item, path, ["name", "kind", ...shape], []);
    if (!t) return;
    const before = w.problems.length;
    const name = w.string(t.name, member(path, "name"));
    if (name !== undefined) {
      const at = member(path, "name");
      const tsName = tsTypeName(name);
      if (!KEBAB_NAME.test(name)) w.report(at, problem.malformed("type name", name, KEBAB));
      else if (["string", "bool", "u16", "u32", "s32", "u64", "list", "option"].includes(name)) w.report(at, problem.malformed("type name", name, "it is a built-in type"));
      else if (RESERVED_TYPE_NAMES.includes(tsName)) w.report(at, problem.reservedTypeName(name, tsName));
      else if (seenNames.has(name)) w.report(at, problem.duplicate("type", name, seenNames.get(name) as string));
      else if (seenTs.has(tsName)) w.report(at, problem.spellingClash(tsName, seenTs.get(tsName) as string));
      seenNames.set(name, at);
      seenTs.set(tsName, name);
    }
    if (kind === "enum") {
      const cases = w.stringList(t.cases, member(path, "cases"), "enum case", { test: KEBAB_NAME, rule: KEBAB });
      if (Array.isArray(t.cases) && t.cases.length === 0) w.report(member(path, "cases"), problem.empty("an enum's cases"));
      if (name !== undefined && w.problems.length === before) out.push({ kind: "enum", name, cases });
    } else if (kind === "record") {
      const fields = readNamedTypes(w, t.fields, member(path, "fields"), "field", declared);
      if (Array.isArray(t.fields) && t.fields.length === 0) w.report(member(path, "fields"), problem.empty("a record's fields"));
      if (name !== undefined && w.problems.length === before) out.push({ kind: "record", name, fields });
    } else if (kind !== undefined) {
      w.report(member(path, "kind"), problem.expected('"record" or "enum"', JSON.stringify(kind)));
    }
  });
  return out;
}

/** Record fields and operation parameters: `[{ name, type }]` with unique kebab-case names. */
function readNamedTypes(w: Walker, value: unknown, path: string, what: string, declared: ReadonlySet<string>): (Field & Param)[] {
  const items = w.array(value, path);
  const out: (Field & Param)[] = [];
  const seen = new Map<string, string>();
  items?.forEach((item, i) => {
    const at = element(path, i);
    const f = w.object(item, at, ["name", "type"], []);
    if (!f) return;
    const name = w.string(f.name, member(at, "name"));
    const type = readType(w, f.type, member(at, "type"), declared, false);
    if (name !== undefined) {
      if (!KEBAB_NAME.test(name)) w.report(member(at, "name"), problem.malformed(`${what} name`, name, KEBAB));
      else if (seen.has(name)) w.report(member(at, "name"), problem.duplicate(what, name, seen.get(name) as string));
      else if (what === "parameter" && TS_RESERVED_WORDS.has(tsFunctionName(name))) w.report(member(at, "name"), problem.reservedWord(name, tsFunctionName(name)));
      seen.set(name, member(at, "name"));
    }
    if (name !== undefined && type !== undefined && type !== null) out.push({ name, type });
  });
  return out;
}

/** A type string, parsed and checked against the declared types; `null` only where `allowNull`. */
function readType(w: Walker, value: unknown, path: string, declared: ReadonlySet<string>, allowNull: boolean): TypeRef | null | undefined {
  if (value === null && allowNull) return null;
  const text = w.string(value, path);
  if (text === undefined) return undefined;
  const parsed = parseTypeRef(text);
  if (!parsed.ok) {
    w.report(path, problem.malformedType(text, parsed.detail));
    return undefined;
  }
  const missing = namedTypesIn(parsed.type).filter((n) => !declared.has(n));
  for (const name of missing) w.report(path, problem.undeclaredType(name));
  return missing.length > 0 ? undefined : parsed.type;
}

interface Declared {
  readonly capabilities: readonly string[];
  readonly roles: readonly string[];
  readonly declared: ReadonlySet<string>;
}

function readOperations(w: Walker, value: unknown, known: Declared): Operation[] {
  const items = w.array(value, "operations");
  const out: Operation[] = [];
  const byKey = new Map<string, { id: string; path: string }>();
  const bySpelling = new Map<string, string>();
  items?.forEach((item, i) => {
    const path = element("operations", i);
    const o = w.object(item, path, ["id", "binding", "params", "result", "summary"], []);
    if (!o) return;
    const before = w.problems.length;
    const idPath = member(path, "id");
    const id = w.string(o.id, idPath);
    const match = id === undefined ? null : ID.exec(id);
    if (id !== undefined && !match) w.report(idPath, problem.malformed("operation id", id, `write it namespace.key, each ${SNAKE}`));
    const namespace = match?.[1];
    const key = match?.[2];
    if (id !== undefined && namespace !== undefined && key !== undefined) {
      const first = byKey.get(key);
      const spelling = `${namespace}.${tsFunctionName(key)}`;
      if (first) w.report(idPath, problem.duplicateKey(key, first.id, first.path));
      else if (bySpelling.has(spelling)) w.report(idPath, problem.spellingClash(spelling, bySpelling.get(spelling) as string));
      else if (TS_RESERVED_WORDS.has(namespace)) w.report(idPath, problem.reservedWord(namespace, namespace));
      else if (TS_RESERVED_WORDS.has(tsFunctionName(key))) w.report(idPath, problem.reservedWord(key, tsFunctionName(key)));
      if (!first) byKey.set(key, { id, path });
      if (!bySpelling.has(spelling)) bySpelling.set(spelling, id);
    }
    const binding = readBinding(w, o.binding, member(path, "binding"), id, known);
    if (id === MACHINE_OPERATION && binding && binding.kind !== "machine") w.report(member(member(path, "binding"), "kind"), problem.machineRequired(id, binding.kind));
    const params = readNamedTypes(w, o.params, member(path, "params"), "parameter", known.declared);
    const result = "result" in o ? readType(w, o.result, member(path, "result"), known.declared, true) : undefined;
    const summary = w.string(o.summary, member(path, "summary"));
    if (summary !== undefined && summary.trim() === "") w.report(member(path, "summary"), problem.empty("summary"));
    if (summary !== undefined && /[\r\n]/.test(summary)) w.report(member(path, "summary"), problem.multiLineSummary());
    if (w.problems.length > before || id === undefined || namespace === undefined || key === undefined || !binding || result === undefined || summary === undefined) return;
    out.push({ id, namespace, key, binding, params, result, summary });
  });
  return out;
}

function readBinding(w: Walker, value: unknown, path: string, id: string | undefined, known: Declared): Binding | undefined {
  const kind = typeof value === "object" && value !== null ? (value as { kind?: unknown }).kind : undefined;
  const extra = kind === "capability" ? ["capability"] : kind === "ending" ? ["role"] : [];
  const b = w.object(value, path, ["kind", ...extra], []);
  if (!b || kind === undefined) return undefined;
  switch (kind) {
    case "capability": {
      const capability = w.string(b.capability, member(path, "capability"));
      if (capability === undefined) return undefined;
      if (!known.capabilities.includes(capability)) {
        w.report(member(path, "capability"), problem.unknownCapability(capability));
        return undefined;
      }
      return { kind: "capability", capability };
    }
    case "ending": {
      const role = w.string(b.role, member(path, "role"));
      if (role === undefined) return undefined;
      if (!known.roles.includes(role)) {
        w.report(member(path, "role"), problem.unknownRole(role));
        return undefined;
      }
      return { kind: "ending", role };
    }
    case "machine":
      if (id !== undefined && id !== MACHINE_OPERATION) {
        w.report(member(path, "kind"), problem.machineOnlyFor(id, MACHINE_OPERATION));
        return undefined;
      }
      return { kind: "machine" };
    case "always":
      return { kind: "always" };
    default:
      w.report(member(path, "kind"), typeof kind === "string" ? problem.unknownBindingKind(kind) : problem.expected("a string", describe(kind)));
      return undefined;
  }
}
