// broken [TS2591]: the else branch runs exactly when `process` is missing, and reads it
import { files } from "gg";

if (typeof process !== "undefined") {
  console.log("node");
} else {
  console.log(process.platform, files.glob("*").length);
}
