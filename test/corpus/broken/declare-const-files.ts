// broken [GG1003]: ambient `declare const files` pretends an unqualified `files` exists; it does not at run time
declare const files: { readFile(path: string): string; glob(pattern: string): string[] };

const readmes = files.glob("**/README.md");
for (const path of readmes) {
  const firstParagraph = files.readFile(path).split(/\n\s*\n/)[1] ?? "";
  console.log(`${path}: ${firstParagraph.slice(0, 80)}`);
}
