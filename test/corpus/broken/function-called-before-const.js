// broken [GG1009]: report() runs before the const it reads is declared: a ReferenceError at the call
import { files, session } from "gg";

function report() {
  session.reportProgress(`${markdown.length} markdown files`);
}
report();
const markdown = files.glob("**/*.md");
