// good: capabilities kept in a typed Map; the operations used are chosen by what the Map says gg has
import { files } from "gg";

type Capability = "glob" | "grep";

const capabilities = new Map<Capability, boolean>([
  ["glob", typeof files.glob === "function"],
  ["grep", typeof files.grep === "function"],
]);

const sources = capabilities.get("glob") ? files.glob("**/*.md") : [];
const todos = capabilities.get("grep") ? files.grep("TODO", { glob: "**/*.md" }) : [];
console.log(`${sources.length} markdown files, ${todos.length} TODO lines`);
