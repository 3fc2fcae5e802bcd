// good: a non-null assertion on stat for a path just globbed; the type-level `!` is erased
import { files } from "gg";

const paths = files.glob("dist/*.js");
const sizes = paths.map((p) => files.stat(p)?.size ?? 0);
const largest = paths.length > 0 ? paths[sizes.indexOf(Math.max(...sizes))]! : "(none)";
console.log(`largest bundle: ${largest}`);
