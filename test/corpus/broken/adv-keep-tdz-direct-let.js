// broken [TS2448]: `limit` is read on the line above its `let` declaration: a ReferenceError (temporal dead zone)
import { programs } from "gg";

const recent = programs.history(limit);
let limit = 20;
for (const rec of recent) console.log(rec.id, rec.outcome);
