// broken [TS2349]: `shell("npm test")` calls the namespace object, which is not a function: a TypeError
import { shell } from "gg";

const r = shell("npm test");
console.log(r.exitCode === 0 ? "tests pass" : r.stderr);
