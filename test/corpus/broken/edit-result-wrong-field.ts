// broken [TS2339]: EditResult has `replacements`, not `count`; the template reads a field that does not exist
import { files } from "gg";

const renames: Record<string, string> = { getUser: "fetchUser", setUser: "saveUser" };
const edits = Object.entries(renames).map(([oldText, newText]) => ({ oldText, newText }));

for (const path of files.glob("src/api/*.ts")) {
  const res = files.editFile(path, edits);
  console.log(`${path}: replaced ${res.count} occurrences`);
}
