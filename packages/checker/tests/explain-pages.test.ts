// Every code the checker can report has a page in docs/diagnostics, derived from the checker's own tables (GG in
// messages.ts, the TypeScript rows of codes.ts), and every example of every page gives the answer its marker
// promises when the checker runs it: a failing example fails with the page's code, a fixed one passes clean.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { codeInfo, diagnosticPages, OTHER_TS, SYNTAX_RANGE, TS_CODES } from "../src/codes.js";
import { createChecker } from "../src/create-checker.js";
import { DIAGNOSTIC_PAGES_DIR } from "../src/explain/pages.js";
import { GG } from "../src/registry.js";
import type { Checker, CheckerOptions } from "../src/types.js";
import { examplesOf } from "./support/pages.js";

const HEADINGS = ["## What it means", "## Why the guest cares", "## Example", "## Silencing it"];
const pageFile = (page: string): string => join(DIAGNOSTIC_PAGES_DIR, `${page}.md`);

// One checker per set of limits an example asks for; most use the defaults.
const checkers = new Map<string, Checker>();
function checkerFor(options: CheckerOptions): Checker {
  const key = JSON.stringify(options);
  let found = checkers.get(key);
  if (found === undefined) {
    found = createChecker(options);
    checkers.set(key, found);
  }
  return found;
}
afterAll(() => {
  for (const c of checkers.values()) c.close();
});

// Pages whose codes the checker drops: they show a program that passes, and nothing that fails.
const DROPPED_PAGES = new Set(TS_CODES.filter((row) => row.group === "implicit-any").map((row) => row.page));

describe("every code has a page", () => {
  it("each GG code, each TypeScript code of the table, the syntax range and any other TypeScript code", () => {
    const codes = [
      ...Object.values(GG),
      ...TS_CODES.map((row) => `TS${row.code}`),
      `TS${SYNTAX_RANGE.from}`,
      `TS${SYNTAX_RANGE.to}`,
      // A code no table names: TypeScript's own words, on the shared page.
      "TS2362",
    ];
    const missing = codes.filter((code) => {
      const info = codeInfo(code);
      return info === undefined || !existsSync(pageFile(info.page));
    });
    expect(missing).toEqual([]);
    expect(codeInfo("TS2362")?.page).toBe(OTHER_TS.page);
    expect(codeInfo("TS1108")?.page).toBe(SYNTAX_RANGE.page);
  });

  it("has no page that no code leads to", () => {
    const files = readdirSync(DIAGNOSTIC_PAGES_DIR).filter((f) => f.endsWith(".md") && f !== "README.md").map((f) => f.slice(0, -3)).sort();
    expect(files).toEqual(diagnosticPages().map((p) => p.page).sort());
  });
});

for (const { page, meaning, codes } of diagnosticPages()) {
  describe(`${page}.md`, () => {
    const markdown = existsSync(pageFile(page)) ? readFileSync(pageFile(page), "utf8") : "";
    const lines = markdown.split("\n");
    const examples = examplesOf(markdown);

    it("has its title, the table's meaning, every code it explains and the headings in order", () => {
      expect(lines[0]).toMatch(/^(GG|TS)[0-9]+$/.test(page) ? new RegExp(`^# ${page}$`) : /^# \S/);
      expect(lines.slice(1).find((l) => l.trim() !== "")).toBe(meaning);
      expect(codes.filter((code) => /^(GG|TS)[0-9]+$/.test(code) && !markdown.includes(code))).toEqual([]);
      const positions = HEADINGS.map((h) => lines.indexOf(h));
      expect(positions.filter((p) => p < 0)).toEqual([]);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });

    it("marks every example, with codes of this page", () => {
      expect(examples.filter((e) => e.expect === undefined).map((e) => `line ${e.line}: ${e.marker}`)).toEqual([]);
      const foreign = examples.flatMap((e) => (e.expect !== undefined && e.expect.kind !== "passes" && codeInfo(e.expect.code)?.page !== page ? [`line ${e.line}: ${e.expect.code}`] : []));
      expect(foreign).toEqual([]);
      const failing = examples.filter((e) => e.expect?.kind === "fails" || e.expect?.kind === "warns");
      expect(examples.some((e) => e.expect?.kind === "passes")).toBe(true);
      if (DROPPED_PAGES.has(page)) expect(failing).toEqual([]);
      else expect(failing.length).toBeGreaterThan(0);
      // A page named for a code shows that very code; the codes sharing it are ones TypeScript never reports here.
      if (/^(GG|TS)[0-9]+$/.test(page)) expect(failing.map((e) => e.expect?.kind !== "passes" && e.expect?.code)).toContain(page);
    });

    for (const example of examples) {
      it(`${example.marker} (${example.language}, line ${example.line})`, () => {
        const expectation = example.expect;
        if (expectation === undefined) return;
        const result = checkerFor(example.options).check({ source: example.source, language: example.language });
        const found = result.diagnostics.map((d) => `${d.code} ${d.severity}: ${d.message}`);
        if (expectation.kind === "passes") {
          expect({ verdict: result.verdict, found }).toEqual({ verdict: "pass", found: [] });
        } else {
          const severity = expectation.kind === "fails" ? "error" : "warning";
          expect(result.verdict).toBe(expectation.kind === "fails" ? "fail" : "pass");
          expect(result.diagnostics.filter((d) => d.code === expectation.code && d.severity === severity).map((d) => d.code), found.join("\n")).not.toEqual([]);
        }
      });
    }
  });
}
