// broken: default import from "gg"; the module has no default export
import gg from "gg";

console.log(gg.files.glob("*.md").join("\n"));
