// broken [GG1018]: word counts kept in an object made without a prototype, then asked hasOwnProperty, which it does not have
import { files } from "gg";

const counts = Object.create(null);
for (const path of files.glob("docs/**/*.md")) {
  for (const word of files.readFile(path).toLowerCase().match(/[a-z]+/g) ?? []) {
    counts[word] = (counts[word] ?? 0) + 1;
  }
}
const wanted = ["install", "configure", "deploy"];
for (const w of wanted) {
  console.log(w, counts.hasOwnProperty(w) ? counts[w] : 0);
}
