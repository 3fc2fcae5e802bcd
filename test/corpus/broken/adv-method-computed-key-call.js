// broken [TS2304]: the method is called through a computed key, and it calls a name nothing declares
import { files } from "gg";

const tasks = {
  build() {
    return compileAll(files.glob("src/**/*.ts"));
  },
};
const which = ["build"][0];
console.log(tasks[which]());
