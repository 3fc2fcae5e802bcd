// broken [GG1017]: writeFile is given an object (the package spread with a new version), not text; the lowering refuses it before the call
import { files } from "gg";

const defaults = JSON.parse('{"private": true, "type": "module"}');
const version = "1.4.0";
files.writeFile("package.json", { ...defaults, name: "demo", version });
console.log(`wrote version ${version}`);
