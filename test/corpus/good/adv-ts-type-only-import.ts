// good: `import type` of gg types beside the value import; the types vanish when compiled, the values are linked
import type { FailureCode, OperationKey } from "gg";
import { files, Failure } from "gg";

const seen = new Map<FailureCode, OperationKey[]>();
for (const path of ["a.txt", "b.txt"]) {
  try {
    files.readFile(path);
  } catch (e) {
    if (!(e instanceof Failure)) throw e;
    seen.set(e.code, [...(seen.get(e.code) ?? []), e.operation]);
  }
}
console.log([...seen].map(([code, ops]) => `${code}: ${ops.join(",")}`).join("\n") || "no failures");
