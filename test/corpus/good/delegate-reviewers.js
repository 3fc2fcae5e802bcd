// good: dispatches a reviewer per changed package and waits for each report in turn
import { delegation, shell, session } from "gg";

const changed = new Set(
  shell.run("git diff --name-only origin/main...HEAD").stdout
    .split("\n")
    .filter((p) => p.startsWith("packages/"))
    .map((p) => p.split("/")[1])
);

const handles = [...changed].map((pkg) => [pkg, delegation.dispatch("reviewer", `Review the changes to packages/${pkg}.`)]);
const verdicts = handles.map(([pkg, h]) => {
  const report = delegation.awaitReport(h);
  return `${pkg}: ${report.status} — ${report.summary}`;
});

session.reportProgress(verdicts.join("\n") || "no package changed");
