// good: an optional key of a frozen config is tested before use, and the rest are spelled as declared
import { files } from "gg";

const PATHS = Object.freeze({
  summaryFile: "reports/summary.md",
  detailsDir: "reports/details",
});

const sources = files.glob("src/**/*.js");
files.writeFile(PATHS.summaryFile, `# Summary\n\n${sources.length} sources\n`);
if (PATHS.archiveFile) files.writeFile(PATHS.archiveFile, sources.join("\n"));
for (const [key, value] of Object.entries(PATHS.extra ?? {})) console.log(key, value);
console.log(Object.keys(PATHS).join(", "));
