// good: `??=`, `||=` and `&&=` on typed fields; each right side is a valid gg call
import { files, shell } from "gg";

interface Cache {
  readme?: string;
  branch: string;
  verbose: boolean;
}

const cache: Cache = { branch: "", verbose: false };
cache.readme ??= files.readFile("README.md");
cache.branch ||= shell.run("git branch --show-current").stdout.trim();
cache.verbose &&= shell.run("git config --get core.verbose").exitCode === 0;
console.log(cache.readme.length, cache.branch, cache.verbose);
