// broken [GG1014]: the base constructor runs init(), which reads the subclass's private field before it exists
import { shell } from "gg";

class Task {
  constructor(name) {
    this.name = name;
    this.init();
  }
  init() {}
}

class TimedTask extends Task {
  #runs = new Map();
  init() {
    this.#runs.set(this.name, 0);
  }
  run(cmd) {
    this.#runs.set(this.name, this.#runs.get(this.name) + 1);
    return shell.run(cmd).exitCode;
  }
}

console.log(new TimedTask("build").run("ls"));
