// good: a readonly config list decides which report sections run; includes of a literal union member type-checks
import { files, shell, session } from "gg";

const SECTIONS = ["authors", "todos"] as const;
type Section = (typeof SECTIONS)[number] | "timing";

function enabled(name: Section): boolean {
  return (SECTIONS as readonly string[]).includes(name);
}

const out: string[] = [];
if (enabled("authors")) out.push(...shell.run("git log --format=%an").stdout.split("\n").filter(Boolean));
if (enabled("todos")) out.push(`${files.grep("TODO").length} TODO markers`);
session.finish(out.join("\n"));
