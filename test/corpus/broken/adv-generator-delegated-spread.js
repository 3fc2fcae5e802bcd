// broken [TS2339]: the outer generator is spread, so its yield* runs the inner one to the end, into files.walk, not an operation
import { files } from "gg";

function* inner() {
  yield "README.md";
  yield* files.walk("docs");
}

function* outer() {
  yield "package.json";
  yield* inner();
}

console.log([...outer()].length);
