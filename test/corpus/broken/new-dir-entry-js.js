// broken [TS2339]: `gg.files.DirEntry` is a type, not a value; gg has no such member at run time
function fakeEntry(name) {
  const entry = new gg.files.DirEntry();
  entry.name = name;
  entry.kind = "file";
  entry.size = 0;
  return entry;
}

const entries = gg.files.listDir(".");
if (!entries.some((e) => e.name === "README.md")) entries.push(fakeEntry("README.md"));
console.log(entries.map((e) => e.name).join("\n"));
