// good: the missing part of a constant's split has a default, and a match that finds nothing is read through ?.
import { files } from "gg";

const DEFAULT_SETTING = "verbose";
const [key, value = "on"] = DEFAULT_SETTING.split("=");
const BANNER = "release candidate";
const version = BANNER.match(/v(\d+)\.(\d+)/);
const lines = files.readFile("settings.txt").split("\n");
console.log(`${key}=${value.trim()}`, version?.[1] ?? "unversioned", lines.length);
