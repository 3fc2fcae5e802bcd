// good: optional calls on typed optional hooks; the argument of a skipped call is never evaluated
import { shell } from "gg";

interface Hooks {
  before?: (cmd: string) => void;
  after?: (r: shell.RunResult) => void;
}

const hooks: Hooks = { after: (r) => console.log(`exit ${r.exitCode}`) };
const cmd = "npm run lint";
hooks.before?.(cmd.toUpperCase());
hooks.after?.(shell.run(cmd));
