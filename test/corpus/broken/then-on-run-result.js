// broken: gg calls are synchronous; the run result has no `.then`, so this throws a TypeError
import { shell } from "gg";

shell.run("git log -1 --oneline").then((r) => console.log(r.stdout));
