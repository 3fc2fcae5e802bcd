// good: `globalThis["setImmediate"] = …` defines the global by a string key before the program calls it
import { files } from "gg";

globalThis["setImmediate"] = (fn, ...args) => {
  fn(...args);
  return 0;
};

setImmediate((dir) => console.log(`${files.listDir(dir).length} entries`), "src");
