// broken [TS2304]: the template literal calls the object's toString, whose body reads a name declared nowhere
import { files } from "gg";

const report = {
  paths: files.glob("src/**/*.js"),
  toString() {
    return `${this.paths.length} files, generated ${generatedAt}`;
  },
};

console.log(`Report: ${report}`);
