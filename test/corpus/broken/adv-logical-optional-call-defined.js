// broken [TS2591]: the hook is defined, so `hooks.before?.(arg)` evaluates its argument, which reads `process`
import { shell } from "gg";

const hooks = { before: (ci) => console.log(`CI=${ci}`) };
hooks.before?.(process.env.CI);
console.log(shell.run("npm run lint").exitCode);

// Compare with the programs run earlier in this session.
function earlierOutcomes() {
  const recent = gg.programs.history(5);
  return recent.map((r) => `${r.id}: ${r.outcome}`).join("\n");
}
console.log(earlierOutcomes() || "first program of the session");
