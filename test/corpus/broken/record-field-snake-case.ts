// broken [TS2551]: RunResult's field is `exitCode`; `exit_code` does not exist
import { shell, session } from "gg";

const steps = ["npm ci", "npm run build", "npm test"];
for (const step of steps) {
  const r = shell.run(step, { timeoutMs: 300_000 });
  if (r.exit_code !== 0) {
    session.reportProgress(`${step} failed`);
    console.log(r.stderr);
    break;
  }
}
