// broken [GG1001]: imports "./package.json" as a module; only "gg" can be imported
import pkg from "./package.json" with { type: "json" };
import { shell, session } from "gg";

const tag = `v${pkg.version}`;
const existing = shell.run(`git tag --list ${tag}`).stdout.trim();
if (existing) {
  console.log(`${tag} already tagged`);
} else {
  shell.run(`git tag ${tag}`);
  session.reportProgress(`tagged ${tag}`);
}
