// broken [TS2304]: the empty array is handed to a function that fills it, then iterated with a call of a name nothing declares
import { files } from "gg";

function collect(into) {
  into.push("README.md");
}
const found = [];
collect(found);
found.forEach((f) => archive(f, files.glob("*").length));
