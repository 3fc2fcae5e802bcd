// good: a TypeScript enum for severity levels drives a log scan of build output
enum Severity {
  Info,
  Warning,
  Error,
}

const patterns: Array<[RegExp, Severity]> = [
  [/\berror\b/i, Severity.Error],
  [/\bwarn(ing)?\b/i, Severity.Warning],
];

function classify(line: string): Severity {
  for (const [re, sev] of patterns) if (re.test(line)) return sev;
  return Severity.Info;
}

const build = gg.shell.run("npm run build");
const tally = [0, 0, 0];
for (const line of (build.stdout + "\n" + build.stderr).split("\n")) {
  tally[classify(line)]++;
}
console.log(`errors=${tally[Severity.Error]} warnings=${tally[Severity.Warning]} info=${tally[Severity.Info]}`);
if (build.exitCode !== 0) gg.session.reportProgress("build failed");
