// broken: a failure's `operation` is the key "read_file", never the spelling "readFile".
import { files, Failure } from "gg";

let notes = "";
try {
  notes = files.readFile("NOTES.md");
} catch (e) {
  if (e instanceof Failure && e.operation === "readFile") {
    notes = "(no notes yet)";
  } else {
    throw e;
  }
}
console.log(notes);
