// broken [TS2339]: gg calls are synchronous; the run result has no `.then`, so this throws a TypeError
import { shell, session } from "gg";

session.reportProgress("building");
shell.run("npm run build").then((r) => {
  if (r.exitCode === 0) {
    session.reportProgress("build ok, running tests");
    const t = shell.run("npm test");
    console.log(t.stdout);
  } else {
    console.log(r.stderr);
  }
});
