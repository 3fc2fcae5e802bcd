// broken [TS2322]: assigns the list returned by glob to a string variable (TS2322)
import { files } from "gg";

function findConfig(): string {
  let matches: string = files.glob("**/{.eslintrc,.eslintrc.json,eslint.config.js}");
  if (matches.length === 0) return "(none)";
  return matches;
}

console.log(`eslint config: ${findConfig()}`);
