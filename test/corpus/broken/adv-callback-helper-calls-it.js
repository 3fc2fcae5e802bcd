// broken [TS2304]: the user helper calls its callback at once, and the callback reads the global setImmediate the guest lacks
import { files } from "gg";

function withTiming(label, fn) {
  const start = Date.now();
  const out = fn();
  console.log(`${label}: ${Date.now() - start} ms`);
  return out;
}

const sizes = withTiming("scan", () => {
  const list = files.listDir(".").map((e) => e.size);
  setImmediate(() => console.log("scan done"));
  return list;
});
console.log(sizes.reduce((a, b) => a + b, 0));
