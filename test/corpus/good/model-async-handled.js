// good: an async function rejects (its missing global is read after an await) and the caller handles the rejection
import { files } from "gg";

async function nodeOnly() {
  await null;
  return Buffer.from("x").length;
}

nodeOnly().catch(() => console.log("no Buffer in this host"));
console.log(files.glob("*").length, "entries");
