// good: fetches release data for a few repositories and prints the latest tag of each
import { web, Failure } from "gg";

const repos = ["nodejs/node", "microsoft/TypeScript", "vitest-dev/vitest"];

for (const repo of repos) {
  try {
    const res = web.fetch(`https://api.github.com/repos/${repo}/releases/latest`);
    if (res.status === 404) {
      console.log(`${repo}: no releases`);
      continue;
    }
    const data = JSON.parse(res.body);
    console.log(`${repo}: ${data.tag_name} (${(data.published_at || "").slice(0, 10)})`);
  } catch (e) {
    if (e instanceof Failure && e.operation === "fetch") {
      console.log(`${repo}: fetch failed with ${e.code}`);
    } else {
      throw e;
    }
  }
}
