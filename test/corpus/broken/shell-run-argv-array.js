// broken: shell.run takes a command string; an argv array cannot lower to it
import { shell } from "gg";

const r = shell.run(["git", "status", "--short"]);
console.log(r.stdout);
