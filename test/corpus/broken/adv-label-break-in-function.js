// broken [GG1010]: `break` inside a nested function cannot reach the loop around the function: an early SyntaxError
import { files } from "gg";

for (const path of files.glob("**/*.json")) {
  const check = () => {
    if (path.includes("node_modules")) break;
  };
  check();
  console.log(path);
}
