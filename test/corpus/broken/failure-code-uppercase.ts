// broken [TS2367]: failure codes are lower snake case; "NOT_FOUND" can never equal a FailureCode
import { files, Failure } from "gg";

let text = "";
try {
  text = files.readFile(".prettierrc");
} catch (e) {
  if (e instanceof Failure && e.code === "NOT_FOUND") text = "{}";
  else throw e;
}
console.log(text);
