// broken [TS2551]: the catch logs and throws again, so the misspelt operation still fails the program
import { files } from "gg";

try {
  console.log(files.readFle("README.md"));
} catch (err) {
  console.log("could not read");
  throw err;
}
