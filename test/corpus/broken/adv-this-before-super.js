// broken [TS17009]: a derived class's constructor sets a field before calling super(): a ReferenceError each time it is made
import { shell } from "gg";

class Task {
  constructor(name) {
    this.name = name;
  }
}

class ShellTask extends Task {
  constructor(command) {
    this.command = command;
    super(command.split(" ")[0]);
  }

  run() {
    return shell.run(this.command).exitCode;
  }
}

console.log(new ShellTask("npm test").run());
