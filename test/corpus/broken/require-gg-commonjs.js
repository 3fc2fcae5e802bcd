// broken [TS2591]: `require` does not exist in the guest (an ES module with no Node); the import line is `import { files } from "gg"`
const { files, session } = require("gg");

const lines = files.readFile("CHANGELOG.md").split("\n");
const releases = lines.filter((line) => line.startsWith("## "));

session.reportProgress(`${releases.length} releases in the changelog`);
