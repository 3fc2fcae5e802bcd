// broken [TS2554]: files.writeFile needs the contents: called with the path alone, the argument cannot lower (a TypeError in the guest)
import { files } from "gg";

const report = files.glob("**/*.test.js").map((p) => `- ${p}`).join("\n");
files.writeFile("TESTS.md");
console.log(report.length, "chars of report");
