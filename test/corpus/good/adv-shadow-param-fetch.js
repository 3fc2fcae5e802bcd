// good: a helper takes `fetch` as a parameter (the gg web fetch is passed in), so the name is the parameter, not a missing global
import { web, session } from "gg";

function checkLinks(urls, fetch) {
  const broken = [];
  for (const url of urls) {
    const res = fetch(url);
    if (res.status >= 400) broken.push(`${url} (${res.status})`);
  }
  return broken;
}

const urls = [
  "https://example.com/docs",
  "https://example.com/changelog",
  "https://example.com/api",
];
const broken = checkLinks(urls, web.fetch);
if (broken.length === 0) {
  session.reportProgress(`all ${urls.length} links answer`);
} else {
  session.reportProgress(`broken links:\n${broken.join("\n")}`);
}
