// broken [TS2339]: a nested pattern takes `readFle` from gg.files, which has no such operation: calling it throws
import * as sdk from "gg";

const { files: { readFle, listDir } } = sdk;
for (const entry of listDir(".")) {
  if (entry.kind === "file") console.log(readFle(entry.name).length);
}
