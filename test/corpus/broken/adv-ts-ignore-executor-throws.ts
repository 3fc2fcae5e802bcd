// broken [GG1004]: the @ts-ignore hides a missing global in a catch-callback; the executor throws, so the promise rejects and it runs
import { files } from "gg";

const loaded = new Promise<string>(() => {
  throw new Error("no config");
});
loaded.catch(() => {
  // @ts-ignore Deno is absent in the guest
  Deno.exit(1);
});
console.log(files.glob("*").length);
