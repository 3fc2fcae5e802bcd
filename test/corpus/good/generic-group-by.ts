// good: a generic groupBy helper applied to directory entries and grep matches
import { files } from "gg"

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const bucket = out.get(k)
    if (bucket) bucket.push(item)
    else out.set(k, [item])
  }
  return out
}

const byKind = groupBy(files.listDir("."), (e) => e.kind)
for (const [kind, entries] of byKind) {
  console.log(`${kind}: ${entries.map((e) => e.name).join(" ")}`)
}

const imports = files.grep("^import ", { glob: "src/**/*.ts" })
const byFile = groupBy(imports, (m) => m.path)
const heaviest = [...byFile].sort((a, b) => b[1].length - a[1].length).slice(0, 3)
for (const [path, lines] of heaviest) console.log(`${path}: ${lines.length} imports`)
