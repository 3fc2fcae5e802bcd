// good: fetches a JSON status endpoint with gg.web.fetch and handles failures by code
import { web, Failure } from "gg";

type Status = { indicator: string; description: string };

function getStatus(url: string): Status | undefined {
  try {
    const res: web.WebResponse = web.fetch(url);
    if (res.status !== 200) {
      console.log(`HTTP ${res.status} from ${url}`);
      return undefined;
    }
    if (!(res.contentType ?? "").includes("json")) {
      console.log(`unexpected content type ${res.contentType}`);
      return undefined;
    }
    const body = JSON.parse(res.body) as { status?: Status };
    return body.status;
  } catch (e) {
    if (e instanceof Failure) {
      console.log(`fetch failed (${e.code}): ${e.message}`);
      return undefined;
    }
    throw e;
  }
}

const status = getStatus("https://status.example.com/api/v2/status.json");
console.log(status ? `${status.indicator}: ${status.description}` : "status unknown");
