// broken: `files` is used without the line that binds it; no gg name is available unqualified.
const entries = files.listDir("src");

for (const entry of entries) {
  if (entry.kind === "file" && entry.name.endsWith(".ts")) {
    console.log(entry.name);
  }
}
