// good: a typed harness awaits each async test and records its rejection instead of letting it escape
import { files } from "gg";

type Outcome = { name: string; ok: boolean; error?: string };
const outcomes: Outcome[] = [];

async function test(name: string, fn: () => Promise<void>): Promise<void> {
  await fn().then(
    () => { outcomes.push({ name, ok: true }); },
    (e: Error) => { outcomes.push({ name, ok: false, error: e.message }); },
  );
}

await test("readme has a heading", async () => {
  if (!files.readFile("README.md").startsWith("#")) throw new Error("no heading");
});
await test("changelog is not empty", async () => {
  if (files.readFile("CHANGELOG.md").length === 0) throw new Error("empty");
});
console.log(outcomes.map((o) => `${o.ok ? "ok" : "not ok"} ${o.name}`).join("\n"));
