// good: sorts git tags as semantic versions with a typed comparator and prints the latest three
type SemVer = [major: number, minor: number, patch: number, pre: string];

function parse(tag: string): SemVer | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.]+))?$/.exec(tag);
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ""];
}

function compare(a: SemVer, b: SemVer): number {
  for (let i = 0; i < 3; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  if (a[3] === b[3]) return 0;
  if (a[3] === "") return 1;
  if (b[3] === "") return -1;
  return a[3] < b[3] ? -1 : 1;
}

const tags = gg.shell.run("git tag --list").stdout.split("\n").map((t) => t.trim()).filter(Boolean);
const versions = tags
  .map((tag) => ({ tag, v: parse(tag) }))
  .filter((x): x is { tag: string; v: SemVer } => x.v !== null)
  .sort((a, b) => compare(b.v, a.v));

console.log(`${versions.length} version tags (${tags.length - versions.length} others)`);
console.log(versions.slice(0, 3).map((x) => x.tag).join(", "));
