// good: an environment instance handed to another class's constructor keeps its answer in a private field
class Env {
  #flags;
  constructor() {
    this.#flags = { gg: typeof gg === "object" };
  }
  get isGuest() {
    return this.#flags.gg;
  }
}

class Store {
  constructor(env) {
    this.env = env;
  }
  read(path) {
    if (this.env.isGuest) return gg.files.readFile(path);
    return require("node:fs").readFileSync(path, "utf8");
  }
}

const store = new Store(new Env());
console.log(store.read("package.json").length);
