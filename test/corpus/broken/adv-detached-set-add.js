// broken [GG1013]: `seen.add` is handed to `forEach` without its set: strict code calls it with `this` undefined, a TypeError at the first extension
import { files } from "gg";

const sources = files.glob("src/**/*.*");
const seen = new Set();
const extensionOf = (path) => {
  const dot = path.lastIndexOf(".");
  return dot < 0 ? "(none)" : path.slice(dot + 1).toLowerCase();
};

sources.map(extensionOf).forEach(seen.add);

const report = [...seen].sort().map((ext) => `- .${ext}`).join("\n");
files.writeFile("reports/extensions.md", `# Extensions\n\n${report}\n`);
console.log(`${seen.size} kinds of file`);
