// `gg-check explain`: which page each way of writing a code leads to, the list of every code, and the usage error
// for a code nobody reports.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codeInfo, diagnosticPages } from "../src/codes.js";
import { closeCodes, explain, listCodes } from "../src/explain/explain.js";
import { DIAGNOSTIC_PAGES_DIR, installedPages, ruleDocsDir } from "../src/explain/pages.js";
import type { PageSource } from "../src/explain/pages.js";
import { GG } from "../src/registry.js";

const page = (name: string): string => readFileSync(join(DIAGNOSTIC_PAGES_DIR, `${name}.md`), "utf8");
const rulesDir = new URL("../../eslint-plugin/docs/rules/", import.meta.url);
const rulePage = (rule: string): string => readFileSync(new URL(`${rule}.md`, rulesDir), "utf8");
const text = (query: string, pages?: PageSource): string => {
  const explained = explain(query, pages);
  if (!explained.ok) throw new Error(explained.message);
  return explained.text;
};
const message = (query: string, pages?: PageSource): string => {
  const explained = explain(query, pages);
  if (explained.ok) throw new Error(`${query} was explained`);
  return explained.message;
};
/** The installed pages, without @gg/eslint-plugin. */
const withoutPlugin: PageSource = { diagnosticPage: (p) => installedPages.diagnosticPage(p), rulePages: () => undefined };

describe("explain CODE", () => {
  it.each(["GG1004", "gg1004", "Gg1004", " GG1004 "])("%j prints the page of GG1004 as it is", (query) => {
    expect(text(query)).toBe(page("GG1004"));
  });

  it.each(["TS2304", "ts2304", "2304"])("%j prints the page of TS2304", (query) => {
    expect(text(query)).toBe(page("TS2304"));
  });

  it("prints every GG code's own page", () => {
    for (const code of Object.values(GG)) expect(text(code)).toBe(page(code));
  });

  it.each([
    ["TS2580", "TS2591"],
    ["TS2614", "TS2305"],
    ["TS7006", "implicit-any"],
    ["TS1005", "syntax"],
    ["1108", "syntax"],
    ["TS2362", "typescript"],
  ])("%s, which shares a page, is named with its meaning above the page of %s", (query, shared) => {
    const code = query.startsWith("TS") ? query : `TS${query}`;
    expect(text(query)).toBe(`${code}: ${codeInfo(code)?.meaning}\n\n${page(shared)}`);
  });

  it.each(["gg/operation-key", "operation-key", "GG/Operation-Key"])("%j prints the rule's own page from @gg/eslint-plugin", (query) => {
    expect(text(query)).toBe(rulePage("operation-key"));
  });

  it("finds the plugin's rule pages from the checker (installed beside it, or its sibling in the repository)", () => {
    expect(ruleDocsDir()).toBeDefined();
    expect(installedPages.rulePages()?.map((r) => r.id)).toContain("gg/no-unqualified-name");
  });
});

describe("an unknown code", () => {
  it.each([
    ["GG1099", ["GG1009", "GG1019", "GG1001", "GG1002"]],
    ["GG9003", ["GG1003", "GG9001", "GG9002", "GG1001"]],
    ["operation-kee", ["gg/operation-key"]],
    ["gg/valid-imprt", ["gg/valid-import"]],
  ])("%s is a usage error naming the close codes %j", (query, close) => {
    expect(message(query)).toBe(`unknown code "${query}": close codes are ${close.join(", ")} (gg-check explain lists every code)`);
  });

  it.each(["TS99", "banana split", "", "GG"])("%j names no close code when none is close", (query) => {
    expect(message(query)).toMatch(/^unknown code ".*" \(gg-check explain lists every code\)$/);
  });

  it("a rule id without @gg/eslint-plugin beside the checker says where its pages come from", () => {
    expect(message("gg/operation-key", withoutPlugin)).toBe(
      'unknown code "gg/operation-key": the rules\' pages come with @gg/eslint-plugin, which is not installed beside gg-check',
    );
  });

  it("a page missing from the installation is named, never thrown", () => {
    const broken: PageSource = { diagnosticPage: () => undefined, rulePages: () => [] };
    expect(message("GG1004", broken)).toBe("the page GG1004.md is missing from this installation of @gg/checker (docs/diagnostics)");
  });

  it("close codes are at most four, closest first, then in order", () => {
    // TS2300, TS2345, TS2348, TS2349 and TS2740 differ from TS2340 in one digit, and TS2304 by two digits swapped
    // (one slip, as did-you-mean counts it): the first four in order.
    expect(closeCodes("TS2340", [])).toEqual(["TS2300", "TS2304", "TS2345", "TS2348"]);
    expect(closeCodes("2339", [])[0]).toBe("TS2339");
  });
});

describe("explain with no code", () => {
  const list = listCodes();

  it("lists every page of the checker with its meaning, and every rule with its description", () => {
    for (const p of diagnosticPages()) expect(list).toContain(`  ${p.meaning}`);
    for (const rule of installedPages.rulePages() ?? []) expect(list).toMatch(new RegExp(`^  ${rule.id} +${rule.description.replace(/[.*+?^${}()|[\]\\`]/g, "\\$&")}$`, "m"));
    for (const code of Object.values(GG)) expect(list).toMatch(new RegExp(`^  ${code} `, "m"));
    expect(list).toMatch(/^ {2}TS2591 TS2580 +A Node\.js name/m);
    expect(list).toMatch(/^ {2}TS7005…TS7056 \(23\) +The implicit-any family/m);
  });

  it("says so when the plugin is not installed beside the checker", () => {
    expect(listCodes(withoutPlugin)).toContain("@gg/eslint-plugin:\n  (not installed beside gg-check: its rules' pages come with it)\n");
  });
});
