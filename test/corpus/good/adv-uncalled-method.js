// good: a class method calling a misspelt gg operation is never invoked; the methods that run are correct
import { files, views } from "gg";

class Reviewer {
  constructor(paths) {
    this.paths = paths;
  }
  open() {
    for (const p of this.paths) views.openFile(p);
  }
  showDiffs() {
    for (const p of this.paths) views.showDif(p);
  }
}

const reviewer = new Reviewer(files.glob("src/**/*.changed.js"));
reviewer.open();
console.log(`opened ${reviewer.paths.length} files`);
