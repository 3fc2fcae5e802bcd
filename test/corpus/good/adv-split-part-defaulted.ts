// good: the missing part of a constant's split has a default, and a match that finds nothing is tested first
import { files } from "gg";

const DEFAULT_SETTING: string = "verbose";
const [key, value = "on"] = DEFAULT_SETTING.split("=");
const BANNER: string = "release candidate";
const version = BANNER.match(/v(\d+)\.(\d+)/);
const notes: string = files.readFile("NOTES.md");
console.log(`${key}=${value.trim()}`, version === null ? "unversioned" : version[1], notes.length);
