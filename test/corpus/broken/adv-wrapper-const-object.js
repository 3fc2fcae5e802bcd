// broken [GG1017]: a save helper handed a summary object it passes to writeFile, which takes text
import { files } from "gg";

function save(path, data) {
  files.writeFile(path, data);
}
const summary = { total: 3, failed: 1 };
save("reports/summary.json", summary);
