// broken [TS2550]: the polyfill is installed after the first call of Object.groupBy, which throws before it
import { files } from "gg";

const entries = files.listDir(".");
const byKind = Object.groupBy(entries, (e) => e.kind);
console.log(Object.keys(byKind));

Object.groupBy ??= (items, keyOf) => {
  const out = {};
  for (const it of items) (out[keyOf(it)] ??= []).push(it);
  return out;
};
