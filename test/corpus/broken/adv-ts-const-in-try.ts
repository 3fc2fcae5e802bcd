// broken [TS2588]: assigning to a const is refused by tsc even inside try/catch, where the run would catch the TypeError
import { shell } from "gg";

const attempts = 0;
try {
  attempts = attempts + 1;
} catch {
  console.log("const");
}
console.log(shell.run("npm test").exitCode, attempts);
