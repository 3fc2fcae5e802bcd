// good: finally on a promise that never settles never runs its callback, so its call of a missing gg member never happens
import { files } from "gg";

const idle = new Promise(() => {});
idle.finally(() => files.walk("."));
console.log(files.glob("*").length);
