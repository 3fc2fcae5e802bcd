// broken [TS2339]: parseRules never returns a value, so reading `.rules` of its result always throws
function parseRules(text) {
  const rules = text.split("\n").filter((l) => l && !l.startsWith("#"));
  console.log(`${rules.length} rules`);
}

const parsed = parseRules(gg.files.readFile("CODEOWNERS"));
gg.session.finish(`${parsed.rules.length} owner rules`);
