// broken [GG1009]: main() calls format(), which reads the class Table declared below the call of main(): a ReferenceError
import { files } from "gg";

function format(rows) {
  return new Table(rows).toString();
}
function main() {
  const rows = files.listDir(".").map((e) => [e.name, e.size]);
  console.log(format(rows));
}

main();

class Table {
  constructor(rows) {
    this.rows = rows;
  }
  toString() {
    return this.rows.map((r) => r.join("\t")).join("\n");
  }
}
