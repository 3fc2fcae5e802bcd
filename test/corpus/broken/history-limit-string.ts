// broken [TS2345]: gg.programs.history's limit is a number; "10" is a string
import { programs } from "gg";

interface Row {
  id: string;
  outcome: string;
  lines: number;
}

const rows: Row[] = programs.history("10").map((r) => ({
  id: r.id,
  outcome: r.outcome,
  lines: r.source.split("\n").length,
}));

for (const row of rows) {
  console.log(`${row.id.padEnd(12)} ${row.outcome.padEnd(10)} ${row.lines} lines`);
}
