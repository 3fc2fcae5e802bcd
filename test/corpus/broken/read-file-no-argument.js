// broken [TS2554]: gg.files.readFile is called with no path; the call cannot lower
import { files } from "gg";

const path = files.glob("*.config.js")[0];
// the model forgot to pass the path it just computed
const text = files.readFile();
console.log(path, text.includes("export default"));
