// good: JavaScript written in a Python-like snake_case style that summarises shell history of the build
import { shell } from "gg";

const build_output = shell.run("npm run build 2>&1");
const all_lines = build_output.stdout.split("\n");
const warning_lines = all_lines.filter((line) => line.toLowerCase().includes("warn"));
const error_lines = all_lines.filter((line) => line.toLowerCase().includes("error"));

const summary_text = [
  "exit code: " + build_output.exitCode,
  "warnings: " + warning_lines.length,
  "errors: " + error_lines.length,
].join("\n");

console.log(summary_text);
if (error_lines.length > 0) {
  console.log("first error: " + error_lines[0].trim());
}
