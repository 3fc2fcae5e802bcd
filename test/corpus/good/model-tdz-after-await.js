// good: the async function reads `limit` only after its first await; by then the declaration has run
import { files } from "gg";

async function largest() {
  await null;
  return files.glob("*").filter((p) => p.length > limit).length;
}

const pending = largest();
const limit = 3;
pending.then((n) => console.log(n, "long names"));
