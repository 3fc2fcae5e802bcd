// broken [TS2304]: the generator is spread, which runs it to its end, past its first yield into a read of `Deno`
import { files } from "gg";

function* configPaths() {
  yield "config/app.json";
  yield `${Deno.cwd()}/config/local.json`;
}

const paths = [...configPaths()];
console.log(paths.filter((p) => files.glob(p).length > 0));
