// broken [GG1012]: `toFixed` takes 0 to 100 digits; the constant 200 throws a RangeError every time it runs
import { shell } from "gg";

const DIGITS = 200;
const run = shell.run("npm test -- --coverage");
const ratio: number = run.exitCode === 0 ? 1 : 0.5;
console.log(`coverage ratio: ${ratio.toFixed(DIGITS)}`);
