// broken [TS2322]: `buildSummary` never returns its object, so its type is void, which cannot be the `string` that `writeFile` is given
import { files } from "gg";

function buildSummary(paths: string[]) {
  const byDir: Record<string, number> = {};
  for (const p of paths) {
    const dir = p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : ".";
    byDir[dir] = (byDir[dir] ?? 0) + 1;
  }
  const summary = { total: paths.length, byDir };
  console.log(summary.total);
}

const paths = files.glob("src/**/*.js");
const text: string = buildSummary(paths);
files.writeFile("reports/summary.json", text);
