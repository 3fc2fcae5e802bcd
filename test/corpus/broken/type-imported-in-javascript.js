// broken [TS18042]: FailureCode is a type of gg; in JavaScript the import has no value to link, so the program never loads
import { FailureCode, files } from "gg";

try {
  files.readFile("missing.txt");
} catch (e) {
  console.log(e.code === "not_found" ? "absent" : String(e));
}
