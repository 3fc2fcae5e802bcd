// broken [GG1010]: the module exports the name `summary` twice: an early SyntaxError, the module never links
import { files } from "gg";

export const summary = `${files.glob("**/*.js").length} JS files`;
function makeSummary() {
  return `${files.glob("**/*.ts").length} TS files`;
}
export { makeSummary as summary };
console.log(summary);
