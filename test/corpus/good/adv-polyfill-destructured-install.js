// good: polyfills are installed by destructuring from a local object onto Map (Map.groupBy) before it is called
import { files } from "gg";

const polyfills = {
  groupBy(items, keyOf) {
    const m = new Map();
    for (const it of items) {
      const k = keyOf(it);
      if (!m.has(k)) m.set(k, []);
      m.get(k).push(it);
    }
    return m;
  },
};
({ groupBy: Map.groupBy } = polyfills);

const byExt = Map.groupBy(files.glob("src/**/*"), (p) => p.split(".").pop());
for (const [ext, list] of byExt) console.log(ext, list.length);
