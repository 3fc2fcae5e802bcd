// good: the subclass's constructor returns an object of its own without calling super(), so its field initialisers (which read a const declared later) never run
import { files } from "gg";

class Store {}
class CachedStore extends Store {
  cache = new Map(Object.entries(SEED));
  constructor(root) {
    return { root, cached: false, list: () => files.glob(`${root}/**`) };
  }
}

const store = new CachedStore("docs");
const SEED = { "index.md": 1 };
console.log(store.root, store.cached, store.list().length, Object.keys(SEED).length);
