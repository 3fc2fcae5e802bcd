// broken [TS18013]: the private field #paths is read outside its class; tsc refuses it and JavaScript refuses it early
import { files } from "gg";

class Snapshot {
  #paths = files.glob("src/**/*.ts");
}

const s = new Snapshot();
console.log(s.#paths.length);
