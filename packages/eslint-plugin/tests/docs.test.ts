// Each rule's three files stay matched: the doc page exists with the fixed headings, states the rule's own
// description, and its examples are linted with the recommended config — every ❌ block is reported by this rule
// (and only by it), each of its findings with a fix or a suggestion, and every ✅ block by no gg rule — under ESLint 10,
// and with the same findings and suggestions under ESLint 9.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Linter } from "eslint";
import { Linter as Linter9 } from "eslint-v9";
import plugin from "../src/index.js";

const docsDir = fileURLToPath(new URL("../docs/rules/", import.meta.url));
/** The repository's own account of the gg SDK, which each rule page quotes; whitespace (line wrapping) does not count. */
const sdkText = readFileSync(new URL("../../../docs/sdk.md", import.meta.url), "utf8").replace(/\s+/g, " ");
const HEADINGS = ["## Rule Details", "## Examples", "### ❌ Incorrect", "### ✅ Correct", "## Options", "## When Not To Use It"];

interface Example { readonly kind: "incorrect" | "correct"; readonly language: "ts" | "js"; readonly code: string; readonly line: number }

function examplesOf(markdown: string): Example[] {
  const out: Example[] = [];
  let kind: Example["kind"] | undefined;
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.startsWith("#")) kind = line === "### ❌ Incorrect" ? "incorrect" : line === "### ✅ Correct" ? "correct" : undefined;
    const fence = /^```(ts|js)$/.exec(line);
    if (!fence || !kind) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== "```"; i++) body.push(lines[i] ?? "");
    out.push({ kind, language: fence[1] as "ts" | "js", code: `${body.join("\n")}\n`, line: start + 1 });
  }
  return out;
}

const linter = new Linter({ configType: "flat" });
/** ESLint 9, the other supported major: every example must get the same findings and suggestions there. */
const linter9 = new Linter9({ configType: "flat" });

/** What a lint run says about one example, in a form both majors' results compare by. */
function summary(messages: readonly Linter.LintMessage[]): string[] {
  return messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.messageId} fix=${m.fix ? m.fix.text : "-"} suggest=${(m.suggestions ?? []).map((x) => x.fix.text).join("|")}`);
}
const ruleIds = Object.keys(plugin.rules);

describe("rule docs", () => {
  it("has one page per rule and no page without a rule", () => {
    const pages = readdirSync(docsDir).filter((f) => f.endsWith(".md")).map((f) => f.replace(/\.md$/, "")).sort();
    expect(pages).toEqual([...ruleIds].sort());
  });

  for (const [id, rule] of Object.entries(plugin.rules)) {
    describe(id, () => {
      const markdown = readFileSync(`${docsDir}${id}.md`, "utf8");
      const lines = markdown.split("\n");

      it("has the title, the rule's description and the fixed headings in order", () => {
        expect(lines[0]).toBe(`# gg/${id}`);
        expect(lines.slice(1).find((l) => l.trim() !== "")).toBe(rule.meta.docs?.description);
        const positions = HEADINGS.map((h) => lines.indexOf(h));
        expect(positions.every((p) => p > 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      });

      it("quotes docs/sdk.md, word for word and linked, in its Rule Details", () => {
        const details = markdown.slice(markdown.indexOf("## Rule Details"), markdown.indexOf("## Examples"));
        expect(details).toMatch(/\]\(\.\.\/\.\.\/\.\.\/\.\.\/docs\/sdk\.md#[a-z-]+\)/);
        const quoted = details.split("\n").filter((l) => /^> \S/.test(l)).map((l) => l.slice(2).replace(/\s+/g, " ").trim());
        expect(quoted.length).toBeGreaterThan(0);
        expect(quoted.filter((q) => !sdkText.includes(q))).toEqual([]);
      });

      it("declares in its own meta whether it is recommended, and its messages there", () => {
        expect(typeof rule.meta.docs?.recommended).toBe("boolean");
        expect(Object.keys(rule.meta.messages).length).toBeGreaterThan(0);
      });

      it("links to this page from meta.docs.url", () => {
        expect(rule.meta.docs?.url).toMatch(new RegExp(`/docs/rules/${id}\\.md$`));
      });

      const examples = examplesOf(markdown);
      it("has wrong and right examples", () => {
        expect(examples.some((e) => e.kind === "incorrect")).toBe(true);
        expect(examples.some((e) => e.kind === "correct")).toBe(true);
      });

      for (const example of examples) {
        it(`${example.kind === "incorrect" ? "❌" : "✅"} example at line ${example.line}`, () => {
          const messages = linter.verify(example.code, [plugin.configs.recommended], { filename: `doc-example.${example.language}` });
          expect(messages.filter((m) => m.fatal)).toEqual([]);
          const ruleIdsFound = [...new Set(messages.map((m) => m.ruleId))];
          if (example.kind === "correct") expect(ruleIdsFound).toEqual([]);
          else expect(ruleIdsFound).toEqual([`gg/${id}`]);
          // "Done means": each finding on a wrong example comes with a fix or a suggestion to apply.
          const bare = messages.filter((m) => m.fix === undefined && (m.suggestions?.length ?? 0) === 0);
          expect(bare.map((m) => `${m.line}:${m.column} ${m.message}`)).toEqual([]);
          const config9 = plugin.configs.recommended as unknown as Parameters<Linter9["verify"]>[1];
          expect(summary(linter9.verify(example.code, config9, { filename: `doc-example.${example.language}` }) as Linter.LintMessage[])).toEqual(summary(messages));
        });
      }
    });
  }
});
