// good: a @ts-ignore hides a missing global in a then-callback on a promise that never settles, which never runs
import { files } from "gg";

const pending: Promise<string[]> = new Promise(() => {});
pending.then((paths) => {
  // @ts-ignore Deno is absent in the guest; the promise never settles
  Deno.writeTextFileSync("index.txt", paths.join("\n"));
});
console.log(`${files.glob("**/*").length} paths now`);
