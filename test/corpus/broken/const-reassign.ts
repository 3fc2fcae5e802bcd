// broken [TS2588]: reassigns a const (`count`), a TypeError when run and TS2588 at compile time
const count = 0;
for (const path of gg.files.glob("**/*.md")) {
  if (gg.files.readFile(path).includes("TODO")) count++;
}
console.log(count);
