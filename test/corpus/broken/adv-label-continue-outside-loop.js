// broken [GG1010]: `continue` inside a forEach callback is not inside any loop of its own function: an early SyntaxError
import { files } from "gg";

files.glob("src/**/*.js").forEach((p) => {
  if (p.includes(".min.")) continue;
  console.log(p);
});
