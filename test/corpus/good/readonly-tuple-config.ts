// good: readonly tuples and a discriminated union describe checks; each check runs and reports
import * as sdk from "gg";

type Check =
  | { kind: "file-exists"; path: string }
  | { kind: "contains"; path: string; needle: string }
  | { kind: "command"; command: string };

const checks: readonly Check[] = [
  { kind: "file-exists", path: "LICENSE" },
  { kind: "contains", path: "README.md", needle: "## Install" },
  { kind: "command", command: "npm run build --silent" },
];

function run(check: Check): [ok: boolean, detail: string] {
  switch (check.kind) {
    case "file-exists":
      return [sdk.files.stat(check.path) !== undefined, check.path];
    case "contains": {
      const text = sdk.files.readFile(check.path);
      return [text.includes(check.needle), `${check.path} contains ${JSON.stringify(check.needle)}`];
    }
    case "command": {
      const r = sdk.shell.run(check.command);
      return [r.exitCode === 0, check.command];
    }
  }
}

let failures = 0;
for (const check of checks) {
  const [ok, detail] = run(check);
  if (!ok) failures++;
  console.log(`${ok ? "PASS" : "FAIL"}  ${detail}`);
}
sdk.session.reportProgress(`${checks.length - failures}/${checks.length} checks passed`);
