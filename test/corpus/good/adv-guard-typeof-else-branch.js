// good: `typeof require === "undefined"` sends the guest to the gg branch; the else branch calls require only where it exists
import { programs } from "gg";

let saved;
if (typeof require === "undefined") {
  saved = programs.library();
} else {
  saved = require("./saved.json");
}
console.log(`${saved.length} saved programs`);
