// broken [GG1004]: the @ts-ignore hides a missing global past the generator's first yield, but the spread runs it to its end
import { files } from "gg";

function* configPaths(): Generator<string> {
  yield "config/app.json";
  // @ts-ignore Deno is absent in the guest
  yield `${Deno.cwd()}/config/local.json`;
}

const paths = [...configPaths()];
console.log(paths.filter((p) => files.glob(p).length > 0));
