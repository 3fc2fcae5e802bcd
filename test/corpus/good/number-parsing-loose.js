// good: parses du output loosely (parseInt on strings, implicit coercions) to list the biggest folders
import { shell } from "gg";

const out = shell.run("du -sk */").stdout;
const rows = out.split("\n").filter(Boolean).map((line) => {
  const [kb, dir] = line.split("\t");
  return { dir, mb: parseInt(kb, 10) / 1024 };
});
rows.sort((a, b) => b.mb - a.mb);
rows.slice(0, 5).forEach((r) => console.log(r.mb.toFixed(1) + " MB\t" + r.dir));
