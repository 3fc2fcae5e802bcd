// broken [GG1016]: the report loop runs while i <= steps.length, so on its last turn steps[i] is past the end and reading its name throws
import { files } from "gg";

const steps = [{ name: "lint" }, { name: "test" }, { name: "build" }];
const lines = [];
for (let i = 0; i <= steps.length; i++) {
  lines.push(`${i + 1}. ${steps[i].name}`);
}
files.writeFile("PLAN.md", lines.join("\n"));
