// broken [TS2304]: a function assigned to a binding after its declaration is called, and it calls a name nothing declares
import { files } from "gg";

let readConfig;
readConfig = function () {
  return parseSettingsFile("config.json");
};
console.log(readConfig(), files.glob("*").length);
