// broken [TS2339]: uses the type `files.DirEntry` as a value; types do not exist at run time
import { files } from "gg";

const entry = new files.DirEntry();
console.log(entry);
