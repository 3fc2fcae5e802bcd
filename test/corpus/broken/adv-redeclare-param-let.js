// broken [GG1010]: `let limit` in the function body redeclares the parameter `limit`: an early SyntaxError
import { programs } from "gg";

function recent(limit) {
  let limit = Math.min(limit ?? 10, 50);
  return programs.history(limit);
}

console.log(recent(5).map((r) => r.id).join(", "));
