// broken [GG1010]: `let err` in a catch block redeclares the catch parameter: an early SyntaxError
import { files } from "gg";

try {
  files.deleteFile("tmp/cache.bin");
} catch (err) {
  let err = "could not delete the cache";
  console.log(err);
}
