// good: a step-by-step program in a chatty, heavily commented style that finds unused exported functions
import { files } from "gg";

// Step 1: collect every TypeScript source file (skipping tests and declaration files).
const sourceFiles = files
  .glob("src/**/*.ts")
  .filter((p) => !p.endsWith(".d.ts") && !p.includes(".test."));

// Step 2: find exported function names in each file.
const exportedFunctions: { name: string; file: string }[] = [];
for (const file of sourceFiles) {
  const content = files.readFile(file);
  const regex = /export\s+(?:async\s+)?function\s+([A-Za-z_$][\w$]*)/g;
  let match: RegExpExecArray | null;
  while ((match = regex.exec(content)) !== null) {
    exportedFunctions.push({ name: match[1] as string, file });
  }
}

// Step 3: read all files once more and count how often each name appears outside its own file.
const contents = new Map(sourceFiles.map((f) => [f, files.readFile(f)] as const));
const unused = exportedFunctions.filter(({ name, file }) => {
  for (const [other, text] of contents) {
    if (other !== file && new RegExp(`\\b${name}\\b`).test(text)) return false;
  }
  return true;
});

// Step 4: print the result.
console.log(`Found ${exportedFunctions.length} exported functions.`);
console.log(`Possibly unused (${unused.length}):`);
unused.forEach(({ name, file }) => console.log(`  - ${name} (${file})`));
