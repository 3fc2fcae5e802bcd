// broken [TS18048]: docs.view answers undefined for a page the agent may not see; tsc refuses `.split` on it unguarded
import { docs } from "gg";

const page = docs.view("shell.run");
const firstLine = page.split("\n")[0];
console.log(firstLine);
