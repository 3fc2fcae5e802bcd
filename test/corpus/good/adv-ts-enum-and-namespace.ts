// good: a (non-ambient) enum and namespace compile to ordinary objects that exist when the program runs
import { files } from "gg";

enum Size {
  Small = 1_000,
  Large = 1_000_000,
}

namespace Report {
  export function line(e: files.DirEntry): string {
    const tag = e.size >= Size.Large ? "large" : e.size >= Size.Small ? "medium" : "small";
    return `${e.name}\t${tag}`;
  }
}

for (const e of files.listDir("assets")) console.log(Report.line(e));
