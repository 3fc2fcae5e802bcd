// broken [GG1001]: imports "fs/promises"; only "gg" can be imported by a guest program
import { readFile, writeFile } from "fs/promises";
import { shell } from "gg";

const version = shell.run("git describe --tags").stdout.trim();
const banner = `/* build ${version} */\n`;
const bundle = await readFile("dist/bundle.js", "utf8");
await writeFile("dist/bundle.js", banner + bundle);
console.log(`stamped ${version}`);
