// broken [TS2551]: the frozen config spells `summaryFile`; `sumaryFile` does not exist on it
import { files } from "gg";

const PATHS = Object.freeze({
  summaryFile: "reports/summary.md",
  detailsDir: "reports/details",
});

const sources: string[] = files.glob("src/**/*.js");
const lines = sources.map((p) => `- ${p}`);
files.writeFile(PATHS.sumaryFile, `# Summary\n\n${lines.join("\n")}\n`);
console.log(`wrote ${lines.length} lines`);
