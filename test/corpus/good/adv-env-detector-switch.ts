// good: a detector returns a label through a switch on typeof gg; the reader chosen by that label is gg's
import { files, session } from "gg";

type Runtime = "gg" | "other";

function detect(): Runtime {
  switch (typeof gg) {
    case "object":
      return "gg";
    default:
      return "other";
  }
}

const read: (path: string) => string = detect() === "gg" ? (path) => files.readFile(path) : () => "";
const readme = read("README.md");
session.reportProgress(`README: ${readme.split("\n").length} lines`);
