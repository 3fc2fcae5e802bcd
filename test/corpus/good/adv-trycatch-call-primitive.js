// good: calling a string as a function throws inside try; the catch reports and keeps the text
import { docs } from "gg";

const page = docs.view("files.read_file") ?? "";
let summary;
try {
  summary = page.length("\n");
} catch (e) {
  summary = page.split("\n")[0];
}
console.log(summary);
