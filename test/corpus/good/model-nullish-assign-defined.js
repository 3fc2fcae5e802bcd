// good: the field holds a string, so `??=` never evaluates its right side, which calls a missing gg member
import { files } from "gg";

const config = { name: "project" };
config.name ??= files.readName("package.json");
console.log(config.name);
