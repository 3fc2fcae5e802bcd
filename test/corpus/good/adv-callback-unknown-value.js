// good: a callback given to a method of an optional plugin object; the plugin is absent, so the callback never runs
import { files } from "gg";

const plugins = { lint: undefined };
const paths = files.glob("src/**/*.ts");

plugins.lint?.run(paths, (report) => {
  Deno.writeTextFileSync("lint.txt", report);
});

console.log(`${paths.length} files, lint plugin ${plugins.lint ? "on" : "off"}`);
