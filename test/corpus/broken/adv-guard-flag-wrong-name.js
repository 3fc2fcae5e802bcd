// broken [TS2591]: the flag tests `process` but the code it guards calls `require`, which is missing whenever the flag is false too
import { files } from "gg";

const hasProcess = typeof process !== "undefined";
const loader = hasProcess ? "node" : "gg";
console.log(`loader: ${loader}`);

const config = require("./config.json");
const extra = JSON.parse(files.readFile("config.local.json"));
console.log({ ...config, ...extra });
