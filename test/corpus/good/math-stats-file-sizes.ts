// good: computes mean, median and standard deviation of source file sizes with Math
const sizes = gg.files
  .glob("src/**/*.ts")
  .map((p) => gg.files.stat(p)?.size ?? 0)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);

if (sizes.length === 0) {
  console.log("no source files");
} else {
  const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
  const mid = Math.floor(sizes.length / 2);
  const median = sizes.length % 2 ? sizes[mid]! : (sizes[mid - 1]! + sizes[mid]!) / 2;
  const sd = Math.sqrt(sizes.reduce((acc, s) => acc + (s - mean) ** 2, 0) / sizes.length);
  console.log(`n=${sizes.length} mean=${Math.round(mean)} median=${median} sd=${sd.toFixed(1)} max=${Math.max(...sizes)}`);
}
