// good: an agent in a machine state moves to "fixing" when the build is red, otherwise to "done"
import { shell, delegation, session } from "gg";

const build = shell.run("npm run build");
const next = build.exitCode === 0 ? "done" : "fixing";
session.reportProgress(`build exit ${build.exitCode}; moving to ${next}`);
delegation.transitionState(next);
