// broken [TS2673]: constructs a gg.Failure, whose constructor is private to the host
import { Failure } from "gg";

function check(path: string): void {
  if (!path.endsWith(".json")) throw new Failure();
}
check("config.yaml");
