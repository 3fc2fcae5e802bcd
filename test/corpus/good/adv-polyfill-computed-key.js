// good: a computed key (`String.prototype[name] = …`) polyfills toWellFormed for the loop that calls it
import { files } from "gg";

for (const name of ["toWellFormed"]) {
  if (!(name in String.prototype)) {
    String.prototype[name] = function () {
      return this.replace(/[\uD800-\uDFFF]/g, "\uFFFD");
    };
  }
}

for (const path of files.glob("i18n/*.txt")) {
  files.writeFile(path, files.readFile(path).toWellFormed());
}
console.log("normalised translations");
