// good: optional chaining and nullish coalescing over docs.view and docs.search results
const queries = ["read a file", "run a command", "fetch a url"];
for (const q of queries) {
  const first = gg.docs.search(q)[0];
  const doc = first ? gg.docs.view(first.name) : undefined;
  const firstLine = doc?.split("\n").find((l) => l.trim().length > 0) ?? "(no docs)";
  console.log(`${q}: ${first?.name ?? "nothing"} — ${firstLine}`);
}
