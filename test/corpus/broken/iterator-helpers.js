// broken [TS2339]: iterator helpers (`.map` on an iterator) came in ECMAScript 2025; the guest's iterators lack them, so the call throws
import { files } from "gg";

const names = new Map(files.listDir(".").map((e) => [e.name, e.size]));
const big = names.keys().filter((n) => (names.get(n) ?? 0) > 1000).toArray();
console.log(big);
