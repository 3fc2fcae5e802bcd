// good: `break guard` may leave the block before `show()` reads `limit` in its dead zone, so that read is not certain to run
import { shell } from "gg";

const show = () => console.log(limit);
const r = shell.run("git diff --quiet");
guard: {
  if (r.exitCode !== 0) break guard;
  show();
}
const limit = 3;
show();
