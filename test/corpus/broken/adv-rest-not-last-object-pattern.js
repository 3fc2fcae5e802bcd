// broken [GG1010]: an object pattern with a property after the rest (`{ ...rest, name }`) is a SyntaxError
import { files } from "gg";

function describe(entry) {
  const { ...rest, name } = entry;
  return `${name}: ${JSON.stringify(rest)}`;
}

for (const e of files.listDir("src")) console.log(describe(e));
