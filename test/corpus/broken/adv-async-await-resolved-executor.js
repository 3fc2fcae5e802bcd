// broken [TS2591]: the executor calls resolve, so the await settles and the next line reads `process`, which the guest lacks
import { files } from "gg";

async function main() {
  const paths = await new Promise((resolve) => resolve(files.glob("*.md")));
  console.log(paths.length, process.cwd());
}

main();
