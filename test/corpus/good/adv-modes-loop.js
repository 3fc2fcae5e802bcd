// good: a for-of over a constant list of modes never meets the one that would call Object.groupBy
import { files } from "gg";

const names = files.listDir(".").map((e) => e.name);
for (const mode of ["plain", "sorted"]) {
  if (mode === "grouped") {
    console.log(Object.groupBy(names, (n) => n[0]));
  } else if (mode === "sorted") {
    console.log(names.toSorted().join(", "));
  } else {
    console.log(names.join(", "));
  }
}
