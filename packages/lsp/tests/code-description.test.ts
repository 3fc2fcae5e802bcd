// Each published diagnostic links to the page that explains its code (`codeDescription.href`): the checker's page
// for a TS or GG code, the rule's own page for a finding only a rule reports.
import { diagnosticPageUrl } from "@gg/checker";
import plugin from "@gg/eslint-plugin";
import type { Finding } from "../src/analysis/merge.js";
import { toDiagnostic } from "../src/features/convert.js";
import { loadPageLinks } from "../src/features/page-links.js";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { UNQUALIFIED } from "./helpers/fixtures.js";

const span = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
const finding = (code: string, rule: string | undefined): Finding => ({ code, severity: "error", message: "m", span, rule, fixes: [] });

describe("codeDescription", () => {
  it("links a checker code to its page, a rule's own finding to the rule's page, and nothing else", async () => {
    await loadPageLinks();
    expect(toDiagnostic(finding("TS2304", "gg/no-unqualified-name"), 1).codeDescription).toEqual({ href: diagnosticPageUrl("TS2304") });
    expect(toDiagnostic(finding("GG1004", undefined), 1).codeDescription?.href).toMatch(/\/packages\/checker\/docs\/diagnostics\/GG1004\.md$/);
    expect(toDiagnostic(finding("gg/no-dynamic-reach", "gg/no-dynamic-reach"), 1).codeDescription).toEqual({
      href: plugin.rules["no-dynamic-reach"].meta.docs?.url,
    });
    expect(toDiagnostic(finding("parse", undefined), 1).codeDescription).toBeUndefined();
  });

  describe("in published diagnostics", () => {
    let client: TestClient;
    afterAll(closeSharedTools);
    afterEach(async () => {
      await client.dispose();
    });

    it("carries the page of the compiler's code", async () => {
      client = createInProcessClient();
      await client.initialize({ initializationOptions: { debounceMs: 10 } });
      client.open("file:///w/linked.ts", UNQUALIFIED);
      const { diagnostics } = await client.diagnosticsFor("file:///w/linked.ts");
      const unqualified = diagnostics.find((d) => d.code === "TS2304");
      expect(unqualified?.codeDescription).toEqual({ href: diagnosticPageUrl("TS2304") });
    });
  });
});
