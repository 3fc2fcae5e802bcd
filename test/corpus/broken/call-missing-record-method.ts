// broken [TS2339]: calls `entry.isDirectory()`, a method DirEntry does not have (it has `kind`)
import { files } from "gg";

for (const entry of files.listDir("src")) {
  if (entry.isDirectory()) console.log(`${entry.name}/`);
}
