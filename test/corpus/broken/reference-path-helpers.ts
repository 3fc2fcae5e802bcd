// broken [GG1002]: `/// <reference path>` cannot pull a helper declaration file into the guest; `helpers` is unknown at run time
/// <reference path="./helpers.d.ts" />
import { files } from "gg";

const sources = files.glob("src/**/*.ts");
const names = helpers.listNames(sources);
for (const name of names) {
  console.log(name);
}
