// good: the async helper reads a missing global after an await; its caller awaits it inside try/catch, so the rejection is handled
import { files } from "gg";

async function loadAll(paths) {
  const texts = [];
  for (const p of paths) {
    texts.push(await Promise.resolve(files.readFile(p)));
  }
  const hash = crypto.createHash("sha256");
  for (const t of texts) hash.update(t);
  return hash.digest("hex");
}

async function main() {
  const paths = files.glob("src/**/*.js");
  try {
    console.log(`digest: ${await loadAll(paths)}`);
  } catch (e) {
    console.log(`no crypto in this runtime (${e.name}); ${paths.length} files read`);
  }
}
await main();
