// good: buckets earlier programs by outcome and prints a timestamped summary line
const records = gg.programs.history(100);
const buckets = records.reduce((acc, r) => {
  (acc[r.outcome] = acc[r.outcome] || []).push(r.id);
  return acc;
}, {});

const stamp = new Date().toISOString().replace("T", " ").slice(0, 19);
console.log(`[${stamp}] ${records.length} programs`);
for (const outcome of Object.keys(buckets).sort()) {
  console.log(`  ${outcome}: ${buckets[outcome].length}`);
}
