// good: destructures run results and grep matches in parameters and loops
import { shell, files } from "gg";

const { exitCode, stdout, stderr } = shell.run("npm ls --depth=0 --json");
if (exitCode !== 0) console.log("npm ls reported problems:", stderr.slice(0, 200));

const { dependencies = {} } = JSON.parse(stdout || "{}");
for (const [name, { version }] of Object.entries(dependencies)) {
  const usages = files.grep(`from ["']${name}["']`, { glob: "src/**/*.js" });
  console.log(`${name}@${version}: imported in ${usages.length} places`);
}
