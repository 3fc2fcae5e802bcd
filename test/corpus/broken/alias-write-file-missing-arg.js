// broken [TS2554]: calls gg.files.writeFile through a destructured alias with one argument; the call cannot lower
import { files } from "gg";

const { writeFile, glob } = files;
const index = glob("docs/*.md").map((p) => `- [${p}](${p})`).join("\n");
console.log(index);
writeFile("docs/INDEX.md");
