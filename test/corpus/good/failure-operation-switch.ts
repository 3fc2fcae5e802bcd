// good: a switch over e.operation keys decides how to recover from each failing step
import { files, shell, web, Failure } from "gg";

function step(): string {
  const manifest = files.readFile("deploy/manifest.json");
  const target = (JSON.parse(manifest) as { healthUrl: string }).healthUrl;
  const health = web.fetch(target);
  const deploy = shell.run("./deploy.sh", { timeoutMs: 300_000 });
  return `health ${health.status}, deploy exit ${deploy.exitCode}`;
}

try {
  console.log(step());
} catch (e) {
  if (!(e instanceof Failure)) throw e;
  switch (e.operation) {
    case "read_file":
      console.log("no deploy manifest; nothing to deploy");
      break;
    case "fetch":
      console.log(`health check failed (${e.code}); not deploying`);
      break;
    case "run":
      console.log(e.code === "unavailable" ? "this agent cannot run commands" : `deploy script failed: ${e.message}`);
      break;
    default:
      throw e;
  }
}
