// good: a CLI written for Node reads flags from an argv that is empty in the guest, so its Node-only branches never run
import { files } from "gg";

const argv = typeof process !== "undefined" ? process.argv.slice(2) : [];
const env = typeof process !== "undefined" ? process.env : {};
const flags = new Set(argv);
const command = argv[0] ?? "report";
let verbose = false;
for (const arg of argv) if (arg === "--verbose") verbose = true;
if (flags.has("--timing")) console.time("report");
if (command === "watch") setInterval(() => console.log("tick"), 1000);
switch (env.NODE_ENV) {
  case "development":
    console.table(argv);
    break;
  default:
    break;
}
const trace = /^(1|true|yes)$/i.test(env.TRACE ?? "");
if (trace || verbose) console.table([command]);
console.log(command, files.glob("*.md").length);
