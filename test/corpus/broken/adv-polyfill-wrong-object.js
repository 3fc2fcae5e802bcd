// broken [TS2550]: the polyfill is installed on Object but the call is Map.groupBy, which stays missing: a TypeError
import { files } from "gg";

Object.groupBy ??= function (items, keyOf) {
  const out = {};
  for (const it of items) (out[keyOf(it)] ??= []).push(it);
  return out;
};

const byExt = Map.groupBy(files.glob("src/**/*"), (p) => p.split(".").pop());
console.log([...byExt.keys()].join(", "));
