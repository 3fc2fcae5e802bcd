// broken [TS2591]: the class static block reads `process`, unknown to tsc (no Node types) and missing in the guest
import { files } from "gg";

class Env {
  static home = "/";
  static {
    Env.home = process.env.HOME ?? "/";
  }
}
console.log(files.glob(`${Env.home}/.config/*`).length);
