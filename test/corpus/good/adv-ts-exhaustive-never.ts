// good: an exhaustive switch over gg's EntryKind with a `never` check in the default arm, which never runs
import { files } from "gg";

function icon(kind: files.EntryKind): string {
  switch (kind) {
    case "file":
      return "F";
    case "dir":
      return "D";
    case "symlink":
      return "L";
    default: {
      const unreachable: never = kind;
      throw new Error(`unknown kind ${String(unreachable)}`);
    }
  }
}

for (const e of files.listDir(".")) console.log(icon(e.kind), e.name);
