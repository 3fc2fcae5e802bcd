// good: the function returns early when Map.groupBy is missing, so the call after the test never runs in the guest
import { files } from "gg";

function bySize(entries) {
  if (!Map.groupBy) {
    const m = new Map();
    for (const e of entries) {
      const k = e.size > 1024 ? "large" : "small";
      m.set(k, [...(m.get(k) ?? []), e]);
    }
    return m;
  }
  return Map.groupBy(entries, (e) => (e.size > 1024 ? "large" : "small"));
}

for (const [k, list] of bySize(files.listDir("images"))) console.log(k, list.length);
