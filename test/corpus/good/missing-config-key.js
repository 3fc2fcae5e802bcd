// good: reads keys a plain object literal lacks, falling back to defaults; loose but correct JavaScript
const defaults = { retries: 3, glob: "src/**/*.js" };
const timeout = defaults.timeoutMs ?? 30000;
const retries = defaults.retries;

let ok = false;
for (let i = 0; i < retries && !ok; i++) {
  ok = gg.shell.run("npm run build", { timeoutMs: timeout }).exitCode === 0;
}
console.log(ok ? "build ok" : `build failed after ${retries} attempts`);
