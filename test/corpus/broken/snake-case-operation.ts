// broken [TS2551]: uses the operation key spelling `gg.files.read_file`; the TypeScript spelling is `gg.files.readFile`
const manifests = gg.files.glob("packages/*/package.json");
const names: string[] = [];

for (const path of manifests) {
  const pkg = JSON.parse(gg.files.read_file(path)) as { name: string; private?: boolean };
  if (!pkg.private) names.push(pkg.name);
}

console.log(`publishable packages:\n${names.sort().join("\n")}`);
