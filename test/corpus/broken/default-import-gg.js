// broken [TS1192]: default import from "gg", which has no default export (module linking fails)
import gg from "gg";

const listing = gg.files.listDir(".");
const hidden = listing.filter((e) => e.name.startsWith("."));
const visible = listing.length - hidden.length;

console.log(`visible: ${visible}`);
console.log(`hidden: ${hidden.map((e) => e.name).join(" ") || "none"}`);
