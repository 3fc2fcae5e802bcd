// good: numeric settings read as text are converted in place before Object.entries formats them
import { files } from "gg";

const settings = { ratio: "0.5", limit: "10" };
settings.ratio = Number(settings.ratio);
settings.limit = Number(settings.limit);
const lines = [];
for (const [key, value] of Object.entries(settings)) lines.push(`${key}=${value.toFixed(1)}`);
files.writeFile("settings.txt", lines.join("\n"));
console.log(lines.length);
