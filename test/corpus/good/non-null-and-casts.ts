// good: uses non-null assertions and `as` casts where the program knows better than the types
const lines = gg.shell.run("git log -1 --pretty=%H%n%an%n%s").stdout.split("\n");
const sha = lines[0]!;
const author = lines[1]!;
const subject = lines[2] ?? "";
const meta = JSON.parse(gg.files.readFile(".release.json")) as unknown as { lastSha: string };
console.log(sha === meta.lastSha ? "already released" : `new commit by ${author}: ${subject}`);
