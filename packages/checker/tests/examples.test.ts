// The examples a newcomer runs first give the verdicts and messages examples/README.md promises.
import { readFileSync } from "node:fs";
import type { Grant } from "@gg/catalogue";
import { describe, expect, it } from "vitest";
import type { Language } from "../src/types.js";
import { check } from "./support/check.js";

const EXAMPLES = new URL("../../../examples/", import.meta.url);
const read = (name: string): string => readFileSync(new URL(name, EXAMPLES), "utf8");
const language = (name: string): Language => (name.endsWith(".js") ? "js" : "ts");
const grant = JSON.parse(read("grant.json")) as Grant;

describe("examples", () => {
  it.each(["tally.ts", "imported-namespace.ts", "catch-failure.ts", "summary.js"])("%s passes", (name) => {
    const result = check(read(name), language(name));
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(result.verdict).toBe("pass");
  });

  it.each([
    ["unqualified-name.ts", "TS2304", "`files` is not in scope: write `import { files } from \"gg\";`, or use `gg.files`."],
    ["imported-function.ts", "TS2305", "\"gg\" exports namespaces, not functions: `readFile` is in `gg.files`; write `import { files } from \"gg\";` and call `files.readFile`."],
    ["misspelt-operation.js", "TS2551", "`files.readFle` does not exist. Did you mean `files.readFile`?"],
    ["explicit-exit.ts", "TS2591", "Cannot find name 'process': the guest has no Node.js; it has ECMAScript 2023, `console` and \"gg\"."],
  ])("%s fails with %s", (name, code, message) => {
    const result = check(read(name), language(name));
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics.find((d) => d.severity === "error")).toMatchObject({ code, message });
  });

  it("operation-key-spelling.ts fails on the comparison with a spelling", () => {
    const result = check(read("operation-key-spelling.ts"), "ts");
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics.map((d) => d.code)).toEqual(["TS2367"]);
  });

  it("the grant forecasts the refusals the README names, and changes no verdict", () => {
    expect(check(read("tally.ts"), "ts", grant).refusals?.map((r) => r.message)).toContain("`gg.shell.run` is not available.");
    expect(check(read("catch-failure.ts"), "ts", grant).refusals?.map((r) => r.message)).toContain(
      "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.",
    );
    expect(check(read("imported-namespace.ts"), "ts", grant).refusals).toEqual([]);
  });
});
