// good: a class whose field lists files when an instance is made; only its static helper is used
import { files } from "gg";

class Inventory {
  readonly all: string[] = files.glob("**/*");
  static byExtension(paths: readonly string[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const p of paths) {
      const ext = p.includes(".") ? p.slice(p.lastIndexOf(".")) : "(none)";
      counts.set(ext, (counts.get(ext) ?? 0) + 1);
    }
    return counts;
  }
}

console.log([...Inventory.byExtension(files.glob("src/**"))]);
