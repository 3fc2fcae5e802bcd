// good: sums file sizes as BigInt to stay exact for very large trees, then prints a human figure
const total = gg.files
  .glob("**/*")
  .map((p) => gg.files.stat(p))
  .reduce((sum, info) => (info && info.kind === "file" ? sum + BigInt(info.size) : sum), 0n);

const units = ["B", "KiB", "MiB", "GiB", "TiB"];
let value = Number(total);
let unit = 0;
while (value >= 1024 && unit < units.length - 1) {
  value /= 1024;
  unit++;
}
console.log(`${total} bytes (${value.toFixed(2)} ${units[unit]})`);
