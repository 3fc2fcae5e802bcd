// broken [GG1017]: every call of the save helper hands it an object, which the helper passes to files.writeFile for its text, and the guest refuses the call
import { files } from "gg";

function save(path, data) {
  files.writeFile(path, data);
  console.log(`wrote ${path}`);
}

const entries = files.listDir("src");
save("reports/listing.json", { count: entries.length, names: entries.map((e) => e.name) });
save("reports/empty.json", {});
