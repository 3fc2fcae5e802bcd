// broken [TS2304]: the field is undefined, so `??=` evaluates its right side and reads localStorage, which the guest lacks
import { shell } from "gg";

const settings = {};
settings.branch ??= localStorage.getItem("branch");
console.log(shell.run(`git log --oneline ${settings.branch} -3`).stdout);
