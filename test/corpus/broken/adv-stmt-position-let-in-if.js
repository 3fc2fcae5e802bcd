// broken [GG1010]: `if (…) let note = …` puts a lexical declaration in statement position; in module (strict) code `let` is reserved, an early SyntaxError
import { files } from "gg";

const changelog = files.readFile("CHANGELOG.md");
if (changelog.includes("BREAKING")) let note = "major release";
console.log(changelog.split("\n").length, "lines");
