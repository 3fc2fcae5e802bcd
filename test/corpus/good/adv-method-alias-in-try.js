// good: a method taken out of its prototype into a binding is called only inside a try that catches what it throws
import { shell } from "gg";

class Probe {
  version() {
    return Bun.version;
  }
}

const version = Probe.prototype.version;
let runtime = "gg";
try {
  runtime = `bun ${version.call(new Probe())}`;
} catch {
  runtime = `gg (${shell.run("uname -s").stdout.trim()})`;
}
console.log(runtime);
