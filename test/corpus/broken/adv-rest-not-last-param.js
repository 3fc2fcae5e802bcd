// broken [GG1010]: a rest parameter followed by another parameter (`...paths, options`) is a SyntaxError: the program never loads
import { files } from "gg";

function grepAll(pattern, ...paths, options) {
  const out = [];
  for (const p of paths) out.push(...files.grep(pattern, { glob: p, ...options }));
  return out;
}

const hits = grepAll("TODO", "src/**/*.js", "test/**/*.js", { maxResults: 10 });
console.log(`${hits.length} TODOs`);
