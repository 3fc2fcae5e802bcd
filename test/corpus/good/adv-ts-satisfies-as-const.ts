// good: a table checked with `satisfies` and frozen with `as const` maps file kinds to commands
import { shell } from "gg";

const commands = {
  lint: "npm run lint",
  test: "npm test",
  build: "npm run build",
} as const satisfies Record<string, string>;

type Step = keyof typeof commands;
const order: Step[] = ["lint", "test", "build"];
for (const step of order) {
  const r = shell.run(commands[step]);
  console.log(`${step}: exit ${r.exitCode}`);
  if (r.exitCode !== 0) break;
}
