// good: a @ts-ignore hides a missing global past the generator's first yield; it is advanced once, so that step never runs
import { files } from "gg";

function* pages(pattern: string): Generator<string[]> {
  yield files.glob(pattern);
  // @ts-ignore Deno is absent in the guest; this step is never reached
  yield Deno.readDirSync(".");
}

const it = pages("docs/**/*.md");
console.log(`${it.next().value?.length ?? 0} local pages`);
