// good: counts @ts-ignore / @ts-expect-error / @ts-nocheck comments in the repository (the directives appear only inside strings)
import { files } from "gg";

const DIRECTIVES = ["@ts-ignore", "@ts-expect-error", "@ts-nocheck"] as const;
type Directive = (typeof DIRECTIVES)[number];

const counts = new Map<Directive, number>(DIRECTIVES.map((d) => [d, 0]));
const worst = new Map<string, number>();

for (const hit of files.grep("//\\s*@ts-(ignore|expect-error|nocheck)", { glob: "src/**/*.{ts,tsx}" })) {
  const directive = DIRECTIVES.find((d) => hit.text.includes(d));
  if (!directive) continue;
  counts.set(directive, (counts.get(directive) ?? 0) + 1);
  worst.set(hit.path, (worst.get(hit.path) ?? 0) + 1);
}

// we report, we do not remove: removing a @ts-ignore needs a person to look at the code
for (const [d, n] of counts) console.log(`${d.padEnd(18)} ${n}`);
const top = [...worst].sort((a, b) => b[1] - a[1]).slice(0, 5);
if (top.length) console.log("most suppressed:\n" + top.map(([p, n]) => `  ${n}  ${p}`).join("\n"));
