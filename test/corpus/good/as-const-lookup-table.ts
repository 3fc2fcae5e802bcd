// good: an `as const` lookup table of file kinds drives a typed summary of a directory
import { files } from "gg";

const ICONS = {
  file: "-",
  dir: "d",
  symlink: "l",
} as const;

type Kind = keyof typeof ICONS;

const counts: Record<Kind, number> = { file: 0, dir: 0, symlink: 0 };
const entries = files.listDir("src");
for (const e of entries) {
  counts[e.kind]++;
  console.log(`${ICONS[e.kind]} ${e.name}`);
}
console.log((Object.keys(counts) as Kind[]).map((k) => `${counts[k]} ${k}`).join(", "));
