// good: `true || x` never evaluates x, and a `const DEBUG = false` keeps the `&&` right side dead too
import { files, session } from "gg";

const DEBUG = false;
const useGg = true || typeof Deno !== "undefined";
DEBUG && Deno.exit(0);

const paths = useGg ? files.glob("**/*.json") : Deno.readDirSync(".");
session.reportProgress(`${paths.length} JSON files`);
