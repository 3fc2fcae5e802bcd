// broken [TS2339]: the object has no `name`, so `??=` evaluates its right side and calls a missing gg member
import { files } from "gg";

const config = {};
config.name ??= files.readName("package.json");
console.log(config.name);
