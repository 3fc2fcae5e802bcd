// `pnpm demo`: the main job on the bundled examples — check every program in examples/ against the default
// catalogue, with the refusal forecast for examples/grant.json, then show the catalogue's discovery surface for that grant.
// Exit 0 when the tools ran (broken examples are expected to fail: that is what they show), non-zero when a tool broke
// or is missing (`pnpm demo` builds first, so a missing dist/ file means the build no longer makes it).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const node = process.execPath;
const steps = [
  {
    title: "gg-check examples/ --grant examples/grant.json",
    cmd: ["packages/checker/dist/gg-check.cjs", "examples", "--grant", "examples/grant.json"],
    ok: [0, 1],
  },
  {
    title: "gg-catalogue search \"read a file\" --grant examples/grant.json",
    cmd: ["packages/catalogue/dist/cli.js", "search", "read a file", "--grant", "examples/grant.json"],
    ok: [0],
  },
  {
    title: "gg-catalogue view gg.session.finish --grant examples/grant.json",
    cmd: ["packages/catalogue/dist/cli.js", "view", "gg.session.finish", "--grant", "examples/grant.json"],
    ok: [0, 1],
  },
];

let failed = false;
for (const step of steps) {
  if (!existsSync(step.cmd[0])) {
    console.error(`\n$ ${step.title}\ndemo: ${step.cmd[0]} is missing: the build did not produce it`);
    failed = true;
    continue;
  }
  console.log(`\n$ ${step.title}`);
  const run = spawnSync(node, step.cmd, { stdio: "inherit" });
  if (!step.ok.includes(run.status ?? -1)) {
    console.error(`demo: "${step.title}" exited with ${run.status ?? run.signal}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
