// broken [TS2591]: a do-while body runs once before its `false` test, so the read of `process` throws
import { shell } from "gg";

do {
  const r = shell.run("git fetch");
  process.exitCode = r.exitCode;
} while (false);
console.log("fetched");
