// broken [TS2305]: imports the function `glob` from "gg", which exports no such name (module linking fails)
import { glob } from "gg";
import { files } from "gg";

const images = glob("assets/**/*.{png,jpg,svg}");
let total = 0;
for (const p of images) {
  const info = files.stat(p);
  if (info) total += info.size;
}
console.log(`${images.length} images, ${(total / 1024 / 1024).toFixed(2)} MiB`);
