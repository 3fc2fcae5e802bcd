// good: gg calls are synchronous, so the program wraps the result in Promise.resolve before calling then
import { files } from "gg";

const count = await Promise.resolve(files.glob("**/*.js")).then((paths) => paths.length);
console.log(`${count} JavaScript files`);
