// broken [GG1013]: a helper written for `.call(ctx)` but called plainly; its `this` is undefined
import { shell } from "gg";

function describeRun() {
  return `${this.command} exited ${this.code}`;
}

const result = shell.run("ls");
console.log(describeRun(), result.stdout);
