#!/usr/bin/env gg
// broken [TS18026]: after a byte order mark only the first #! line is a hashbang: a second one is an error
#!/usr/bin/env node
import { files } from "gg";

console.log(files.glob("*.md").length);
