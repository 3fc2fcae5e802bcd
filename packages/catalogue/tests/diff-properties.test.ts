// Properties of diffCatalogues over random edits of the shipped catalogue: it never throws, it is deterministic,
// and it misses nothing: whenever two catalogues differ in more than the order of their lists, a change is reported.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffCatalogues } from "../src/diff/diff.js";
import { validateCatalogue } from "../src/load.js";
import { formatTypeRef } from "../src/type-ref.js";
import { ARMS, type Catalogue } from "../src/types.js";
import { rawCatalogue } from "./fixtures.js";

type Path = (string | number)[];
type Json = Record<string | number, unknown>;

// Values a host could plausibly write at any place in the file: types, names, ids, bindings.
const POOL: unknown[] = [
  "string", "u16", "u32", "u64", "s32", "bool", "option<u32>", "option<string>", "list<string>", "list<dir-entry>", "option<file-info>",
  "dir-entry", "entry-kind", "file-info", "report", "fs.read", "fs.write", "net", "shell", "gpu", "worker", "reviewer", "planner", "auditor",
  "files.read_text", "files.stat", "docs.find", "search.glob", "path", "limit", "new-field", "modified-ms", "socket", "file", "timeout", "Read.",
  null, [], { kind: "always" }, { kind: "capability", capability: "shell" }, { kind: "ending", role: "planner" },
];

const base = rawCatalogue();
const paths: Path[] = [];
(function walk(v: unknown, path: Path): void {
  if (path.length > 0) paths.push(path);
  if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
  else if (typeof v === "object" && v !== null) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
})(base, []);

type Edit = { kind: "set"; path: Path; value: unknown } | { kind: "drop"; path: Path } | { kind: "copy"; path: Path; value: unknown };
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), path: fc.constantFrom(...paths), value: fc.constantFrom(...POOL) }),
  fc.record({ kind: fc.constant("drop" as const), path: fc.constantFrom(...paths.filter((p) => typeof p[p.length - 1] === "number")) }),
  // A copy of an array element with one value changed (so a copied operation or type is not a plain duplicate).
  fc.record({ kind: fc.constant("copy" as const), path: fc.constantFrom(...paths.filter((p) => typeof p[p.length - 1] === "number")), value: fc.constantFrom(...POOL) }),
);

function apply(edits: readonly Edit[]): unknown {
  const raw = rawCatalogue() as unknown as Json;
  for (const e of edits) {
    let at: Json = raw;
    for (const step of e.path.slice(0, -1)) {
      const next = at[step];
      if (typeof next !== "object" || next === null) return raw;
      at = next as Json;
    }
    const last = e.path[e.path.length - 1] as string | number;
    if (e.kind === "set") at[last] = structuredClone(e.value);
    else if (Array.isArray(at) && typeof last === "number" && last < at.length) {
      if (e.kind === "drop") at.splice(last, 1);
      else {
        const copy = structuredClone(at[last]) as unknown;
        if (typeof copy === "object" && copy !== null && !Array.isArray(copy)) {
          const key = Object.keys(copy).find((k) => k === "id" || k === "name");
          if (key) (copy as Json)[key] = e.value;
        }
        at.push(copy);
      }
    }
  }
  return raw;
}

/** The catalogue with every list whose order no program can notice sorted: operations, types, fields, cases, names. */
function normal(c: Catalogue): string {
  const sorted = (xs: readonly string[]): string[] => [...xs].sort();
  const byName = <T extends { name: string }>(xs: readonly T[]): T[] => [...xs].sort((a, b) => (a.name < b.name ? -1 : 1));
  return JSON.stringify({
    capabilities: sorted(c.capabilities),
    roles: sorted(c.roles),
    failureCodes: sorted(c.failureCodes),
    operations: [...c.operations]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((o) => ({ ...o, params: o.params.map((p) => [p.name, formatTypeRef(p.type)]), result: formatTypeRef(o.result) })),
    types: byName(c.types).map((t) => (t.kind === "enum" ? { ...t, cases: sorted(t.cases) } : { ...t, fields: byName(t.fields).map((f) => [f.name, formatTypeRef(f.type)]) })),
  });
}

const shipped = validateCatalogue(base);
if (!shipped.ok) throw new Error("the shipped catalogue must load");
const before = shipped.value;

describe("diffCatalogues over random edits", () => {
  it("reports a change whenever the catalogues differ beyond order, and nothing when they do not", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), fc.constantFrom(...ARMS), (edits, arm) => {
        const loaded = validateCatalogue(apply(edits));
        if (!loaded.ok) return true;
        compared++;
        const changes = diffCatalogues(before, loaded.value, { arm });
        const differs = normal(before) !== normal(loaded.value);
        return differs === changes.length > 0 && changes.every((c) => c.name.length > 0 && c.message.length > 0);
      }),
      { numRuns: 3000 },
    );
    // Most random edits break the catalogue; enough must load for the property to mean something.
    expect(compared).toBeGreaterThan(300);
  });

  it("answers the same changes every time, in both directions", () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), (edits) => {
        const loaded = validateCatalogue(apply(edits));
        if (!loaded.ok) return true;
        const forth = diffCatalogues(before, loaded.value);
        const back = diffCatalogues(loaded.value, before);
        expect(diffCatalogues(before, loaded.value)).toEqual(forth);
        return forth.length === 0 === (back.length === 0);
      }),
      { numRuns: 1000 },
    );
  });
});
