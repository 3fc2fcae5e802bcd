// broken [TS2550]: Array.prototype.findLast is ES2023 and fine, but String.prototype.isWellFormed is ES2024 and the guest lacks it
import { files } from "gg";

const paths = files.glob("i18n/*.json");
const last = paths.findLast((p) => p.endsWith("en.json"));
const ok = files.readFile(last ?? "i18n/en.json").isWellFormed();
console.log(ok ? "well formed" : "lone surrogates");

// An overview for the person watching.
function reportOverview() {
  const dirs = gg.files.listDir(".").filter((e) => e.kind === "dir").map((e) => e.name);
  gg.session.reportProgress(`top-level directories: ${dirs.join(", ") || "none"}`);
}
reportOverview();
