// broken [TS2304]: the catch handles only the program's own ParseError and rethrows the ReferenceError of an undefined helper
import { files } from "gg";

class ParseError extends Error {}
function parse(text) {
  const heading = normaliseHeading(text.split("\n")[0]);
  if (heading === "") throw new ParseError("no heading");
  return heading;
}
try {
  console.log(parse(files.readFile("README.md")));
} catch (e) {
  if (e instanceof ParseError) console.log("not a document:", e.message);
  else throw e;
}
