// good: Reflect.defineProperty(Map, "groupBy", …) polyfills the ES2024 static before the call
import { files } from "gg";

Reflect.defineProperty(Map, "groupBy", {
  value(items, keyOf) {
    const m = new Map();
    for (const it of items) {
      const k = keyOf(it);
      m.set(k, [...(m.get(k) ?? []), it]);
    }
    return m;
  },
  configurable: true,
});

for (const [kind, list] of Map.groupBy(files.listDir("."), (e) => e.kind)) console.log(kind, list.length);
