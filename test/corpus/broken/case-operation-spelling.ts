// broken [TS2678]: a switch on e.operation uses the spelling "writeFile" as a case label; the key is "write_file" (TS2678)
import { files, Failure } from "gg";

try {
  files.writeFile("out/report.txt", "report\n");
} catch (e) {
  if (!(e instanceof Failure)) throw e;
  switch (e.operation) {
    case "writeFile":
      console.log("cannot write the report");
      break;
    default:
      throw e;
  }
}
