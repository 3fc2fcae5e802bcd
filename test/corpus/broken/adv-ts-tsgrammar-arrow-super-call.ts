// broken [TS2337]: tsc refuses a super() call inside an arrow function of a derived constructor, though JavaScript runs it
import { files } from "gg";

class Listing {
  entries: files.DirEntry[];
  constructor(readonly dir: string) {
    this.entries = files.listDir(dir);
  }
}

class FileListing extends Listing {
  constructor(dir: string) {
    const init = () => super(dir);
    init();
    this.entries = this.entries.filter((e) => e.kind === "file");
  }
}

console.log(new FileListing("src").entries.length);
