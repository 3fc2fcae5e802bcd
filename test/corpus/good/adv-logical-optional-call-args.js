// good: `hooks.before?.(arg)` with hooks.before undefined: the call and its argument (a missing global) are both skipped
import { shell } from "gg";

const hooks = { before: undefined, after: (r) => console.log(`exit ${r.exitCode}`) };

hooks.before?.(process.env.CI);
const result = shell.run("npm run lint");
hooks.after?.(result);
