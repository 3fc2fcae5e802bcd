// broken [GG1009]: the async function reads `limit` before its first await, so the call before the declaration throws
import { files } from "gg";

async function largest() {
  const min = limit;
  await null;
  return files.glob("*").filter((p) => p.length > min).length;
}

const pending = largest();
const limit = 3;
pending.then((n) => console.log(n, "long names"));
