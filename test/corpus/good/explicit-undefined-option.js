// good: passes undefined explicitly for optional trailing arguments
import { shell, views, programs } from "gg";

const cwd = undefined;
const r = shell.run("ls", cwd ? { cwd } : undefined);
views.openFile("README.md", undefined);
console.log(r.stdout.split("\n").length, programs.history(undefined).length);
