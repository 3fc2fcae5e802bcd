// good: helpers declared first and called once what they read is declared; a call above it sits in an uncalled branch
import { files } from "gg";

function count() {
  return names.length;
}
function describe() {
  if (names.length === 0) return "empty";
  return `${count()} entries`;
}
if (Date.now() < 0) console.log(describe());
const names = files.listDir(".").map((e) => e.name);
console.log(describe());
