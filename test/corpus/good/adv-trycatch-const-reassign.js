// good: assigning to a const throws a TypeError, but it is inside try/catch and the program goes on with a let
import { shell } from "gg";

const attempts = 0;
let tries = attempts;
for (const cmd of ["npm test", "npm test -- --runInBand"]) {
  const r = shell.run(cmd);
  try {
    attempts = attempts + 1;
  } catch {
    tries += 1;
  }
  if (r.exitCode === 0) break;
}
console.log(`ran tests ${tries} times`);
