// good: the helper returns at once when `process` is missing, before the line that reads process.env
import { session } from "gg";

function ciName() {
  if (typeof process === "undefined") return "gg sandbox";
  if (process.env.GITHUB_ACTIONS) return "GitHub Actions";
  return process.env.CI ? "some CI" : "a terminal";
}

session.reportProgress(`running in ${ciName()}`);
