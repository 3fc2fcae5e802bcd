// good: keeps short aliases to gg functions and passes them around as values
const read = gg.files.readFile;
const progress = gg.session.reportProgress;

function countMatching(paths: string[], test: (text: string) => boolean, reader: (p: string) => string): number {
  return paths.filter((p) => test(reader(p))).length;
}

const specs = gg.files.glob("**/*.spec.ts");
const onlyCount = countMatching(specs, (t) => /\b(it|describe)\.only\(/.test(t), read);
const skipCount = countMatching(specs, (t) => /\b(it|describe)\.skip\(/.test(t), read);

progress(`${specs.length} spec files checked`);
console.log(`focused: ${onlyCount}, skipped: ${skipCount}`);
