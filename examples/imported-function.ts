// broken: "gg" exports namespaces, not functions: `readFile` lives in `files`.
import { readFile } from "gg";

const config = JSON.parse(readFile("config.json")) as { name: string; version: string };
console.log(`${config.name}@${config.version}`);
