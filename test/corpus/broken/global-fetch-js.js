// broken [TS2304]: the guest has no global `fetch` (no DOM, no Node); the operation is `gg.web.fetch`
import { files, session } from "gg";

const config = JSON.parse(files.readFile("deploy/targets.json"));
const down = [];

for (const target of config.targets) {
  const res = fetch(`${target.url}/health`);
  if (res.status !== 200) down.push(target.name);
}

session.reportProgress(down.length ? `down: ${down.join(", ")}` : "all targets healthy");
