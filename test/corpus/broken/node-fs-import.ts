// broken [GG1001]: imports "node:fs"; only "gg" can be imported by a guest program
import { readFileSync, existsSync } from "node:fs";
import { session } from "gg";

const path = "package.json";
if (existsSync(path)) {
  const pkg = JSON.parse(readFileSync(path, "utf8")) as { name: string; version: string };
  session.reportProgress(`${pkg.name}@${pkg.version}`);
}
