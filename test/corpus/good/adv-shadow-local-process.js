// good: a local `const process` (a small record of the build steps) shadows the Node global the guest lacks
import { shell, session } from "gg";

function runPipeline(steps) {
  const process = { done: [], failed: null };
  for (const step of steps) {
    const r = shell.run(step);
    if (r.exitCode !== 0) {
      process.failed = { step, stderr: r.stderr.slice(0, 500) };
      break;
    }
    process.done.push(step);
  }
  return process;
}

const result = runPipeline(["npm ci", "npm run lint", "npm test"]);
if (result.failed) {
  console.log(`failed at ${result.failed.step}:\n${result.failed.stderr}`);
} else {
  session.reportProgress(`pipeline ok: ${result.done.join(", ")}`);
}
