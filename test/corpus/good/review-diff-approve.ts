// good: a reviewer checks git diff output and approves or requests changes
const diff = gg.shell.run("git diff --stat HEAD~1");
const lines = diff.stdout.trim().split("\n");
const summaryLine = lines[lines.length - 1] ?? "";

const insertions = Number(/(\d+) insertions?/.exec(summaryLine)?.[1] ?? 0);
const deletions = Number(/(\d+) deletions?/.exec(summaryLine)?.[1] ?? 0);

const problems: string[] = [];
if (insertions + deletions > 800) problems.push(`change is large (${insertions}+/${deletions}-)`);

const debugHits = gg.files.grep("debugger;", { glob: "src/**/*.ts" });
if (debugHits.length) problems.push(`${debugHits.length} debugger statements`);

if (problems.length > 0) {
  gg.session.requestChanges(problems.map((p) => `- ${p}`).join("\n"));
} else {
  gg.session.approve();
}
