// good: awaiting a hand-made thenable (an object with then) is legal and resolves to what then passes on
import { shell } from "gg";

function lazyRun(cmd) {
  return {
    then(resolve) {
      resolve(shell.run(cmd));
    },
  };
}

const r = await lazyRun("git rev-parse HEAD");
console.log(`HEAD is ${r.stdout.trim()} (exit ${r.exitCode})`);
