// broken [TS2550]: String.prototype.toWellFormed is called before the test that should guard it
import { files } from "gg";

const raw = files.readFile("i18n/en.txt");
const clean = raw.toWellFormed();
if (!("toWellFormed" in String.prototype)) {
  console.log("toWellFormed is missing here");
}
files.writeFile("i18n/en.clean.txt", clean);
