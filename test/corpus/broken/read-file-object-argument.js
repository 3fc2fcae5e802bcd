// broken: passes an options object where gg.files.readFile expects a path string; the argument cannot lower
import { files } from "gg";

const text = files.readFile({ path: "README.md", encoding: "utf8" });
console.log(text.length);
