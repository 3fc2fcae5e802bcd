// broken [TS2345]: an optional call still type-checks its argument: a number where the hook takes a string
import { shell } from "gg";

interface Hooks {
  before?: (cmd: string) => void;
}

const hooks: Hooks = {};
const r = shell.run("npm test");
hooks.before?.(r.exitCode);
console.log(r.stdout);
