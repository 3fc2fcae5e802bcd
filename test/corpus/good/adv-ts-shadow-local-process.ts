// good: a local interface and const named `process` (the build's progress) shadow the Node global the guest lacks
import { shell } from "gg";

interface Process {
  done: string[];
  failed?: { step: string; stderr: string };
}

function pipeline(steps: string[]): Process {
  const process: Process = { done: [] };
  for (const step of steps) {
    const r = shell.run(step);
    if (r.exitCode !== 0) {
      process.failed = { step, stderr: r.stderr };
      break;
    }
    process.done.push(step);
  }
  return process;
}

const p = pipeline(["npm ci", "npm test"]);
console.log(p.failed ? `failed at ${p.failed.step}` : `ok: ${p.done.join(", ")}`);
