// broken [TS2339]: `Object.seal(state)` runs first, so adding `finishedAt` afterwards throws a TypeError in strict code
import { files } from "gg";

const state = { started: Date.now(), processed: 0 };
Object.seal(state);
for (const p of files.glob("inbox/*.json")) {
  state.processed += 1;
  console.log("processing", p);
}
state.finishedAt = Date.now();
console.log(JSON.stringify(state));
