// good: a switch over every entry kind returns in each clause; the default calls a helper that never returns
import { files } from "gg";

type Kind = "file" | "dir" | "symlink";

function fail(message: string): never {
  throw new Error(message);
}

function label(kind: Kind): string {
  switch (kind) {
    case "file":
      return "F";
    case "dir":
      return "D";
    case "symlink":
      return "L";
    default:
      return fail(`unknown kind ${String(kind)}`);
  }
}

const rows = files.listDir(".").map((e) => `${label(e.kind)} ${e.name}`);
console.log(rows.join("\n"));
