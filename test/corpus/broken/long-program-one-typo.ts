// broken [TS2339]: a long report generator with one misspelt member, `hit.lineNumber` (GrepMatch has `line`)
import { files, session } from "gg";

interface Finding {
  rule: string;
  path: string;
  line: number;
  excerpt: string;
}

const RULES: Array<{ id: string; pattern: string; glob: string }> = [
  { id: "no-console", pattern: "console\\.(log|debug)\\(", glob: "src/**/*.ts" },
  { id: "no-any", pattern: ":\\s*any\\b", glob: "src/**/*.ts" },
  { id: "no-var", pattern: "^\\s*var\\s", glob: "src/**/*.{ts,js}" },
];

const findings: Finding[] = [];
for (const rule of RULES) {
  for (const hit of files.grep(rule.pattern, { glob: rule.glob })) {
    findings.push({ rule: rule.id, path: hit.path, line: hit.lineNumber, excerpt: hit.text.trim() });
  }
}

const byRule = new Map<string, Finding[]>();
for (const f of findings) {
  byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
}

const out: string[] = ["# Code scan", ""];
for (const [rule, list] of byRule) {
  out.push(`## ${rule} (${list.length})`, "");
  for (const f of list.slice(0, 50)) out.push(`- \`${f.path}:${f.line}\` ${f.excerpt}`);
  out.push("");
}
files.writeFile("reports/scan.md", out.join("\n"));
session.reportProgress(`${findings.length} findings`);
