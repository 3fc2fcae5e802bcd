// broken [TS18047]: the banner holds no version, so the match may be null (here it is), and reading its group is refused
import { files } from "gg";

const BANNER: string = "release candidate";
const version = BANNER.match(/v(\d+)\.(\d+)/);
const notes: string = files.readFile("NOTES.md");
console.log(`major ${version[1]} of ${notes.length} bytes`);
