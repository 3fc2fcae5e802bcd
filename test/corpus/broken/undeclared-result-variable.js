// broken [TS2552]: `results` is never declared (the loop fills `result`), a ReferenceError when run
import { files } from "gg";

const result = [];
for (const p of files.glob("**/*.json")) {
  result.push(p);
}
console.log(results.length);
