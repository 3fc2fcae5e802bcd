// Properties over generated and exhaustive inputs: loaders never throw, names round-trip.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { parseGrant, validateGrant } from "../src/grant.js";
import { parseCatalogue, validateCatalogue } from "../src/load.js";
import { findOperation, spell } from "../src/spelling.js";
import { formatTypeRef, parseTypeRef } from "../src/type-ref.js";
import { ARMS, type TypeRef } from "../src/types.js";
import { rawCatalogue } from "./fixtures.js";

const catalogue = defaultCatalogue();

describe("loaders never throw", () => {
  it("validateCatalogue answers a Result for any JSON value", () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => typeof validateCatalogue(v).ok === "boolean"));
  });

  it("parseCatalogue answers a Result for any text", () => {
    fc.assert(fc.property(fc.string(), (t) => typeof parseCatalogue(t).ok === "boolean"));
  });

  it("validateCatalogue answers a Result when any member of the default catalogue is replaced by any JSON value", () => {
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (typeof v === "object" && v !== null) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(rawCatalogue(), []);
    fc.assert(
      fc.property(fc.constantFrom(...paths.filter((p) => p.length > 0)), fc.jsonValue(), (path, value) => {
        const raw = rawCatalogue() as unknown as Record<string | number, unknown>;
        let at = raw;
        for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
        at[path[path.length - 1] as string | number] = value;
        const result = validateCatalogue(raw);
        return result.ok || result.problems.every((p) => typeof p.path === "string" && p.message.length > 0);
      }),
      { numRuns: 500 },
    );
  });

  it("a binding kind that is an object with no toString is a problem, not a TypeError (found by the property above)", () => {
    const raw = rawCatalogue() as unknown as { operations: { binding: { kind: unknown } }[] };
    (raw.operations[6] as { binding: { kind: unknown } }).binding.kind = { toString: null };
    const result = validateCatalogue(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toContainEqual({ path: "operations[6].binding.kind", message: "expected a string, got an object" });
  });

  it("validateGrant and parseGrant answer a Result for anything", () => {
    fc.assert(fc.property(fc.jsonValue(), fc.string(), (v, t) => typeof validateGrant(v, catalogue).ok === "boolean" && typeof parseGrant(t, catalogue).ok === "boolean"));
  });
});

describe("type strings round-trip", () => {
  const typeRef: fc.Arbitrary<TypeRef> = fc.letrec<{ t: TypeRef }>((tie) => ({
    t: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom<TypeRef>({ kind: "primitive", name: "string" }, { kind: "primitive", name: "u32" }, { kind: "named", name: "dir-entry" }),
      fc.record({ kind: fc.constant("list" as const), element: tie("t") }),
      fc.record({ kind: fc.constant("option" as const), element: tie("t") }),
    ),
  })).t;
  it("parseTypeRef(formatTypeRef(t)) is t", () => {
    fc.assert(
      fc.property(typeRef, (t) => {
        expect(parseTypeRef(formatTypeRef(t))).toEqual({ ok: true, type: t });
      }),
    );
  });
});

describe("every spelling finds its operation", () => {
  const cases = catalogue.operations.flatMap((op) => ARMS.map((arm) => [op.id, arm] as const));
  it.each(cases)("%s in %s, qualified and shortened", (id, arm) => {
    const op = catalogue.operations.find((o) => o.id === id)!;
    const s = spell(op, arm);
    expect([findOperation(catalogue, s.qualified)?.id, findOperation(catalogue, s.shortened)?.id]).toEqual([id, id]);
  });
});
