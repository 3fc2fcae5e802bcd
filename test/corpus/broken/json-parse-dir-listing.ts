// broken [TS2345]: JSON.parse of a directory listing, which is already a list of records, not JSON text
const entries = JSON.parse(gg.files.listDir("."));
for (const entry of entries) console.log(entry.name);
