// broken [TS2588]: increments a const, a TypeError as soon as a markdown file is found
const found = 0;
for (const p of gg.files.glob("**/*.md")) {
  found++;
}
console.log(found);
