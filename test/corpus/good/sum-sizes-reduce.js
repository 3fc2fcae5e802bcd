// good: sums file sizes per top-level directory with reduce
const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir" && !e.name.startsWith("."));
const sizes = dirs.map((d) => {
  const total = gg.files.listDir(d.name).reduce((acc, e) => acc + (e.kind === "file" ? e.size : 0), 0);
  return [d.name, total];
});
sizes.sort((a, b) => b[1] - a[1]);
for (const [name, total] of sizes) console.log(`${name}: ${Math.round(total / 1024)} KiB (direct files only)`);
