// broken [TS2304]: `shell` is used unqualified with no `import { shell } from "gg"` line
const result = shell.run("npm test");
if (result.exitCode !== 0) {
  console.log(result.stderr);
}
