// broken [GG1003]: `declare var files: typeof gg.files` claims a global that the runtime never defines
declare var files: typeof gg.files;

const configs = files.glob("*.json");
const invalid: string[] = [];
for (const p of configs) {
  try {
    JSON.parse(files.readFile(p));
  } catch {
    invalid.push(p);
  }
}
console.log(invalid.length ? `invalid JSON: ${invalid.join(", ")}` : "all JSON files parse");
