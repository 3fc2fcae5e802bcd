// broken [TS2552]: the function expression is invoked where it is written (an IIFE), so its unknown name is read
import { files } from "gg";

const config = (function () {
  const raw = files.readFile(".editorconfig");
  return parseIni(raw);
})();
console.log(config);
