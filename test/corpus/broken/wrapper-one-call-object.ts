// broken [TS2345]: a save helper's second call hands it a summary object where it takes text
import { files } from "gg";

function save(path: string, data: string): void {
  files.writeFile(path, data);
}
const lines = files.readFile("orders.csv").split("\n");
const summary = { orders: lines.length };
save("orders.txt", lines.join("\n"));
save("summary.json", summary);
