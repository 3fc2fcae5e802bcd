// broken [TS2540]: the configuration is frozen where it is made; assigning one of its fields throws in the guest's strict code
import { files } from "gg";

const CONFIG = Object.freeze({ root: "src", limit: 10 });
const found = files.glob(`${CONFIG.root}/**/*.js`);
if (found.length > 0) console.log(found.length);
CONFIG.limit = found.length;
console.log(CONFIG.limit);
