// broken [GG1016]: the constant has no "=", so the split has one part and the value is undefined when it is trimmed
import { files } from "gg";

const DEFAULT_SETTING = "verbose";
const [key, value] = DEFAULT_SETTING.split("=");
const lines = files.readFile("settings.txt").split("\n");
console.log(`${key}=${value.trim()}`, lines.length);
