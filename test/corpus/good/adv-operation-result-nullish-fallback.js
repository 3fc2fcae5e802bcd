// good: readFile always hands back a string, so its `??` fallback to Node's fs never runs; the optional stat is tested
const text = gg.files.readFile("CHANGELOG.md") ?? require("node:fs").readFileSync("CHANGELOG.md", "utf8");
const info = gg.files.stat("CHANGELOG.md");
const size = info === undefined ? 0 : info.size;
console.log(`${text.split("\n").length} lines, ${size} bytes`);
