// broken [TS2552]: uses the undeclared variable `totl` (typo for `total`)
let total = 0;
for (const entry of gg.files.listDir(".")) {
  total += entry.size;
}
console.log(`total size: ${totl}`);
