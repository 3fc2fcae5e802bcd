// good: JSON.stringify with a replacer that redacts secrets and JSON.parse with a reviver for dates
import { files } from "gg";

const SECRET_KEYS = new Set(["password", "token", "apiKey", "secret"]);

const raw = files.readFile("config/runtime.json");
const config = JSON.parse(raw, (key, value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : value,
) as Record<string, unknown>;

const redacted = JSON.stringify(
  config,
  (key, value: unknown) => (SECRET_KEYS.has(key) ? "***" : value),
  2,
);
files.writeFile("config/runtime.redacted.json", redacted + "\n");
const dates = Object.entries(config).filter(([, v]) => v instanceof Date).map(([k]) => k);
console.log(`redacted copy written; date fields: ${dates.join(", ") || "none"}`);
