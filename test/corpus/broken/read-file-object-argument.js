// broken [TS2345]: passes an options object where gg.files.readFile expects a path string; the argument cannot lower
import { files } from "gg";

const text = files.readFile({ path: "README.md", encoding: "utf8" });
const sections = text.split("\n").filter((l) => l.startsWith("## ")).map((l) => l.slice(3));
console.log(`README sections:\n- ${sections.join("\n- ")}`);
