// good: a class with two getters of the same name is legal JavaScript; the second one wins
import { files } from "gg";

class Project {
  constructor(root) {
    this.root = root;
  }
  get name() {
    return this.root;
  }
  get name() {
    return this.root.split("/").pop() || this.root;
  }
}

const p = new Project("/work/app");
console.log(`${p.name}: ${files.glob("**/*.js").length} JS files`);
