// broken [GG1010]: `super()` in an object literal's method is an early SyntaxError (only derived constructors may call it)
import { shell } from "gg";

const runner = {
  init() {
    super();
    this.ready = true;
  },
  run(cmd) {
    return shell.run(cmd).exitCode;
  },
};
console.log(runner.run("npm test"));
