// broken [GG1017]: `buildSummary` builds its object but never returns it, so `JSON.stringify` gives undefined and `writeFile` refuses it as contents
import { files } from "gg";

function buildSummary(paths) {
  const byDir = {};
  for (const p of paths) {
    const dir = p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : ".";
    byDir[dir] = (byDir[dir] ?? 0) + 1;
  }
  const summary = { total: paths.length, byDir };
}

const paths = files.glob("src/**/*.js");
files.writeFile("reports/summary.json", JSON.stringify(buildSummary(paths), null, 2));
console.log("written");
