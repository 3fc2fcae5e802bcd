// broken [GG1010]: `config?.build.outDir = …` assigns through an optional chain, which is never a valid target: the program never loads
import { files } from "gg";

const config = { build: { outDir: "dist" } };
const custom = files.glob("build.config.*");
if (custom.length > 0) {
  config?.build.outDir = "out";
}
console.log(`building into ${config.build.outDir}`);
