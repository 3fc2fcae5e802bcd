// broken [TS2339]: a typed harness function has no `only` member, so calling `test.only(...)` is a compile error (and throws)
import { files } from "gg";

function test(name: string, fn: () => void): void {
  try {
    fn();
    console.log(`ok - ${name}`);
  } catch (e) {
    console.log(`not ok - ${name}: ${(e as Error).message}`);
  }
}
test("lists markdown", () => files.glob("*.md"));
test.only("reads the readme", () => files.readFile("README.md"));
