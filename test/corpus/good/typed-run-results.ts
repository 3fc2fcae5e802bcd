// good: runs several commands and keeps typed RunResult records in a Map keyed by name
import { shell } from "gg";

const commands: Record<string, string> = {
  node: "node --version",
  npm: "npm --version",
  git: "git --version",
  tsc: "npx tsc --version",
};

const results = new Map<string, shell.RunResult>();
for (const [name, cmd] of Object.entries(commands)) {
  results.set(name, shell.run(cmd, { timeoutMs: 15000 }));
}

for (const [name, r] of results) {
  const version = r.exitCode === 0 ? r.stdout.trim() : `unavailable (exit ${r.exitCode})`;
  console.log(`${name.padEnd(5)} ${version}`);
}
