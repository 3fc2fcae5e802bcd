// broken [GG1001]: imports a relative module "./helpers.js"; only "gg" exists for a guest program
import { files } from "gg";
import { slugify } from "./helpers.js";

for (const path of files.glob("docs/*.md")) {
  console.log(slugify(path));
}
