// good: a typed alert summary whose paging flag is reset before it is tested
import { files } from "gg";

interface AlertState {
  paging: boolean;
  lines: string[];
}
const state: AlertState = { paging: false, lines: [] };
for (const line of files.readFile("logs/app.log").split("\n")) {
  if (line.startsWith("ERROR")) {
    state.lines.push(line);
    state.paging = true;
  }
}
files.writeFile("status/errors.txt", state.lines.join("\n"));
state.paging = false;
console.log(state.paging ? "paging" : `quiet, ${state.lines.length} errors`);
