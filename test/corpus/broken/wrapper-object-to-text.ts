// broken [TS2345]: a save helper typed for text handed a summary object
import { files } from "gg";

function save(path: string, data: string): void {
  files.writeFile(path, data);
}
const summary = { total: 3, failed: 1 };
save("reports/summary.json", summary);
