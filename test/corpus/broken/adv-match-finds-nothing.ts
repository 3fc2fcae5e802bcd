// broken [GG1016]: the banner holds no version, so the match is null and reading its group throws
import { files } from "gg";

const BANNER: string = "release candidate";
const version = BANNER.match(/v(\d+)\.(\d+)/);
const notes: string = files.readFile("NOTES.md");
console.log(`major ${version![1]} of ${notes.length} bytes`);
