// good: greps for TODO/FIXME markers, groups them by file and writes a markdown report
import { files } from "gg";

type Marker = "TODO" | "FIXME" | "HACK";
const MARKERS = ["TODO", "FIXME", "HACK"] as const satisfies readonly Marker[];

const matches = files.grep(`\\b(${MARKERS.join("|")})\\b`, { glob: "src/**/*.ts", maxResults: 500 });

const byFile = new Map<string, gg.files.GrepMatch[]>();
for (const m of matches) {
  const list = byFile.get(m.path);
  if (list) list.push(m);
  else byFile.set(m.path, [m]);
}

function kindOf(text: string): Marker {
  for (const marker of MARKERS) {
    if (text.includes(marker)) return marker;
  }
  return "TODO";
}

const lines: string[] = ["# Open markers", ""];
for (const [path, hits] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
  lines.push(`## ${path}`);
  for (const hit of hits) {
    lines.push(`- line ${hit.line} (${kindOf(hit.text)}): ${hit.text.trim()}`);
  }
  lines.push("");
}
files.writeFile("docs/markers.md", lines.join("\n"));
console.log(`${matches.length} markers in ${byFile.size} files`);
