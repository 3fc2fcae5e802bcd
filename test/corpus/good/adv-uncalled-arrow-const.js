// good: an arrow function stored in a const assigns to a const and calls a number; it is never called
import { shell } from "gg";

const maxRetries = 3;
const bumpRetries = () => {
  maxRetries = maxRetries + 1;
  return maxRetries.length();
};

const r = shell.run("git describe --tags");
console.log(`version ${r.stdout.trim()} (retries allowed: ${maxRetries})`);
