// good: fetches an upstream CHANGELOG over HTTP and prints the entries newer than the installed version
import { web, files } from "gg";

const pkg = JSON.parse(files.readFile("node_modules/left-pad/package.json")) as { version: string };
const res = web.fetch("https://raw.githubusercontent.com/left-pad/left-pad/master/CHANGELOG.md");

if (res.status >= 400) {
  console.log(`could not fetch changelog: HTTP ${res.status}`);
} else {
  const sections = res.body.split(/^## /m).slice(1);
  const newer: string[] = [];
  for (const section of sections) {
    const version = section.split("\n", 1)[0]?.replace(/[[\]v]/g, "").trim() ?? "";
    if (version === pkg.version) break;
    newer.push(`## ${section.trim()}`);
  }
  console.log(newer.length ? newer.join("\n\n") : `already at the latest (${pkg.version})`);
}
