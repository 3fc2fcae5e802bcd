// broken [GG1006]: imports "./package.json" with an import attribute (ECMAScript 2025): the program does not load in the guest's 2023, and only "gg" can be imported anyway
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
