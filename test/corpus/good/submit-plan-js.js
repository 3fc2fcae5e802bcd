// good: a planner counts failing lint rules and submits a plan ordered by how often each fires
import { shell, session } from "gg";

const out = shell.run("npx eslint . -f json").stdout;
const results = out ? JSON.parse(out) : [];
const byRule = new Map();
for (const file of results) {
  for (const msg of file.messages) {
    const rule = msg.ruleId || "parse-error";
    byRule.set(rule, (byRule.get(rule) || 0) + 1);
  }
}
const ordered = [...byRule].sort((a, b) => b[1] - a[1]);
const plan = ordered.length
  ? ordered.map(([rule, n], i) => `${i + 1}. Fix ${n} × ${rule}`).join("\n")
  : "Nothing to do: lint is clean.";
session.submitPlan(plan);
