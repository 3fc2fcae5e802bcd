// broken [TS2304]: the async function rejects (the global crypto is missing) and nothing awaits or catches it: an unhandled rejection
import { files } from "gg";

async function digest(paths) {
  const texts = await Promise.all(paths.map(async (p) => files.readFile(p)));
  return crypto.randomUUID() + ":" + texts.length;
}

digest(files.glob("src/**/*.js")).then((d) => console.log(d));
console.log("digest requested");
