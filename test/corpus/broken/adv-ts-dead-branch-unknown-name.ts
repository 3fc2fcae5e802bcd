// broken [TS2591]: `process` is unknown to tsc (no Node types); the branch is dead (`if (false)`) but tsc refuses the name anyway
import { files } from "gg";

const paths = files.glob("src/**/*.ts");
if (false) {
  process.exit(paths.length === 0 ? 1 : 0);
}
console.log(`${paths.length} files`);
