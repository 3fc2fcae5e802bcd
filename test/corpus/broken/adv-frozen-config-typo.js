// broken [GG1017]: the frozen config spells `summaryFile`, the write reads `sumaryFile`: undefined, which `writeFile` refuses for its path
import { files } from "gg";

const PATHS = Object.freeze({
  summaryFile: "reports/summary.md",
  detailsDir: "reports/details",
});

const sources = files.glob("src/**/*.js");
const lines = sources.map((p) => `- ${p}`);
files.writeFile(PATHS.sumaryFile, `# Summary\n\n${lines.join("\n")}\n`);
console.log(`wrote ${lines.length} lines`);
