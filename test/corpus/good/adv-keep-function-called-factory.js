// good: a function used as a factory (not a class) may be called with or without new
import { shell } from "gg";

function Step(cmd) {
  if (!(this instanceof Step)) return new Step(cmd);
  this.cmd = cmd;
  this.result = shell.run(cmd);
}

const steps = [Step("npm ci"), new Step("npm test")];
for (const s of steps) console.log(`${s.cmd}: exit ${s.result.exitCode}`);
