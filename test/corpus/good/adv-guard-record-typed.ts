// good: typed backend records carry an availability flag beside their run function; the first available one is used
import { files } from "gg";

interface Backend {
  readonly name: string;
  readonly available: boolean;
  read(path: string): string;
}

const host = globalThis as { readonly process?: { readonly versions?: { readonly node?: string } } };

const backends: readonly Backend[] = [
  { name: "node", available: host.process?.versions?.node !== undefined, read: () => "node backend" },
  { name: "gg", available: true, read: (path) => String(files.readFile(path)) },
];

const chosen = backends.find((b) => b.available);
if (chosen === undefined) throw new Error("no backend");
console.log(`${chosen.name}: ${chosen.read("notes.txt").length}`);
