// broken [GG1012]: a Map is built from KEY=VALUE text lines, which are no entries, so its constructor throws
import { files } from "gg";

const DEFAULTS = new Map(["PORT=8080", "HOST=localhost"]);
const text = files.readFile(".env");
for (const line of text.split("\n")) {
  const [k, v] = line.split("=");
  if (k && v !== undefined) DEFAULTS.set(k.trim(), v.trim());
}
console.log([...DEFAULTS].map(([k, v]) => `${k}=${v}`).join("\n"));
