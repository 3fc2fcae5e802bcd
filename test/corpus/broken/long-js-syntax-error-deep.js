// broken [GG1010]: a long JavaScript inventory script with a syntax error deep inside (an object literal missing a comma)
import { files, shell, session } from "gg";

const CATEGORIES = {
  source: /\.(m?js|ts|tsx|jsx)$/,
  style: /\.(css|scss|less)$/,
  doc: /\.(md|mdx|txt)$/,
  config: /(^|\/)(\.?\w+rc|[\w.-]+\.config\.\w+|package\.json|tsconfig\.json)$/,
  asset: /\.(png|jpe?g|gif|svg|woff2?)$/,
};

function categorise(path) {
  for (const [name, re] of Object.entries(CATEGORIES)) {
    if (re.test(path)) return name;
  }
  return "other";
}

function lastTouched(path) {
  const r = shell.run(`git log -1 --format=%ct -- "${path}"`);
  const ts = Number(r.stdout.trim());
  return Number.isFinite(ts) && ts > 0 ? new Date(ts * 1000) : null;
}

const inventory = {};
const tracked = shell.run("git ls-files").stdout.split("\n").filter(Boolean);

for (const path of tracked) {
  const cat = categorise(path);
  const info = files.stat(path);
  const entry = inventory[cat] || (inventory[cat] = { count: 0, bytes: 0, oldest: null });
  entry.count++;
  entry.bytes += info ? info.size : 0;
  if (cat === "doc") {
    const when = lastTouched(path);
    if (when && (!entry.oldest || when < entry.oldest.when)) {
      entry.oldest = { path when };
    }
  }
}

const lines = Object.entries(inventory)
  .sort((a, b) => b[1].bytes - a[1].bytes)
  .map(([cat, e]) => `${cat.padEnd(8)} ${String(e.count).padStart(6)} files ${(e.bytes / 1024).toFixed(0).padStart(8)} KiB`);

console.log(lines.join("\n"));
if (inventory.doc && inventory.doc.oldest) {
  console.log(`stalest doc: ${inventory.doc.oldest.path} (${inventory.doc.oldest.when.toISOString().slice(0, 10)})`);
}
session.reportProgress(`inventory of ${tracked.length} tracked files`);
