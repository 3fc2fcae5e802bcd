// broken [TS2488]: for…of over a plain object: it is not iterable, a TypeError when the loop starts
import { shell } from "gg";

const steps = { build: "npm run build", test: "npm test" };
for (const [name, command] of steps) {
  console.log(name, shell.run(command).exitCode);
}
