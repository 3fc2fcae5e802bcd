// broken: default import from "gg", which has no default export (module linking fails)
import gg from "gg";

const listing = gg.files.listDir(".");
console.log(listing.map((e) => e.name).join(" "));
