// broken [TS2372]: the parameter's default reads the parameter itself, which is unbound while the default runs, and the call leaves it out
import { files } from "gg";

function listing(files = files.glob("*.md")) {
  return files.join(", ");
}

console.log(listing());
