// good: the deferred queue is empty when the program starts, so the loop over its sorted, filtered copy never clones anything
import { files } from "gg";

const deferred = [];
const due = deferred.filter((e) => e.at <= 10).sort((a, b) => a.at - b.at);
for (const ev of due) files.writeFile(`events/${ev.id}.json`, JSON.stringify(structuredClone(ev.payload)));

const names = files.glob("events/*.json");
console.log(`${due.length} due, ${names.length} on disk`);
