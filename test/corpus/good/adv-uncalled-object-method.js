// good: an object literal's method that calls a class without new is never called; the other method is
import { files } from "gg";

class Table {
  constructor(rows) {
    this.rows = rows;
  }
}

const render = {
  plain(rows) {
    return rows.map((r) => r.join(" ")).join("\n");
  },
  table(rows) {
    return Table(rows);
  },
};

console.log(render.plain(files.listDir(".").map((e) => [e.name, e.kind])));
