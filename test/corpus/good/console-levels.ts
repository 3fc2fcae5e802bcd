// good: logs with console.info, warn, error and debug while checking that workspace packages build
import { files, shell } from "gg";

const pkgs = files.listDir("packages").filter((e) => e.kind === "dir");
console.info(`checking ${pkgs.length} packages`);
let failures = 0;
for (const { name } of pkgs) {
  const r = shell.run("npm run build --if-present", { cwd: `packages/${name}` });
  if (r.exitCode === 0) console.debug(`${name}: ok`);
  else if (/warning/i.test(r.stderr)) console.warn(`${name}: built with warnings`);
  else {
    failures++;
    console.error(`${name}: build failed\n${r.stderr.slice(0, 500)}`);
  }
}
console.info(failures ? `${failures} packages failed` : "all packages build");
