// good: a tuple type with a rest element before its last element (`[...string[], number]`) is a type, legal in TypeScript; no pattern is involved
import { files } from "gg";

type Row = [...string[], number];

const rows: Row[] = files.listDir(".").map((e): Row => [e.name, e.kind, e.size]);
for (const row of rows) {
  const size = row[row.length - 1];
  console.log(row.slice(0, -1).join(" "), size);
}
