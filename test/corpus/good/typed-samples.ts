// good: parses numeric samples into a Float64Array and writes min, max and mean
const raw: string = gg.files.readFile("samples.txt");
const values = Float64Array.from(raw.split(/\s+/).filter((s) => s !== "").map(Number));
let min = Infinity;
let max = -Infinity;
let sum = 0;
for (const v of values) {
  if (v < min) min = v;
  if (v > max) max = v;
  sum += v;
}
const mean = values.length > 0 ? sum / values.length : 0;
gg.files.writeFile("summary.json", JSON.stringify({ n: values.length, min, max, mean }));
