// broken [TS2454]: the limits are read above the var that sets them, where it still holds undefined
import { files } from "gg";

const names: string[] = files.listDir(".").map((entry) => entry.name);
console.log(names.slice(0, LIMITS.max).join("\n"));
var LIMITS = { max: 10 };
