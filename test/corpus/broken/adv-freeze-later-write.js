// broken [GG1012]: `Object.freeze(DEFAULTS)` runs as a statement of its own before the loop, so the override writes a frozen object: a TypeError in strict code
import { files } from "gg";

const DEFAULTS = { retries: 3, timeoutMs: 5000, verbose: false };
Object.freeze(DEFAULTS);

const overrides = files.glob("config/*.override").length;
if (overrides >= 0) {
  DEFAULTS.retries = 5;
}
console.log(JSON.stringify(DEFAULTS));
