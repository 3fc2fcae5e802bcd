// broken [GG1019]: a dry run stubs an operation out by assigning it on the imported namespace, which the guest freezes, so the assignment throws
import { files } from "gg";

const DRY_RUN = true;
if (DRY_RUN) {
  files.writeFile = (path, text) => console.log(`[dry run] would write ${text.length} chars to ${path}`);
}

const notes = files.glob("notes/*.md");
const index = notes.map((p) => `- [${p}](${p})`).join("\n");
files.writeFile("notes/INDEX.md", `# Notes\n\n${index}\n`);
console.log(`indexed ${notes.length} notes`);
