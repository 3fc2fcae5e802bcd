// broken: imports `Files` from "gg"; the namespace is `files` (lower case)
import { Files } from "gg";

const n = Files.glob("**/*.ts").length;
console.log(n);
