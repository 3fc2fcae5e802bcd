// good: `let head!: string` is assigned in a helper before it is read; the definite-assignment mark is a type-level promise
import { shell } from "gg";

let head!: string;
function resolveHead(): void {
  head = shell.run("git rev-parse --short HEAD").stdout.trim();
}

resolveHead();
console.log(`HEAD is ${head}`);
