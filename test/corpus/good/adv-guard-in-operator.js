// good: `"Bun" in globalThis` is false in the guest, so the Bun call in the else-less guard never runs
import { files, session } from "gg";

let text;
if ("Bun" in globalThis) {
  text = await Bun.file("CHANGELOG.md").text();
}
text ??= files.readFile("CHANGELOG.md");

const versions = text.match(/^## \[?\d+\.\d+\.\d+/gm) ?? [];
session.reportProgress(`changelog lists ${versions.length} releases`);
