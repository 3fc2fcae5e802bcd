// good: an inner function that reads a name declared nowhere is defined inside a function that runs, but the inner one is never called
import { files, session } from "gg";

function audit(dir) {
  function legacy() {
    return oldAuditReport(dir);
  }
  const entries = files.listDir(dir);
  return entries.filter((e) => e.kind === "file" && e.size > 100_000).map((e) => e.name);
}

const big = audit("public");
session.reportProgress(big.length ? `large files: ${big.join(", ")}` : "no large files");
