// broken: gg.files.readFile is called with no path; the call cannot lower
import { files } from "gg";

const text = files.readFile();
console.log(text);
