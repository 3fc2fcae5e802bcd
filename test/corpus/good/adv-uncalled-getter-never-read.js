// good: a getter that reads a missing global is defined but never read; only the other getter is
import { shell } from "gg";

class Git {
  get head() {
    return shell.run("git rev-parse --short HEAD").stdout.trim();
  }
  get user() {
    return process.env.GIT_AUTHOR_NAME;
  }
}

console.log(`HEAD ${new Git().head}`);
