// good: loosely typed catch clause (reads e.message without narrowing) that runs fine
const paths = ["README.md", "CONTRIBUTING.md", "docs/index.md"];
const found: string[] = [];

for (const p of paths) {
  try {
    const text = gg.files.readFile(p);
    found.push(`${p}: ${text.length} chars`);
  } catch (e: any) {
    console.log(`skipping ${p}: ${e.message}`);
  }
}
console.log(found.join("\n"));
