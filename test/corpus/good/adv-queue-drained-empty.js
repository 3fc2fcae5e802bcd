// good: a report over alerts drained from a queue nothing fills, whose pager hook never runs
import { files } from "gg";

const queue = [];
const sent = [];
while (queue.length) sent.push(queue.shift());
sent.sort((a, b) => a.at - b.at);
sent.forEach((alert) => pagerGateway.send(alert));
files.writeFile("alerts.txt", `${sent.length} alerts sent\n`);
