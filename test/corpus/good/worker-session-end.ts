// good: a worker fixes lint autofixable problems, reports progress and finishes with a summary
import { shell, session, files } from "gg";

session.reportProgress("running eslint --fix");
const before = files.grep("eslint-disable", { glob: "src/**/*.ts" }).length;
const fix = shell.run("npx eslint src --fix", { timeoutMs: 180_000 });
const after = shell.run("npx eslint src -f unix");
const remaining = after.stdout.split("\n").filter((l) => l.includes(":")).length;

session.finish(
  `eslint --fix exited ${fix.exitCode}; ${remaining} problems remain; ${before} eslint-disable comments left untouched.`,
);
