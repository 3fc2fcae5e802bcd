// broken [TS2339]: the constant JSON text turns the table flag on, so console.table, which the guest lacks, is called
import { files } from "gg";

const CONFIG = JSON.parse('{ "asTable": true }');
const entries = files.listDir(".");
if (CONFIG.asTable) console.table(entries);
else console.log(entries.length);
