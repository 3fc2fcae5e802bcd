// good: narrows an unknown catch value step by step before using it
function describeError(e: unknown): string {
  if (e instanceof gg.Failure) return `gg ${e.operation} failed: ${e.code}`;
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  if (typeof e === "string") return e;
  return JSON.stringify(e);
}

const attempts = ["dist/index.js", "build/index.js", "index.js"];
let entry: string | undefined;
for (const candidate of attempts) {
  try {
    gg.files.readFile(candidate);
    entry = candidate;
    break;
  } catch (e) {
    console.log(`${candidate}: ${describeError(e)}`);
  }
}
console.log(entry ? `entry point: ${entry}` : "no entry point found");
