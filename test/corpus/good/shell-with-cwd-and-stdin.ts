// good: passes cwd and stdin options to shell.run to format JSON with jq in a subdirectory
import { shell, files } from "gg";

const data = { generated: new Date().toISOString(), items: files.glob("fixtures/*.json").length };
const res = shell.run("jq -S .", { cwd: "tools", stdin: JSON.stringify(data) });
if (res.exitCode === 0) {
  files.writeFile("tools/summary.json", res.stdout);
  console.log(res.stdout);
} else {
  console.error(`jq failed: ${res.stderr}`);
}
