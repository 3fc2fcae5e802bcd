// broken [TS1192]: default import from "gg"; the module has no default export
import gg from "gg";

const entries = gg.files.listDir("src");
const sizes = entries
  .filter((e) => e.kind === "file")
  .map((e) => ({ name: e.name, kb: Math.round(e.size / 1024) }))
  .sort((a, b) => b.kb - a.kb);

for (const s of sizes.slice(0, 10)) console.log(`${String(s.kb).padStart(6)} KiB  ${s.name}`);
