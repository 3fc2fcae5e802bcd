// good: retries a flaky shell command a few times, tracking attempts and durations with Date
import { shell } from "gg";

function runWithRetry(command: string, attempts = 3): shell.RunResult {
  let last: shell.RunResult | undefined;
  for (let i = 1; i <= attempts; i++) {
    const started = Date.now();
    last = shell.run(command, { timeoutMs: 60_000 });
    const took = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`attempt ${i}: exit ${last.exitCode} after ${took}s`);
    if (last.exitCode === 0) return last;
  }
  if (!last) throw new Error("no attempts made");
  return last;
}

const result = runWithRetry("npm run e2e");
if (result.exitCode !== 0) {
  console.log(result.stderr.split("\n").slice(-20).join("\n"));
}
