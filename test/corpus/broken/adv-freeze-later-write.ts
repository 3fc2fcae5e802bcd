// broken [TS2540]: the defaults are declared read-only, so the override cannot assign `retries`
import { files } from "gg";

const DEFAULTS: Readonly<{ retries: number; timeoutMs: number }> = { retries: 3, timeoutMs: 5000 };
Object.freeze(DEFAULTS);
if (files.glob("config/*.override").length >= 0) {
  DEFAULTS.retries = 5;
}
console.log(JSON.stringify(DEFAULTS));
