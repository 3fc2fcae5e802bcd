// broken [TS1361]: Failure is imported with `import type`, so it cannot be used as a value in instanceof
import type { Failure } from "gg";
import { files } from "gg";

try {
  files.readFile("missing.txt");
} catch (e) {
  if (e instanceof Failure) console.log(e.code);
}
