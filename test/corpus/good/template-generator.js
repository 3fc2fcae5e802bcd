// good: generates a new guest-program template whose text contains import lines and process.exit (as data, never run)
import { files, session } from "gg";

const name = "weekly-report";
const body = `// ${name}: generated template
import { files } from "gg";
// do not use process.exit(1) in a guest; return instead
const lines = files.grep("TODO");
console.log(lines.length);
`;

files.writeFile(`templates/${name}.js`, body);
session.reportProgress(`template ${name} written (${body.split("\n").length} lines)`);
