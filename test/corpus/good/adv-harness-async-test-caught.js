// good: a self-checking harness runs async tests and catches their rejections on the promise each test returns
import { files } from "gg";

const results = [];
function test(name, fn) {
  return fn()
    .then(() => results.push({ name, ok: true }))
    .catch((e) => results.push({ name, ok: false, error: e.message }));
}

await test("reads the readme", async () => {
  const text = files.readFile("README.md");
  if (text.length === 0) throw new Error("empty readme");
});
await test("encodes with TextEncoder where the host has it", async () => {
  new TextEncoder().encode(files.readFile("README.md"));
});
for (const r of results) console.log(`${r.ok ? "ok" : "not ok"} - ${r.name}${r.ok ? "" : ` (${r.error})`}`);
