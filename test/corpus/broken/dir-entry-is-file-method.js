// broken: calls `entry.isFile()`, which gg's DirEntry record does not have (Node's Dirent habit)
import { files } from "gg";

const onlyFiles = files.listDir(".").filter((entry) => entry.isFile());
console.log(onlyFiles.length);
