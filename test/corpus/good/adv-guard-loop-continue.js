// good: a loop skips runtimes whose global is absent (`continue` after the test); no absent global is ever called
import { shell } from "gg";

const runtimes = [
  { name: "gg", available: true, run: (cmd) => shell.run(cmd).stdout },
  { name: "node", available: typeof process !== "undefined", run: (cmd) => process.execPath + " " + cmd },
];

for (const rt of runtimes) {
  if (!rt.available) {
    console.log(`${rt.name}: not here, skipped`);
    continue;
  }
  console.log(`${rt.name}: ${rt.run("node --version").trim()}`);
}
