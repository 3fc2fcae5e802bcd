// good: an exported helper no one imports (the program is the entry point) calls a class without new; nothing calls it
import { files } from "gg";

class Table {
  constructor(rows) {
    this.rows = rows;
  }
  toString() {
    return this.rows.map((r) => r.join("\t")).join("\n");
  }
}

export function quickTable(rows) {
  return Table(rows);
}

const rows = files.listDir("packages").map((e) => [e.name, e.kind, String(e.size)]);
console.log(new Table(rows).toString());
