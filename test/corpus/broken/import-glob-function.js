// broken: imports the function `glob` from "gg", which exports no such name (module linking fails)
import { glob } from "gg";

for (const p of glob("*.md")) console.log(p);
