// good: a RegExp built from text the program reads is only known when it runs; a bad pattern is caught and reported
import { files, session } from "gg";

const raw: string = files.readFile(".ignore-pattern").trim();
let matcher: RegExp;
try {
  matcher = new RegExp(raw || "^$");
} catch (e) {
  session.reportProgress(`bad pattern ${JSON.stringify(raw)}: ${(e as Error).message}`);
  matcher = /^$/;
}
const kept = files.glob("**/*").filter((p) => !matcher.test(p));
console.log(`${kept.length} files kept`);
