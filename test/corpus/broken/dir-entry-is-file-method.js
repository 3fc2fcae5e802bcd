// broken [TS2339]: calls `entry.isFile()`, which gg's DirEntry record does not have (Node's Dirent habit)
import { files } from "gg";

function collect(dir, out = []) {
  for (const entry of files.listDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isFile()) out.push(path);
    else if (entry.kind === "dir") collect(path, out);
  }
  return out;
}

console.log(collect("src").length + " files under src");
