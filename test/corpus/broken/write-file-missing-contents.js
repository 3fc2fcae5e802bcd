// broken [TS2554]: gg.files.writeFile is called without its contents argument, so the call cannot be lowered
import { files } from "gg";

const notes = files.glob("notes/*.md").map((p) => `- ${p}`).join("\n");
files.writeFile("notes/INDEX.md");
console.log(notes);
