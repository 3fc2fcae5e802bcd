// good: an assertion function narrows docs.view's optional result; it throws only for a missing page, which is handled
import { docs } from "gg";

function assertDefined<T>(value: T | undefined, what: string): asserts value is T {
  if (value === undefined) throw new Error(`${what} is missing`);
}

try {
  const page = docs.view("files.read_file");
  assertDefined(page, "the read_file page");
  console.log(page.split("\n")[0]);
} catch (e) {
  console.log((e as Error).message);
}
