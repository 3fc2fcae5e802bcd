// good: a switch on entry.kind with a default branch describes each entry of a directory
import { files } from "gg";

const target = "assets";
for (const entry of files.listDir(target)) {
  let description;
  switch (entry.kind) {
    case "dir":
      description = `${files.listDir(`${target}/${entry.name}`).length} entries`;
      break;
    case "symlink":
      description = "link";
      break;
    default:
      description = `${entry.size} bytes`;
  }
  console.log(`${entry.name}: ${description}`);
}
