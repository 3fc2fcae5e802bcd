// good: loosely typed TypeScript (untyped helper parameters) that runs fine; formats a directory listing
import { files } from "gg";

function pad(text, width) {
  return String(text).padEnd(width);
}

function human(bytes) {
  if (bytes < 1024) return bytes + " B";
  if (bytes < 1024 * 1024) return (bytes / 1024).toFixed(1) + " KB";
  return (bytes / 1024 / 1024).toFixed(1) + " MB";
}

for (const entry of files.listDir(".")) {
  console.log(pad(entry.name, 40) + pad(entry.kind, 8) + human(entry.size));
}
