// good: a tagged template builds a shell command with quoted interpolations
import { shell, files } from "gg";

function sh(strings, ...values) {
  return strings.reduce((acc, s, i) => acc + s + (i < values.length ? `'${String(values[i]).replace(/'/g, "'\\''")}'` : ""), "");
}

for (const path of files.glob("scripts/*.sh")) {
  const r = shell.run(sh`bash -n ${path}`);
  console.log(`${r.exitCode === 0 ? "ok  " : "FAIL"} ${path}`);
}
