// good: a class field parses a config file as each instance is made, and the only construction sits in a try
import { files } from "gg";

interface Config {
  include?: string[];
}

class Project {
  config: Config = JSON.parse(files.readFile("project.json")) as Config;
  patterns(): string[] {
    return this.config.include ?? ["*.md"];
  }
}

let patterns: string[];
try {
  patterns = new Project().patterns();
} catch {
  patterns = ["*.md"];
}
for (const pattern of patterns) console.log(pattern, files.glob(pattern).length);
