// broken [TS2551]: showDiffs looks unused but the constructor calls it; views.showDif is misspelt (views.showDiff)
import { files, views } from "gg";

class Reviewer {
  constructor(paths) {
    this.paths = paths;
    this.showDiffs();
  }
  showDiffs() {
    for (const p of this.paths) views.showDif(p);
  }
}

const reviewer = new Reviewer(files.glob("src/**/*.js"));
console.log(`reviewed ${reviewer.paths.length} files`);
