// broken [TS2300]: two getters named `name` in one class are a duplicate identifier for tsc, though JavaScript accepts them
import { files } from "gg";

class Project {
  constructor(readonly root: string) {}
  get name(): string {
    return this.root;
  }
  get name(): string {
    return this.root.split("/").pop() ?? this.root;
  }
}

console.log(new Project("/work/app").name, files.glob("**/*.ts").length);
