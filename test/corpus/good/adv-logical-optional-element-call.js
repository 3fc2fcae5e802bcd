// good: `handlers?.[name](arg)` with handlers undefined skips the call and its argument (a missing global)
import { files } from "gg";

const handlers = undefined;
const name = "onScan";
handlers?.[name](performance.now());
console.log(`${files.glob("**/*").length} paths scanned`);
