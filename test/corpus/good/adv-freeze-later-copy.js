// good: the defaults are changed before they are frozen, and afterwards only a copy is written
import { files } from "gg";

const DEFAULTS = { retries: 3, timeoutMs: 5000, verbose: false };
DEFAULTS.verbose = files.glob("*.debug").length > 0;
Object.freeze(DEFAULTS);

const settings = { ...DEFAULTS };
settings.retries = 5;
function tune(target) {
  target.timeoutMs = 10000;
}
tune(settings);
console.log(JSON.stringify(settings), Object.isFrozen(DEFAULTS));
