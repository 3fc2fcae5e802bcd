// good: `.then` on a gg call's synchronous result throws inside try; the catch uses the value directly
import { shell, session } from "gg";

let output;
try {
  shell.run("git log --oneline -5").then((r) => {
    output = r.stdout;
  });
} catch {
  output = shell.run("git log --oneline -5").stdout;
}
session.reportProgress(`recent commits:\n${output}`);
