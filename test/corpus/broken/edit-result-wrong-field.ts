// broken: EditResult has `replacements`, not `count`; the template reads a field that does not exist
import { files } from "gg";

const res = files.editFile("src/a.ts", [{ oldText: "foo", newText: "bar" }]);
console.log(`replaced ${res.count} occurrences`);
