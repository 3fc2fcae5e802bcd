// broken [GG1004]: the @ts-ignore hides a missing global in the generator's second step, which a rest element reaches
import { files } from "gg";

function* roots(): Generator<string> {
  yield ".";
  // @ts-ignore process is absent in the guest
  yield process.env.HOME;
}

const [here, ...others] = roots();
console.log(files.glob(`${here}/*.md`).length, others.length);
