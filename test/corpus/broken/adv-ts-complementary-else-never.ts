// broken [TS2339]: the else arm of `typeof v === "string" || typeof v !== "string"` narrows `v` to never, and tsc refuses the member read even in code that never runs
import { files } from "gg";

const v: string | number = files.glob("*.md").length > 0 ? "some" : 0;
if (typeof v === "string" || typeof v !== "string") {
  console.log(v);
} else {
  console.log(v.toFixed(2));
}
