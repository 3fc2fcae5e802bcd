// broken [TS2339]: `gg.files.run` does not exist; running a command is `gg.shell.run`
import { files } from "gg";

const r = files.run("git status");
console.log(r.stdout);
