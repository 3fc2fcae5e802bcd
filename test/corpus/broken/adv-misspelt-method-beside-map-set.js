// broken [TS2551]: a Map's set elsewhere adds nothing to the helpers object, whose method is misspelt
const counts = new Map();
for (const f of gg.files.glob("**/*.js")) counts.set(f.split("/")[0], (counts.get(f.split("/")[0]) ?? 0) + 1);

const helpers = {
  format(entries) {
    return entries.map(([dir, n]) => `${dir}: ${n}`).join("\n");
  },
};

console.log(helpers.formatt([...counts]));
