// broken [GG1009]: report() runs before the const it reads is declared: a ReferenceError when run, which tsc does not report (it sees no direct read); broken by the checker's TDZ policy
import { files, session } from "gg";

function report(): void {
  session.reportProgress(`${limit} files at most`);
}
report();
const limit: number = files.glob("**/*").length;
