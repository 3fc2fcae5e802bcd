// good: a null placeholder row heads a list that pushes real paths, and only the pushed rows reach gg
import { files } from "gg";

const outputs = [{ label: "stdout", path: null }];
outputs.push({ label: "report", path: "report.txt" });
outputs.push({ label: "summary", path: "summary.txt" });

const body = files.glob("*.md").map((p) => `- ${p}`).join("\n");
for (const o of outputs.slice(1)) files.writeFile(o.path, `# ${o.label}\n${body}\n`);
console.log(files.readFile(outputs[1].path).length);
