// good: an interface extending a catalogue record adds derived fields to directory entries
import { files } from "gg";

interface Annotated extends files.DirEntry {
  extension: string;
  hidden: boolean;
}

function annotate(entry: files.DirEntry): Annotated {
  const dot = entry.name.lastIndexOf(".");
  return {
    ...entry,
    extension: dot > 0 ? entry.name.slice(dot + 1) : "",
    hidden: entry.name.startsWith("."),
  };
}

const annotated = files.listDir(".").map(annotate);
const visible = annotated.filter((a) => !a.hidden);
const byExt = new Map<string, number>();
for (const a of visible) if (a.kind === "file") byExt.set(a.extension || "(none)", (byExt.get(a.extension || "(none)") ?? 0) + 1);
console.log(`${visible.length} visible of ${annotated.length}`);
console.log([...byExt].map(([e, n]) => `${e}=${n}`).join(" "));
