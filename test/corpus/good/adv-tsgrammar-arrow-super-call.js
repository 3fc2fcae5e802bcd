// good: a derived constructor calls super() through an arrow function defined in it, which is legal JavaScript
import { files } from "gg";

class Listing {
  constructor(dir) {
    this.dir = dir;
    this.entries = files.listDir(dir);
  }
}

class FileListing extends Listing {
  constructor(dir) {
    const init = () => super(dir);
    init();
    this.entries = this.entries.filter((e) => e.kind === "file");
  }
}

console.log(new FileListing("src").entries.length, "files");
