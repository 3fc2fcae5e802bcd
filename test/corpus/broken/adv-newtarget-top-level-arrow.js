// broken [GG1010]: an arrow function has no new.target of its own; one at the top level reads none: an early SyntaxError
import { files } from "gg";

const make = (dir) => {
  if (new.target) throw new Error("do not call with new");
  return files.listDir(dir);
};
console.log(make("src").length);
