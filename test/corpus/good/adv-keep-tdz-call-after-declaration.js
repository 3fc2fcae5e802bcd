// good: the function reads a const declared below the function but above the call, so the read runs after initialisation
import { files, session } from "gg";

function summarise(entries) {
  const large = entries.filter((e) => e.size > threshold);
  return `${large.length} of ${entries.length} files are large`;
}

const threshold = 500_000;
session.reportProgress(summarise(files.listDir("assets")));
