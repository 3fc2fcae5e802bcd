// broken [TS2339]: a member added to a configuration frozen where it is made: a TypeError in the guest's strict code
import { files } from "gg";

const CONFIG = Object.freeze({ root: "src", pattern: "**/*.ts" });
CONFIG.exclude = "**/*.test.ts";
console.log(files.glob(`${CONFIG.root}/${CONFIG.pattern}`).length);
