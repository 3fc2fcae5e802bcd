// good: each printer's constructor defines its own print over the prototype's, which reaches for Deno the guest lacks and so never runs
import { files } from "gg";

class Printer {
  constructor(prefix) {
    Object.defineProperty(this, "print", { value: (line) => console.log(`${prefix} ${line}`) });
  }
  print(line) {
    Deno.stdout.writeSync(new TextEncoder().encode(line));
  }
}

const out = new Printer("[files]");
for (const p of files.glob("*.json")) out.print(p);
