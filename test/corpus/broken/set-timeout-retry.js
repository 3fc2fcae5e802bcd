// broken [TS2304]: the guest has no timers; `setTimeout` is an unknown name
import { shell } from "gg";

function attempt(n) {
  const r = shell.run("curl -sf http://localhost:3000/health");
  if (r.exitCode !== 0 && n > 0) setTimeout(() => attempt(n - 1), 1000);
  else console.log(r.exitCode === 0 ? "up" : "down");
}
attempt(3);
