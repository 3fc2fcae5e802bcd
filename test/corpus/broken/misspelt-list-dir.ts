// broken: `gg.files.listDirectory` does not exist; the operation is `gg.files.listDir`
import { files } from "gg";

const entries = files.listDirectory("src");
for (const e of entries) console.log(e.name);
