// broken [TS2591]: uses CommonJS `require`, which does not exist in the guest (TS: cannot find name 'require')
const sdk = require("gg");

type Summary = { path: string; lines: number };
const summaries: Summary[] = [];
for (const path of sdk.files.glob("src/**/*.ts") as string[]) {
  summaries.push({ path, lines: (sdk.files.readFile(path) as string).split("\n").length });
}
summaries.sort((a, b) => b.lines - a.lines);
console.log(summaries.slice(0, 5).map((s) => `${s.lines}\t${s.path}`).join("\n"));
