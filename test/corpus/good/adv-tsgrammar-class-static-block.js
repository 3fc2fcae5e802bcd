// good: a class static block and a `#field in obj` brand check are ES2022 syntax, which the guest's ES2023 has
import { files } from "gg";

class Registry {
  static #paths;
  static {
    Registry.#paths = files.glob("plugins/*.js");
  }
  static has(obj) {
    return #paths in obj;
  }
  static get size() {
    return Registry.#paths.length;
  }
}

console.log(`${Registry.size} plugins, brand check: ${Registry.has(Registry)}`);
