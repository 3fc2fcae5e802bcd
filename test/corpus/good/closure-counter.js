// good: closures keep per-extension counters while walking a listDir tree recursively
function makeCounter() {
  const counts = {};
  return {
    add(ext) { counts[ext] = (counts[ext] || 0) + 1; },
    top(n) { return Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, n); },
  };
}

const counter = makeCounter();
function walk(dir) {
  for (const e of gg.files.listDir(dir)) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const p = `${dir}/${e.name}`;
    if (e.kind === "dir") walk(p);
    else counter.add(e.name.includes(".") ? e.name.split(".").pop() : "(none)");
  }
}
walk(".");
console.log(counter.top(10).map(([ext, n]) => `${ext}: ${n}`).join("\n"));
