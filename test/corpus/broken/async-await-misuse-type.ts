// broken [TS2322]: annotates a synchronous gg result as a Promise (TS2322), the model believing gg calls are async
import { files } from "gg";

async function main(): Promise<void> {
  const text: Promise<string> = files.readFile("README.md");
  console.log((await text).length);
}
await main();
