/**
 * Preloaded into the server under test (`node --import`): every child_process call, in the main thread or a worker,
 * is written to stderr, where the test sees it. The checker and the rules run in-process; nothing may spawn.
 */
import { createRequire, syncBuiltinESMExports } from "node:module";

const childProcess = createRequire(import.meta.url)("node:child_process");
for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"]) {
  const original = childProcess[name];
  childProcess[name] = function recorded(...args) {
    process.stderr.write(`child_process.${name}(${String(args[0])})\n`);
    return original.apply(this, args);
  };
}
// ESM importers (`import { spawn } from "node:child_process"`) see the recorded functions too.
syncBuiltinESMExports();
