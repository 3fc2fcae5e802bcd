// broken [GG1017]: a save helper's second call hands writeFile a summary object where it takes text
import { files } from "gg";

function save(path, data) {
  files.writeFile(path, data);
}
const lines = files.readFile("orders.csv").split("\n");
const summary = { orders: lines.length };
save("orders.txt", lines.join("\n"));
save("summary.json", summary);
