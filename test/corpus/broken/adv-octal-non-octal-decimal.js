// broken [GG1010]: `08` is a legacy non-octal decimal literal, an early SyntaxError in strict (module) code
import { files } from "gg";

const month = 08;
const logs = files.glob(`logs/2026-${String(month).padStart(2, "0")}-*.log`);
console.log(`${logs.length} August logs`);
