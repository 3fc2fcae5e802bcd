// good: Object.groupBy is installed through a cast before use and called through the same typed view
import { files } from "gg";

type GroupBy = <T>(items: Iterable<T>, keyOf: (item: T) => string) => Record<string, T[]>;
const ObjectWithGroupBy = Object as unknown as { groupBy?: GroupBy };

ObjectWithGroupBy.groupBy ??= <T>(items: Iterable<T>, keyOf: (item: T) => string) => {
  const out: Record<string, T[]> = {};
  for (const item of items) (out[keyOf(item)] ??= []).push(item);
  return out;
};

const byKind = ObjectWithGroupBy.groupBy(files.listDir("."), (e) => e.kind);
for (const [kind, list] of Object.entries(byKind)) console.log(kind, list.length);
