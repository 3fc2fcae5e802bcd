// broken [TS2591]: the record's flag tests Deno, not process, so in the guest the node runtime is picked and its run reads process
import { shell } from "gg";

const runtimes = [
  { name: "deno", available: typeof Deno !== "undefined", run: (cmd) => Deno.run({ cmd: [cmd] }) },
  { name: "node", available: typeof Deno === "undefined", run: (cmd) => process.execPath + " " + cmd },
  { name: "gg", available: true, run: (cmd) => shell.run(cmd).stdout },
];

const rt = runtimes.find((r) => r.available);
console.log(`${rt.name}: ${rt.run("node --version")}`);
