// broken [TS2304]: the executor throws, which rejects the promise, so the catch-callback runs and reads `Deno`
import { files } from "gg";

const loaded = new Promise(() => {
  throw new Error("no config");
});
loaded.catch(() => Deno.exit(1));
console.log(files.glob("*").length);
