// broken [GG1009]: the `break` leaves only its own loop, so `show()` certainly runs, and reads `limit` before its declaration
import { files } from "gg";

const show = () => console.log(limit);
for (const name of files.glob("*.md")) {
  if (name.startsWith("README")) break;
}
show();
const limit = 3;
