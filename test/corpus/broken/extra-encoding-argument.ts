// broken [TS2554]: Node habit, passes an encoding to gg.files.readFile, which takes exactly one argument
import { files } from "gg";

const changelog = files.readFile("CHANGELOG.md", "utf8");
const versions = [...changelog.matchAll(/^## \[?v?(\d+\.\d+\.\d+)/gm)].map((m) => m[1]);
console.log(`latest: ${versions[0] ?? "none"}, ${versions.length} releases documented`);
