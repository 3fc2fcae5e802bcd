// broken [GG1016]: the pattern names its groups key and value, but the loop reads groups.val, which is undefined, and trims it
const CONFIG = ["port = 8080", "host = example.org"];
const settings = {};
for (const line of CONFIG) {
  const m = line.match(/^(?<key>\w+)\s*=\s*(?<value>.*)$/);
  if (!m) continue;
  settings[m.groups.key] = m.groups.val.trim();
}
console.log(settings);
