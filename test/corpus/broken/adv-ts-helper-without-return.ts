// broken [TS2339]: parseRules returns nothing (void), so `.rules` on its result does not type-check
import { files, session } from "gg";

function parseRules(text: string) {
  const rules = text.split("\n").filter((l) => l !== "" && !l.startsWith("#"));
  console.log(`${rules.length} rules`);
}

const parsed = parseRules(files.readFile("CODEOWNERS"));
session.finish(`${parsed.rules.length} owner rules`);
