// good: the options pattern's default for root reads process.cwd(), but the parameter's own default object always supplies root
import { files } from "gg";

function scan({ root = process.cwd(), tag = "TODO" } = { root: "." }) {
  return files.grep(tag, { glob: `${root}/**/*.js` });
}

const hits = [...scan(), ...scan({ root: "lib", tag: "FIXME" })];
console.log(`${hits.length} markers`);
