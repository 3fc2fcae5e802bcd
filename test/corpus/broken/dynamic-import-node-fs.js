// broken [GG1007]: dynamically imports "node:fs"; only "gg" exists in the guest, so the import rejects
const fs = await import("node:fs");
console.log(fs.readdirSync(".").length, gg.files.glob("*").length);
