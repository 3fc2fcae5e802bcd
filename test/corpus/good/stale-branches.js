// good: lists git branches not touched for 90 days using shell.run and Date arithmetic
const out = gg.shell.run("git for-each-ref --format='%(refname:short) %(committerdate:unix)' refs/heads/");
const now = Date.now() / 1000;
const cutoff = 90 * 24 * 3600;

const stale = out.stdout
  .split("\n")
  .filter(Boolean)
  .map((line) => {
    const [name, ts] = line.replace(/'/g, "").split(" ");
    return { name, days: Math.floor((now - Number(ts)) / 86400) };
  })
  .filter((b) => b.days * 86400 > cutoff)
  .sort((a, b) => b.days - a.days);

if (stale.length) {
  stale.forEach((b) => console.log(`${b.name} (${b.days} days)`));
} else {
  console.log("no stale branches");
}
