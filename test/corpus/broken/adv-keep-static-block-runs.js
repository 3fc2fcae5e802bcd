// broken [TS2591]: a class static block runs when the class is defined, and it reads `process`, which the guest lacks
import { files } from "gg";

class Env {
  static home;
  static {
    Env.home = process.env.HOME ?? "/";
  }
  static paths() {
    return files.glob(`${Env.home}/.config/*`);
  }
}
console.log(Env.paths().length);
