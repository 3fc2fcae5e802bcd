// good: an environment class keeps its answer in a private field that a getter reads, handed to a store by its constructor
import { files } from "gg";

class Env {
  #flags: { readonly guest: boolean };
  constructor() {
    this.#flags = { guest: typeof gg === "object" };
  }
  get isGuest(): boolean {
    return this.#flags.guest;
  }
}

class Store {
  constructor(private readonly env: Env) {}
  read(path: string): string {
    return this.env.isGuest ? files.readFile(path) : "";
  }
}

console.log(new Store(new Env()).read("README.md").length);
