// good: reads an optional JSON config, falling back to defaults when the file is missing
import { files, Failure } from "gg";

interface Config {
  include: string[];
  maxWarnings: number;
  verbose: boolean;
}

const defaults: Config = { include: ["src/**/*.ts"], maxWarnings: 10, verbose: false };

function loadConfig(path: string): Config {
  let raw: string;
  try {
    raw = files.readFile(path);
  } catch (e) {
    if (e instanceof Failure && e.operation === "read_file" && e.code === "not_found") {
      console.log(`no ${path}, using defaults`);
      return defaults;
    }
    throw e;
  }
  const parsed = JSON.parse(raw) as Partial<Config>;
  return { ...defaults, ...parsed };
}

const config = loadConfig("lint.config.json");
console.log(JSON.stringify(config, null, 2));
