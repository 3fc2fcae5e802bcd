// broken [TS2724]: imports `failure` from "gg"; the export is `Failure`, so module linking fails
import { files, failure } from "gg";

try {
  files.readFile("x.json");
} catch (e) {
  if (e instanceof failure) console.log(e.code);
}
