// good: a template literal type builds the operation ids the program reports on; types vanish at run time
import { programs } from "gg";

type Outcome = "ok" | "failed";
type Line = `${string}: ${Outcome}`;

const lines: Line[] = programs.history(10).map((r): Line => `${r.id}: ${r.outcome === "ok" ? "ok" : "failed"}`);
console.log(lines.join("\n"));
