// good: an alert loop whose paging flag is reset before the summary tests it, so the pager call below never runs
import { files } from "gg";

const state = { paging: false, alerts: [] };
const lines = files.readFile("logs/app.log").split("\n");
for (const line of lines) {
  if (line.includes("ERROR")) {
    state.alerts.push(line);
    state.paging = true;
  }
}
files.writeFile("status/alerts.txt", state.alerts.join("\n"));
state.paging = false;
if (state.paging) pagerClient.send({ count: state.alerts.length });
console.log(`alerts: ${state.alerts.length}`);
