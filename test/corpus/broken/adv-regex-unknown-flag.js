// broken [GG1010]: `x` is not a JavaScript regular expression flag (it is Perl's): an early SyntaxError
import { files } from "gg";

const semver = /^ (\d+) \. (\d+) \. (\d+) $/x;
const version = files.readFile("VERSION").trim();
console.log(semver.test(version) ? "valid" : "invalid");
