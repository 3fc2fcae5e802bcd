// broken [TS2554]: gg.session.finish requires a summary; the call with no argument cannot lower
import { session, files, shell } from "gg";

const result = shell.run("npm run format");
if (result.exitCode === 0) {
  files.writeFile("DONE", "formatted\n");
  session.finish();
} else {
  console.log(result.stderr);
}
