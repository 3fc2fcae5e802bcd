// broken [TS2345]: JSON.parse of the whole run result (a record, "[object Object]" as text) instead of its stdout
import { shell } from "gg";

const result = shell.run("cat package.json");
const pkg = JSON.parse(result);
console.log(`${pkg.name}@${pkg.version}`);
