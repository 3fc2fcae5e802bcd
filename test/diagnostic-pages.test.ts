// The addresses the tools link findings to (SARIF `helpUri`, the LSP's `codeDescription.href`) are files of this
// repository under one base, and the checker's address of a rule's page is the rule's own `meta.docs.url`.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { diagnosticPages, diagnosticPageUrl, REPOSITORY_URL, rulePageUrl } from "@gg/checker";
import plugin from "@gg/eslint-plugin";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The repository file an address names. */
function fileOf(url: string | undefined): string {
  expect(url?.startsWith(REPOSITORY_URL)).toBe(true);
  return `${ROOT}${(url ?? "").slice(REPOSITORY_URL.length)}`;
}

describe("diagnostic page addresses", () => {
  it("every page of the checker is the file its address names", () => {
    for (const { page, codes } of diagnosticPages()) {
      const code = codes.find((c) => /^(GG|TS)[0-9]+$/.test(c)) ?? (page === "syntax" ? "TS1005" : "TS2362");
      const file = fileOf(diagnosticPageUrl(code));
      expect({ code, file, exists: existsSync(file) }).toEqual({ code, file: `${ROOT}packages/checker/docs/diagnostics/${page}.md`, exists: true });
    }
  });

  it("a rule's address is the rule's own meta.docs.url, a file of the repository", () => {
    for (const [id, rule] of Object.entries(plugin.rules)) {
      expect(rulePageUrl(`gg/${id}`)).toBe(rule.meta.docs?.url);
      expect(existsSync(fileOf(rulePageUrl(`gg/${id}`)))).toBe(true);
    }
  });

  it("only codes and rule ids have addresses", () => {
    expect([diagnosticPageUrl("gg/refusal"), diagnosticPageUrl("parse"), rulePageUrl("TS2304"), diagnosticPageUrl("GG1999")]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
