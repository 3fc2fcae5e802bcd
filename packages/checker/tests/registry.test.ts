// The registry (src/registry.ts) is the one row of each code the checker treats specially: its meaning, its page,
// its message builders and what emits it. These hold the rows to what the rest of the checker has.
import { describe, expect, it } from "vitest";
import { codeInfo, diagnosticPages, TS_CODES, tsCode } from "../src/codes.js";
import { PASSES } from "../src/check/passes.js";
import * as messages from "../src/messages.js";
import { GG, GG_ROWS, TS_GROUPS } from "../src/registry.js";

const FIXED_STEPS = ["limits", "load", "directives", "classify"];
const builders = new Set<unknown>(Object.values(messages));

describe("the registry", () => {
  const rows = Object.entries(GG_ROWS);

  it("gives each GG code one row, and GG its codes by the rows' names", () => {
    expect(new Set(rows.map(([, row]) => row.code)).size).toBe(rows.length);
    for (const [name, row] of rows) expect(GG[name as keyof typeof GG]).toBe(row.code);
  });

  it("is what explain and SARIF read: each GG code's page and meaning are its row's", () => {
    for (const [, row] of rows) expect(codeInfo(row.code)).toEqual({ code: row.code, page: row.page, meaning: row.meaning });
    const pages = diagnosticPages();
    for (const [, row] of rows) expect(pages.find((p) => p.page === row.page)?.codes).toContain(row.code);
  });

  it("names a pass of the list or a fixed step as each code's emitter, and every pass emits a code of a row", () => {
    const passes: readonly string[] = PASSES.map((p) => p.name);
    const emitters = [...rows.flatMap(([, row]) => row.emittedBy), ...Object.values(TS_GROUPS).map((g) => g.emittedBy)];
    for (const emitter of emitters) expect([...passes, ...FIXED_STEPS]).toContain(emitter);
    for (const pass of passes) expect(emitters).toContain(pass);
  });

  it("holds message builders of messages.ts, every GG code at least one", () => {
    for (const [, row] of rows) {
      expect(Object.keys(row.messages).length).toBeGreaterThan(0);
      for (const [name, builder] of Object.entries(row.messages)) {
        expect(builders.has(builder), `${row.code}: ${name}`).toBe(true);
        expect(builder).toBe((messages as Record<string, unknown>)[name]);
      }
    }
    for (const group of Object.values(TS_GROUPS)) for (const builder of Object.values(group.messages)) expect(builders.has(builder)).toBe(true);
  });

  it("has a row for the group of every TypeScript code of the table", () => {
    for (const row of TS_CODES) expect(Object.keys(TS_GROUPS)).toContain(row.group);
  });

  it("refuses a TypeScript code named on its own without its row", () => {
    expect(tsCode(2451, "runtime-error")).toBe(2451);
    expect(() => tsCode(2451, "argument")).toThrow("TS2451 is treated as argument but codes.ts has no such row");
    expect(() => tsCode(9999, "argument")).toThrow(/TS9999/);
  });
});
