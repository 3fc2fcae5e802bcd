// good: a parameter named fetch, typed as gg's web.fetch, shadows the global the guest lacks; tsc and the run agree
import { web, session } from "gg";

type Fetcher = (url: string) => web.WebResponse;

function checkLinks(urls: readonly string[], fetch: Fetcher): string[] {
  const broken: string[] = [];
  for (const url of urls) {
    const res = fetch(url);
    if (res.status >= 400) broken.push(`${url} (${res.status})`);
  }
  return broken;
}

const broken = checkLinks(["https://example.com/a", "https://example.com/b"], web.fetch);
session.reportProgress(broken.length ? broken.join("\n") : "all links answer");
