// good: word frequency over markdown docs with a stop-word Set and sorted Map output
const STOP = new Set(["the", "a", "an", "and", "or", "of", "to", "in", "is", "it", "for", "on", "with", "as", "be", "this", "that"]);
const freq = new Map<string, number>();

const docs = gg.files.glob("docs/**/*.md");
for (const path of docs) {
  const words = gg.files.readFile(path).toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? [];
  for (const w of words) {
    if (STOP.has(w)) continue;
    freq.set(w, (freq.get(w) ?? 0) + 1);
  }
}

const top = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 25);
const width = Math.max(...top.map(([w]) => w.length), 4);
console.log(`${docs.length} documents, ${freq.size} distinct words`);
top.forEach(([word, n], i) => console.log(`${String(i + 1).padStart(2)}. ${word.padEnd(width)} ${n}`));
