// broken [GG1016]: the config is read before loadConfig() assigns it, so `config.exclude` reads undefined
import { files } from "gg";

let config;
function loadConfig() {
  try {
    config = JSON.parse(files.readFile("lint.json"));
  } catch {
    config = { exclude: [] };
  }
}

const excluded = new Set(config.exclude);
loadConfig();
const targets = files.glob("**/*.js").filter((p) => !excluded.has(p));
console.log(`${targets.length} files to lint`);
