// broken [TS2339]: `programs.history` is the operation itself, a function; the call is forgotten, so `.filter` is undefined and calling it throws
import { programs } from "gg";

const failed = programs.history.filter((record) => record.outcome !== "ok");
for (const record of failed) console.log(`${record.name}: ${record.outcome}`);
console.log(`${failed.length} failed runs`);
