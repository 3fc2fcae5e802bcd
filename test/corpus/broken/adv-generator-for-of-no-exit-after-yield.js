// broken [TS2339]: the for-of has no way out, so it drives the generator past its first yield into files.globAll, not an operation
import { files } from "gg";

function* sources() {
  yield* files.glob("src/index.*");
  yield* files.globAll("src/**/*");
}

let count = 0;
for (const s of sources()) {
  if (s.endsWith(".js")) continue;
  count++;
}
console.log(`${count} non-JavaScript sources`);
