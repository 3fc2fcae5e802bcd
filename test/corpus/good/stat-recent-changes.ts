// good: uses files.stat to list files modified in the last 24 hours, handling missing paths
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

const recent = [];
for (const path of gg.files.glob("src/**/*")) {
  const info = gg.files.stat(path);
  if (!info || info.kind !== "file") continue;
  const age = now - info.modifiedMs;
  if (age < DAY) recent.push({ path: info.path, hours: Math.round(age / 3_600_000) });
}

recent.sort((a, b) => a.hours - b.hours);
for (const r of recent) console.log(`${r.hours}h ago\t${r.path}`);
console.log(`${recent.length} recently modified files`);
