// broken [TS2591]: the generator is iterated, so its body runs and reads `process`, which the guest lacks
import { files } from "gg";

function* env() {
  yield process.env.HOME;
}

for (const v of env()) console.log(v, files.glob("*").length);
