// broken [GG1009]: the Promise executor runs at once and reads limit before its const declaration, so the promise rejects and nothing catches it
import { files } from "gg";

async function main() {
  const listing = new Promise((resolve) => resolve(files.glob("**/*.log").slice(0, limit)));
  const limit = 10;
  console.log((await listing).length);
}
await main();
