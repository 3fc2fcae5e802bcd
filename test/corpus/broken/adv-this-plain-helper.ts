// broken [TS2684]: a helper written for `.call(result)` but called plainly: tsc refuses the call, and its `this` is undefined
import { shell } from "gg";

interface Run {
  command: string;
  code: number;
}

function describeRun(this: Run): string {
  return `${this.command} exited ${this.code}`;
}

const result = shell.run("ls");
console.log(describeRun(), result.stdout);
