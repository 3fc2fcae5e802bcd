// broken [TS2540]: gg.Failure's code is read-only; tsc refuses the assignment in the catch
import { files, Failure } from "gg";

try {
  files.deleteFile("tmp/lock");
} catch (e) {
  if (e instanceof Failure) {
    e.code = "failed";
    console.log(e.code);
  }
}
