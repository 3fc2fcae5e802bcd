// broken [TS2632]: assigns to the imported binding `files`, a TypeError in a module (imports are read-only)
import { files } from "gg";

const cached = files.glob("**/*.md");
// the model tries to free memory by dropping the namespace
files = null;
console.log(cached.length);
