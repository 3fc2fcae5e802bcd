// good: a class getter's name is read only on data a JSON helper returns, never on an instance, so the getter's missing profile is never read
import { files } from "gg";

class Agent {
  constructor(name) {
    this.name = name;
  }
  get role() {
    return this.profile.role;
  }
}

async function readJson(path) {
  const text = await Promise.resolve(files.readFile(path));
  return JSON.parse(text.startsWith("{") ? text : "{}");
}

const settings = await readJson("agent.json");
const agents = ["planner", "coder"].map((n) => new Agent(n));
console.log(`${agents.map((a) => a.name).join(", ")} as ${settings.role ?? "worker"}`);
